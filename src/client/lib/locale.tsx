import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { createLanguageChanger } from '#shared/i18n/detection.ts';
import { defaultLocale, isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';
import {
  findPage,
  localeForPath,
  localizedPath,
  namespacesForPath,
  splitLocalePath,
  type PagePath,
} from '#shared/routes.ts';
import { currentGtag } from '#client/lib/analytics.ts';
import { preferredLocale } from '#client/lib/i18n.ts';
import { detectFirstVisitLocale, leavingPageSignal } from '#client/lib/first-visit.ts';
import { readSavedLocale, saveLocale } from '#client/lib/locale-storage.ts';

interface LocaleContextValue {
  /** The language the page is shown in. */
  locale: Locale;
  /** Switches language as spec 01 §4 says: save, switch, event, analytics; failures only logged. */
  changeLanguage(next: string): Promise<boolean>;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * Public pages take their language from the URL (/en, /es, bare = pt-BR); the private areas
 * (dashboard, admin) from the saved choice, else the detected language.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const urlLocale = localeForPath(location.pathname);
  const [privateLocale, setPrivateLocale] = useState<Locale>(() =>
    typeof document === 'undefined' ? defaultLocale : preferredLocale(),
  );
  const locale = urlLocale ?? privateLocale;

  // Back/forward between languages, or a private page whose saved language differs: switch
  // after render (a language change from the selector switches *before* navigating, below).
  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
  }, [i18n, locale]);

  const { pathname } = location;
  const switchTo = useCallback(
    async (next: Locale) => {
      // Load the strings first, so the page never shows the old language in the new URL.
      await i18n.loadLanguages(next);
      await i18n.loadNamespaces(namespacesForPath(pathname));
      await i18n.changeLanguage(next);
      if (urlLocale !== undefined) {
        const { path } = splitLocalePath(pathname);
        await navigate(localizedPath(path, next) + window.location.search + window.location.hash);
      } else {
        setPrivateLocale(next);
      }
    },
    [i18n, navigate, pathname, urlLocale],
  );

  const changeLanguage = useMemo(() => {
    const changer = createLanguageChanger({
      save: saveLocale,
      switchTo,
      current: () => (isSupportedLocale(i18n.language) ? i18n.language : defaultLocale),
      emit: (detail) => window.dispatchEvent(new CustomEvent('languagechanged', { detail })),
      gtag: currentGtag,
      warn: (msg) => console.warn(msg),
      error: (msg, err) => console.error(msg, err),
    });
    return (next: string) => changer(next);
  }, [i18n, switchTo]);

  // Only the private areas follow the detected language in place: a public page's language is its
  // address, and a first visit to a bare one was decided by the server before it was sent
  // (decision 0073). Reaching here without a saved choice on a bare page means the server could
  // not decide (no Accept-Language: a crawler or a tool), and such a client stays on the page.
  const applyDetected = useEffectEvent((detected: Locale) => {
    if (detected !== locale && urlLocale === undefined) void switchTo(detected);
  });

  // First visit (nothing saved): detect once and save the result (lib/first-visit.ts).
  useEffect(() => {
    if (readSavedLocale()) return;
    // Left (or unmounted) before it ends: nothing saved, nothing applied (decision 0174).
    const leaving = leavingPageSignal();
    void detectFirstVisitLocale(leaving.signal).then((detected) => {
      if (detected && !leaving.signal.aborted) applyDetected(detected);
    });
    return leaving.stop;
  }, []);

  const value = useMemo(() => ({ locale, changeLanguage }), [locale, changeLanguage]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale(): LocaleContextValue {
  const context = useContext(LocaleContext);
  if (!context) throw new Error('useLocale must be used within a LocaleProvider');
  return context;
}

/**
 * A page's path in the current language: `/about` → `/en/about` on English pages. Only the page
 * registry's paths are accepted (`PagePath`, issue 24 §2): a link to no page does not compile.
 */
export type Localize = (path: PagePath) => string;

export function useLocalizedPath(): Localize {
  const { locale } = useLocale();
  return useCallback(
    (path: PagePath) => {
      const page = findPage(path);
      return page && !page.localized ? path : localizedPath(path, locale);
    },
    [locale],
  );
}
