import {
  CONSENT_VERSION,
  consentChoices,
  consentCookieAttributes,
  consentCookieName,
  consentCookiePattern,
  consentCookie,
  consentFromCookies,
  type ConsentChoice,
} from '#shared/consent-cookie.ts';

/**
 * The visitor's cookie choice (LGPD art. 7 I and 8; ANPD cookie guide): nothing optional runs
 * until they decide, the decision is kept with its date and version as a record, and it can be
 * changed at any time from the footer. Essential cookies (session, language) need no consent.
 * No React here: the prerendered pages read it before the app loads (src/client/boot/islands.ts).
 */
export const consentStorageKey = 'cookie-consent';

/**
 * Dispatched on `window` when the banner's inline script records a choice (before the app runs,
 * or while it does): `subscribeConsent` listens, so the app and analytics follow at once.
 */
export const consentChangeEvent = 'nexus:consent';

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

let cachedKey: string | undefined;
let cached: ConsentChoice | null = null;

/**
 * The choice this browser holds: the `nexus.consent` cookie (set by POST /api/consent when the
 * banner's form was posted without JavaScript, or by the page, decision 0085) or the localStorage
 * record older visits left (existing visitors keep their choice). Both held: the later one.
 */
export function readConsent(): ConsentChoice | null {
  if (typeof window === 'undefined') return null;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(consentStorageKey);
  } catch {
    // Storage blocked (privacy modes): the cookie may still say.
  }
  const cookies = document.cookie;
  const key = `${stored ?? ''}\n${cookies}`;
  // Same object while nothing changed, as useSyncExternalStore requires.
  if (key !== cachedKey) {
    cachedKey = key;
    const fromStorage = parse(stored);
    const fromCookie = consentFromCookies(cookies);
    cached =
      fromStorage && fromCookie
        ? fromCookie.decidedAt >= fromStorage.decidedAt
          ? fromCookie
          : fromStorage
        : (fromCookie ?? fromStorage);
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
 * Set on the root element, before the banner is parsed, when this browser holds a choice; the
 * page's styles then never draw the banner (src/client/app.css).
 */
export const consentKnownAttribute = 'data-consent-known';

/**
 * Set on the root element while the banner is shown; the page's room for it hangs on this
 * (src/client/app.css), not on `html:has([data-cookie-banner]:not([hidden]))`. Hiding the banner
 * flipped that `:has()` on the root, which made Chromium recompute the style of every element of
 * the page: ~60 ms at 4× CPU on `/`, in the frame that answers the cookie tap (issue 26 §1,
 * decision 0137). An attribute on the root that only `html` and `body` rules read costs ~5 ms.
 */
export const bannerShownAttribute = 'data-cookie-banner-shown';

/**
 * The classic inline script the prerendered pages carry right before the banner's markup
 * (decision 0085). The banner is in the HTML visible, a `<form method="post"
 * action="/api/consent">` that works with JavaScript off; the server sends it `hidden` to a
 * visitor whose cookie says they chose. A choice only the browser knows (the localStorage record
 * of older visits, or the cookie: `readConsent`'s rule) is found here, and marks the root element
 * so the banner is never drawn. Before the markup, not after: an inline script waits for the
 * page's stylesheet, and a frame painted in that wait showed the banner of a visitor who chose;
 * the parser does not reach the banner until this has run.
 */
export const consentKnownScript = `(()=>{let c=null;try{c=JSON.parse(localStorage.getItem(${JSON.stringify(consentStorageKey)}))}catch{}if(c&&c.version===${CONSENT_VERSION}&&typeof c.analytics==="boolean"||new RegExp(${JSON.stringify(consentCookiePattern.source)}).test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(consentKnownAttribute)},"")})()`;

/**
 * The classic inline script right after the banner's markup (decisions 0075, 0081, 0085):
 * - hides the banner (`hidden`) when `consentKnownScript` found a choice, else marks the root
 *   with `bannerShownAttribute`, which the page's room for the banner follows;
 * - answers a tap on a choice at once, before the app or the islands chunk has loaded: records it
 *   as `saveConsent` does (cookie and storage), hides the banner (and unmarks the root in the
 *   same task, so the frame that shows the answer recomputes two elements' style, not the
 *   page's: decision 0137) and tells `subscribeConsent`'s
 *   listeners (`consentChangeEvent`). It cancels the button's click, so no submit event follows
 *   (the hydration gate holds submits made before hydration, scripts/hydration-gate.ts, and a
 *   click, keyboard or pointer, comes before any of that); the post is for JavaScript off only.
 *   It listens on the window, in the capture phase, so it runs before React's listener at the
 *   document: a tap while the app hydrates is answered here first, and the hydration gate keeps
 *   it from React until the app has hydrated (decision 0154);
 * - keeps `bannerHeightProperty` equal to the banner's height, as `observeBannerHeight` does once
 *   the app runs (decision 0081): a ResizeObserver reports after layout and before paint.
 * Both scripts are allowed by the page's CSP through their sha256 hashes
 * (server/plugins/static.ts), never 'unsafe-inline'. The app's submit handler is for a banner the
 * app itself mounted.
 */
export const bannerScript = `(()=>{const b=document.querySelector("[data-cookie-banner]");if(!b)return;const k=${JSON.stringify(consentStorageKey)};const r=document.documentElement;if(r.hasAttribute(${JSON.stringify(consentKnownAttribute)}))b.hidden=true;if(!b.hidden)r.setAttribute(${JSON.stringify(bannerShownAttribute)},"");addEventListener("click",e=>{const t=e.target instanceof Element?e.target.closest("button[name=choice]"):null;if(!t||!b.contains(t))return;const v=t.value;if(v!==${JSON.stringify(consentChoices[0])}&&v!==${JSON.stringify(consentChoices[1])})return;e.preventDefault();const a=v===${JSON.stringify(consentChoices[0])},d=new Date().toISOString();document.cookie=${JSON.stringify(`${consentCookieName}=${CONSENT_VERSION}.`)}+(a?"granted":"denied")+"."+d+${JSON.stringify(consentCookieAttributes(false))}+(location.protocol==="https:"?"; Secure":"");try{localStorage.setItem(k,JSON.stringify({version:${CONSENT_VERSION},analytics:a,decidedAt:d}))}catch{}b.hidden=true;r.removeAttribute(${JSON.stringify(bannerShownAttribute)});dispatchEvent(new Event(${JSON.stringify(consentChangeEvent)}))},true);if(window.ResizeObserver)new ResizeObserver(()=>r.style.setProperty(${JSON.stringify(bannerHeightProperty)},b.offsetHeight+"px")).observe(b)})()`;

/**
 * What the inline script does for the banner's height, for the banner the app renders (the app
 * mounts a new one when the preferences dialog closes without a choice). Returns the cleanup.
 */
export function observeBannerHeight(banner: HTMLElement): () => void {
  const root = document.documentElement;
  // A banner the server or the inline script hid (a choice already known) takes no room.
  if (!banner.hidden) root.setAttribute(bannerShownAttribute, '');
  const observer = new ResizeObserver(() => {
    root.style.setProperty(bannerHeightProperty, `${banner.offsetHeight}px`);
  });
  observer.observe(banner);
  return () => {
    observer.disconnect();
    root.removeAttribute(bannerShownAttribute);
    root.style.removeProperty(bannerHeightProperty);
  };
}

/**
 * Keeps a choice made with the app (the preferences dialog, a banner the app mounted): in the
 * cookie the server reads, so the next page comes without the banner even with JavaScript off, and
 * in localStorage as before.
 */
export function saveConsent(analytics: boolean): ConsentChoice {
  const choice: ConsentChoice = {
    version: CONSENT_VERSION,
    analytics,
    decidedAt: new Date().toISOString(),
  };
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  try {
    window.localStorage.setItem(consentStorageKey, JSON.stringify(choice));
  } catch (error) {
    console.warn('could not save the cookie choice in storage (the cookie keeps it)', error);
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
  window.addEventListener(consentChangeEvent, listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(consentChangeEvent, listener);
  };
}
