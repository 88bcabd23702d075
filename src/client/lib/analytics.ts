import { readConsent, subscribeConsent } from './consent.ts';

/** The global Google tag function, when the page has one (spec 01 §7). */
export type Gtag = (...args: unknown[]) => void;

/**
 * Google Analytics 4 measurement id, fixed at build time. Empty means no analytics at all: the
 * tag is never loaded, whatever the visitor chooses (issue 4 item 7).
 */
export const measurementId: string = import.meta.env.VITE_GA_MEASUREMENT_ID ?? '';

export function currentGtag(): Gtag | undefined {
  if (typeof window === 'undefined') return undefined;
  const candidate = (window as unknown as { gtag?: unknown }).gtag;
  return typeof candidate === 'function' ? (candidate as Gtag) : undefined;
}

/** Every analytics event carries the fixed business category (spec 01 §7). */
export const analyticsCategory = 'business';

/** Spec 01 §7 events, sent only with the visitor's consent to analytics. */
export type AnalyticsEvent =
  | 'demo_request'
  | 'technology_interest'
  | 'form_submission'
  | 'auth_event'
  | 'dashboard_access'
  | 'service_engagement'
  | 'web_vitals';

export function trackEvent(name: AnalyticsEvent, params: Record<string, unknown> = {}): void {
  if (!readConsent()?.analytics) return;
  try {
    currentGtag()?.('event', name, { event_category: analyticsCategory, ...params });
  } catch (error) {
    console.warn('analytics event failed', error);
  }
}

/**
 * spec 01 §7 `auth_event`: which account action and how it ended. Nothing that identifies the
 * person (no e-mail, no id) and no failure detail: the server's message stays on the screen.
 */
export type AuthAction = 'sign_in' | 'sign_up' | 'sign_out';

export function trackAuthEvent(action: AuthAction, status: 'success' | 'failure'): void {
  trackEvent('auth_event', { action, status });
}

const tagScriptId = 'google-tag';

/** Loads gtag.js once, after consent (the CSP allows Google's tag origins only then needed). */
function loadGoogleTag(id: string): void {
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: Gtag } & Record<string, unknown>;
  w[`ga-disable-${id}`] = false;
  if (document.getElementById(tagScriptId)) {
    currentGtag()?.('consent', 'update', { analytics_storage: 'granted' });
    return;
  }
  w.dataLayer = w.dataLayer ?? [];
  // A tag the page already has (a tag manager) is kept, not replaced.
  w.gtag =
    w.gtag ??
    function gtag() {
      // gtag.js reads the `arguments` object itself, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      (w.dataLayer as unknown[]).push(arguments);
    };
  w.gtag('consent', 'default', {
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  w.gtag('js', new Date());
  w.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.id = tagScriptId;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Consent withdrawn: stop sending at once and remove the analytics cookies already set. */
function stopGoogleTag(id: string): void {
  const w = window as unknown as Record<string, unknown>;
  w[`ga-disable-${id}`] = true;
  currentGtag()?.('consent', 'update', { analytics_storage: 'denied' });
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (name === '_ga' || name.startsWith('_ga_')) {
      const domain = location.hostname.split('.').slice(-2).join('.');
      document.cookie = `${name}=; Max-Age=0; path=/`;
      document.cookie = `${name}=; Max-Age=0; path=/; domain=.${domain}`;
    }
  }
}

/** Follows the visitor's choice for the life of the page: load on consent, stop on withdrawal. */
export function startAnalytics(): () => void {
  if (!measurementId) return () => undefined;
  let loaded = false;
  const apply = () => {
    const granted = readConsent()?.analytics === true;
    if (granted) {
      loadGoogleTag(measurementId);
      loaded = true;
    } else if (loaded) {
      stopGoogleTag(measurementId);
      loaded = false;
    }
  };
  apply();
  return subscribeConsent(apply);
}
