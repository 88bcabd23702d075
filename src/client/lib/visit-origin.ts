import type { Locale } from '#shared/i18n/locales.ts';
import {
  normalizeUtmValue,
  ORIGIN_PATH_MAX_LENGTH,
  REFERRER_HOST_MAX_LENGTH,
  utmKeys,
  type LeadOriginInput,
  type Utm,
} from '#shared/schemas/lead-origin.ts';

/**
 * Where this visit came from (issue 16 §6; decision 0060): the referring site's host and the UTM
 * parameters of the address the visitor landed on. Captured first-party, kept in sessionStorage
 * for the visit only, read by nobody but our own lead forms, and sent only with a lead the person
 * chooses to send. No cookie, nothing to third parties.
 *
 * A visit is attributed to its last outside touch: a later landing that brings its own UTM or an
 * outside referrer replaces what was kept; moving between our own pages keeps it.
 */
const storageKey = 'nexus:visit-origin';

interface VisitSource {
  referrerHost?: string;
  utm?: Utm;
}

function session(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function hostOf(url: string): string | undefined {
  try {
    const host = new URL(url).host.toLowerCase();
    return host && host.length <= REFERRER_HOST_MAX_LENGTH ? host : undefined;
  } catch {
    return undefined;
  }
}

/** The UTM parameters of a query string, cleaned and bounded as the lead schema wants them. */
export function utmFrom(search: string): Utm | undefined {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = normalizeUtmValue(params.get(`utm_${key}`));
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/**
 * What this page load tells about the visit's source, if anything: a referrer on another host,
 * or UTM parameters. Our own pages (and a page without referrer or UTM) tell nothing.
 */
export function sourceOfLanding(
  location: Pick<Location, 'search' | 'host'>,
  referrer: string,
): VisitSource | undefined {
  const referrerHost = referrer ? hostOf(referrer) : undefined;
  const outside = referrerHost && referrerHost !== location.host.toLowerCase();
  const utm = utmFrom(location.search);
  if (!outside && !utm) return undefined;
  return { ...(outside ? { referrerHost } : {}), ...(utm ? { utm } : {}) };
}

/**
 * Call once per page load, before anything may move to another address (the first-visit
 * language redirect keeps the query but makes our own page the referrer: a landing referred by
 * ourselves adds its UTM to what was kept instead of replacing it).
 */
export function captureVisitOrigin(): void {
  if (typeof window === 'undefined') return;
  const landing = sourceOfLanding(window.location, document.referrer);
  if (!landing) return;
  const fromOurselves =
    document.referrer !== '' && hostOf(document.referrer) === window.location.host.toLowerCase();
  const next = fromOurselves ? { ...storedSource(), ...landing } : landing;
  try {
    session()?.setItem(storageKey, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the lead is sent without its source, nothing else changes.
  }
}

function storedSource(): VisitSource {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(storageKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { referrerHost, utm } = parsed as Record<string, unknown>;
    const source: VisitSource = {};
    if (typeof referrerHost === 'string') source.referrerHost = referrerHost;
    if (typeof utm === 'object' && utm !== null) {
      const clean: Utm = {};
      for (const key of utmKeys) {
        const value = (utm as Record<string, unknown>)[key];
        const normalized = typeof value === 'string' ? normalizeUtmValue(value) : undefined;
        if (normalized) clean[key] = normalized;
      }
      if (Object.keys(clean).length > 0) source.utm = clean;
    }
    return source;
  } catch {
    return {};
  }
}

/** The origin a lead carries: this page, its language, and the visit's source. */
export function leadOrigin(language: Locale): LeadOriginInput {
  const path = window.location.pathname;
  return {
    path: path.startsWith('/') && path.length <= ORIGIN_PATH_MAX_LENGTH ? path : '/',
    language,
    ...storedSource(),
  };
}
