/**
 * The visitor's cookie choice (LGPD art. 7 I and 8; ANPD cookie guide): nothing optional runs
 * until they decide, the decision is kept with its date and version as a record, and it can be
 * changed at any time from the footer. Essential cookies (session, language) need no consent.
 * No React here: the prerendered pages read it before the app loads (src/client/boot/islands.ts).
 */
export interface ConsentChoice {
  version: typeof CONSENT_VERSION;
  analytics: boolean;
  decidedAt: string;
}

/** Bump when the purposes change: every visitor is asked again. */
export const CONSENT_VERSION = 1;
export const consentStorageKey = 'cookie-consent';

const listeners = new Set<() => void>();

function parse(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ConsentChoice>;
    return value.version === CONSENT_VERSION && typeof value.analytics === 'boolean'
      ? { version: CONSENT_VERSION, analytics: value.analytics, decidedAt: String(value.decidedAt) }
      : null;
  } catch {
    return null;
  }
}

let cachedRaw: string | null | undefined;
let cached: ConsentChoice | null = null;

export function readConsent(): ConsentChoice | null {
  if (typeof window === 'undefined') return null;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(consentStorageKey);
  } catch {
    return null;
  }
  // Same object while nothing changed, as useSyncExternalStore requires.
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

/**
 * The custom property that holds the shown banner's height, in px. The page's styles reserve that
 * much at its end and keep focused elements clear of it (`scroll-padding-bottom`) while the banner
 * is shown (src/client/app.css, decision 0081); a fixed bar's height depends on the language and
 * the width, so it is measured, never guessed.
 */
export const bannerHeightProperty = '--cookie-banner-height';

/**
 * The classic inline script the prerendered pages carry right after the banner's markup (decision
 * 0075). It shows the banner while the page is still being parsed, so it is part of the first
 * paint: revealed later by a module script it became the largest paint of a phone's `/auth`.
 * It applies `readConsent`'s rule (no valid choice of this version, or storage unreadable: ask),
 * so the banner stays hidden for a visitor who already chose. Allowed by the page's CSP through
 * its sha256 hash (server/plugins/static.ts), never 'unsafe-inline'. With JavaScript off nothing
 * runs and the banner stays hidden: nothing optional can run then, and its buttons need the app.
 * Then it keeps `bannerHeightProperty` equal to the banner's height, as `observeBannerHeight`
 * does once the app runs (decision 0081): a ResizeObserver reports after layout and before paint,
 * so the first paint already has it, without forcing a layout while the page is parsed. Revealing
 * comes first, so a browser without ResizeObserver still shows the banner.
 */
export const bannerRevealScript = `(()=>{const b=document.querySelector("[data-cookie-banner]");if(!b)return;let c=null;try{c=JSON.parse(localStorage.getItem(${JSON.stringify(consentStorageKey)}))}catch{}if(!(c&&c.version===${CONSENT_VERSION}&&typeof c.analytics==="boolean"))b.removeAttribute("hidden");if(window.ResizeObserver)new ResizeObserver(()=>document.documentElement.style.setProperty(${JSON.stringify(bannerHeightProperty)},b.offsetHeight+"px")).observe(b)})()`;

/**
 * What the inline script does for the banner's height, for the banner the app renders (the app
 * mounts a new one when the preferences dialog closes without a choice). Returns the cleanup.
 */
export function observeBannerHeight(banner: HTMLElement): () => void {
  const root = document.documentElement;
  const observer = new ResizeObserver(() => {
    root.style.setProperty(bannerHeightProperty, `${banner.offsetHeight}px`);
  });
  observer.observe(banner);
  return () => {
    observer.disconnect();
    root.style.removeProperty(bannerHeightProperty);
  };
}

export function saveConsent(analytics: boolean): ConsentChoice {
  const choice: ConsentChoice = {
    version: CONSENT_VERSION,
    analytics,
    decidedAt: new Date().toISOString(),
  };
  try {
    window.localStorage.setItem(consentStorageKey, JSON.stringify(choice));
  } catch (error) {
    console.warn('could not save the cookie choice', error);
  }
  for (const listener of listeners) listener();
  return choice;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === consentStorageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
