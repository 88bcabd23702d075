import { countryToLocale, isCountryCode } from './locale-rules.ts';
import { defaultLocale, localeFromAcceptLanguage, type Locale } from './locales.ts';
import { findPage, localizedPath, splitLocalePath } from '#shared/routes.ts';

/**
 * What the server knows of a request for a page, before it sends one (decision 0073).
 * `path` is the page key: decoded, without trailing slashes.
 */
export interface FirstVisitRequest {
  path: string;
  /** The query as sent, with its `?` (or ''), carried over to the redirect. */
  query: string;
  /** The supported language of the `user-locale` cookie, if any. */
  saved: Locale | undefined;
  acceptLanguage: string | undefined;
  /** Asked only when the answer depends on it (see `needsCountry`). */
  country: string | null | undefined;
}

/**
 * - `page`: send the page as it is; `save` is the detected language to keep in the cookie.
 * - `redirect`: 302 to the same page in the saved or detected language.
 * - `undecided`: not a first visit the server can decide; the page's own script detects (0006).
 */
export type FirstVisitAnswer =
  | { kind: 'page'; save?: Locale }
  | { kind: 'redirect'; location: string; save?: Locale }
  | { kind: 'undecided' };

/**
 * The bare (Portuguese) address of a public page prerendered in every language: the only kind of
 * address a language decision may move. Prefixed addresses are explicit choices; the private
 * areas are one page for all languages, rendered in the visitor's language in place.
 */
export function bareLocalizedPath(path: string): string | undefined {
  const { prefixed, path: bare } = splitLocalePath(path);
  const page = prefixed ? undefined : findPage(bare);
  return page?.access === 'public' && page.prerender && page.localized ? bare : undefined;
}

/** Browsers always send Accept-Language; crawlers usually do not (Googlebot never does). */
export function sentAcceptLanguage(header: string | undefined): header is string {
  return typeof header === 'string' && header.trim() !== '';
}

/**
 * Whether deciding this request needs the visitor's country: a first visit (no saved choice) to a
 * bare localized page from a client that states its languages.
 */
export function needsCountry(request: Omit<FirstVisitRequest, 'country' | 'query'>): boolean {
  return (
    request.saved === undefined &&
    bareLocalizedPath(request.path) !== undefined &&
    sentAcceptLanguage(request.acceptLanguage)
  );
}

/**
 * spec 01 §4's order, on the server: saved choice (cookie) → country of the address → browser
 * languages (Accept-Language, by q-value) → pt-BR. Without Accept-Language the server does not
 * decide: such a client is a crawler or a tool, and the bare addresses must stay Portuguese for
 * them (search engines index each language at its own address, decision 0006), even though their
 * addresses have a country (Googlebot crawls from the United States).
 */
export function decideFirstVisit(request: FirstVisitRequest): FirstVisitAnswer {
  const bare = bareLocalizedPath(request.path);
  if (bare === undefined) return { kind: 'page' };
  const to = (locale: Locale) => localizedPath(bare, locale) + request.query;
  if (request.saved) {
    return request.saved === defaultLocale
      ? { kind: 'page' }
      : { kind: 'redirect', location: to(request.saved) };
  }
  if (!sentAcceptLanguage(request.acceptLanguage)) return { kind: 'undecided' };
  const detected = detectedLocale(request.country, request.acceptLanguage);
  return detected === defaultLocale
    ? { kind: 'page', save: detected }
    : { kind: 'redirect', location: to(detected), save: detected };
}

/** spec 01 §4 after the saved choice: the address's country, then the browser's languages. */
function detectedLocale(country: string | null | undefined, acceptLanguage: string): Locale {
  return isCountryCode(country)
    ? countryToLocale(country)
    : (localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale);
}

/**
 * The same order at a bare (Portuguese) address of published content (`/casos/{slug}`,
 * `/insights`; decisions 0123 and 0134), which is not in the page registry: the page exists only
 * in the languages it is published in, each at its own slug (`alternates`). The visitor goes to
 * their language's translation when it is published, and otherwise stays on the page they asked
 * for, never to a 404. A first visit's language is saved either way, as on other pages.
 */
export function decideContentVisit(
  request: Omit<FirstVisitRequest, 'path'> & { alternates: { locale: Locale; path: string }[] },
): FirstVisitAnswer {
  const wanted = request.saved
    ? request.saved
    : sentAcceptLanguage(request.acceptLanguage)
      ? detectedLocale(request.country, request.acceptLanguage)
      : undefined;
  if (wanted === undefined) return { kind: 'undecided' };
  const saving = request.saved ? {} : { save: wanted };
  const translation =
    wanted === defaultLocale ? undefined : request.alternates.find((alt) => alt.locale === wanted);
  return translation
    ? { kind: 'redirect', location: translation.path + request.query, ...saving }
    : { kind: 'page', ...saving };
}
