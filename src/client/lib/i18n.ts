import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  defaultLocale,
  localeCookieName,
  localeFromLanguageTag,
  supportedLocales,
  type Locale,
} from '#shared/i18n/locales.ts';
import { defaultNamespace } from '#shared/i18n/namespaces.ts';
import { isClientRenderedPath, localeForPath, namespacesForPath } from '#shared/routes.ts';
import { readSavedLocale } from '#client/lib/locale-storage.ts';

/** Inline tags translators may use in texts (spec 01 §9). */
export const allowedInlineTags = ['br', 'strong', 'i', 'em', 'span'];

/** The translator's settings, exactly as spec 01 §9 fixes them. */
export const baseOptions = {
  supportedLngs: [...supportedLocales],
  fallbackLng: defaultLocale,
  load: 'currentOnly',
  defaultNS: defaultNamespace,
  ns: ['common', 'navigation'],
  // React escapes output already; texts may carry the allowed inline tags through <Trans>.
  interpolation: { escapeValue: false },
  saveMissing: false,
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  partialBundledLanguages: true,
  returnNull: false,
  react: {
    useSuspense: true,
    transSupportBasicHtmlNodes: true,
    transKeepBasicHtmlNodesFor: allowedInlineTags,
  },
} satisfies InitOptions;

/** Browser-side options: files over HTTP, detection order cookie → localStorage → navigator → html. */
const browserOptions = {
  backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
  detection: {
    order: ['cookie', 'localStorage', 'navigator', 'htmlTag'],
    lookupCookie: localeCookieName,
    lookupLocalStorage: localeCookieName,
    // Saving is ours (lib/locale-storage.ts): only explicit choices and first detections are saved.
    caches: [],
  },
} satisfies InitOptions;

export interface InitialTranslations {
  locale: Locale;
  resources: Resource;
}

/** One instance per page render at build time (prerendering): resources given, nothing fetched. */
export function createBuildI18n({ locale, resources }: InitialTranslations): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(initReactI18next)
    .init({ ...baseOptions, lng: locale, resources, initAsync: false });
  return instance;
}

let browserInstance: I18n | undefined;

/** The first language the browser prefers among ours (navigator.languages in order). */
export function browserLocale(): Locale | undefined {
  if (typeof navigator === 'undefined') return undefined;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The language the app starts in. A prerendered page carries its own language's strings. The SPA
 * fallback (reset and verification links, the signed-in areas) carries Portuguese ones whatever
 * the address, so there the app starts in the page's real language (the URL's, else the saved or
 * browser one, as LocaleProvider decides) and waits for its strings: drawing Portuguese first
 * and switching after showed /es/reset-password in Portuguese, without a title while it switched.
 */
export function startingLocale(embedded: Locale, pathname: string): Locale {
  if (!isClientRenderedPath(pathname)) return embedded;
  return localeForPath(pathname) ?? preferredLocale();
}

/**
 * The language of the loading screen the SPA fallback shows (root HydrateFallback): the one the
 * app starts in, Portuguese when prerendering (the build writes the fallback once; the server
 * puts the visitor's language in it, plugins/static.ts).
 */
export function loadingLocale(): Locale {
  if (typeof window === 'undefined') return defaultLocale;
  return startingLocale(defaultLocale, window.location.pathname);
}

/** Where the address names no language (the private areas): saved choice → browser → pt-BR. */
export function preferredLocale(): Locale {
  return readSavedLocale() ?? browserLocale() ?? defaultLocale;
}

/**
 * The browser's single instance, started synchronously with the strings embedded in the page, so
 * hydration renders exactly what was prerendered; other namespaces and languages load over HTTP.
 */
export function getBrowserI18n(initial: InitialTranslations): I18n {
  if (browserInstance) return browserInstance;
  const instance = i18next.createInstance();
  void instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      ...browserOptions,
      lng: startingLocale(initial.locale, window.location.pathname),
      // Every namespace the page needs, requested together at start (the server preloads them
      // for client-rendered pages, plugins/static.ts): a portal page used to fetch common and
      // navigation, then its own namespace once it rendered, then the banner's, one after the
      // other behind the loading screen (issue 26 §3, decision 0087).
      ns: namespacesForPath(window.location.pathname),
      resources: initial.resources,
      initAsync: false,
    });
  browserInstance = instance;
  return instance;
}
