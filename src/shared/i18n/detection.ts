import { countryToLocale, isCountryCode, validateLocale } from './locale-rules.ts';
import { defaultLocale, isSupportedLocale, localeFromLanguageTag } from './locales.ts';
import type { Locale } from './locales.ts';

export type LocaleSource = 'saved' | 'geo' | 'browser' | 'default';

export type DetectedLocale = { locale: Locale; source: LocaleSource };

export type LocaleSources = {
  saved(): Locale | undefined;
  geoCountry(): Promise<string | undefined>;
  browserLanguages(): readonly string[];
};

export type DetectionLog = (msg: string, err?: unknown) => void;

// spec 01 §8: a failing source is logged and detection moves on to the next one.
async function attempt<T>(
  name: string,
  read: () => T | Promise<T>,
  log: DetectionLog | undefined,
): Promise<T | undefined> {
  try {
    return await read();
  } catch (err) {
    log?.(`Locale detection: ${name} source failed`, err);
    return undefined;
  }
}

/**
 * spec 01 §4: saved preference, then the country of the caller's IP, then the browser's
 * languages (the first that maps), then the default pt-BR. The geo lookup only runs when nothing
 * is saved, so a returning visitor costs no network request.
 */
export async function detectLocale(
  sources: LocaleSources,
  log?: DetectionLog,
): Promise<DetectedLocale> {
  const saved = await attempt('saved', () => sources.saved(), log);
  if (isSupportedLocale(saved)) return { locale: saved, source: 'saved' };

  const country = await attempt('geo', () => sources.geoCountry(), log);
  // spec 01 §5: a looked-up country code must be exactly two letters.
  if (isCountryCode(country)) return { locale: countryToLocale(country), source: 'geo' };

  const languages = await attempt('browser', () => sources.browserLanguages(), log);
  for (const tag of languages ?? []) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return { locale, source: 'browser' };
  }

  return { locale: defaultLocale, source: 'default' };
}

/**
 * spec 01 §4: "the locale is saved when its source is not already saved". Exact rule: save unless
 * the result came from the saved preference, or the value to save equals what is saved already
 * (nothing would change). A default pt-BR is saved too, so later visits skip the geo lookup.
 */
export function shouldSaveDetected(
  result: DetectedLocale,
  savedValue: Locale | undefined,
): boolean {
  return result.source !== 'saved' && result.locale !== savedValue;
}

export type LanguageChangedDetail = { oldLanguage: Locale; newLanguage: Locale };

type AnalyticsTag = (...args: unknown[]) => void;

export type LanguageChangerDeps = {
  save(locale: Locale): void;
  switchTo(locale: Locale): Promise<void> | void;
  current(): Locale;
  /** The browser wiring dispatches this as a `languagechanged` CustomEvent on window. */
  emit(detail: LanguageChangedDetail): void;
  /** Looked up at each change, because the analytics script may load after this is built. */
  gtag?: () => AnalyticsTag | undefined;
  warn(msg: string): void;
  error(msg: string, err: unknown): void;
};

/**
 * spec 01 §4 language choice: save the preference, switch the interface language, emit an event
 * with old and new codes, record an analytics event when the tag exists. An unsupported locale is
 * warned about and nothing is saved (spec 01 §5). Failures are only logged (spec 01 §8): the
 * returned promise never rejects and says whether the language changed. Analytics failing after
 * the switch is logged but does not turn a done change into false.
 */
export function createLanguageChanger(
  deps: LanguageChangerDeps,
): (next: unknown) => Promise<boolean> {
  function track(detail: LanguageChangedDetail): void {
    try {
      deps.gtag?.()?.('event', 'language_change', {
        event_category: 'engagement',
        old_language: detail.oldLanguage,
        new_language: detail.newLanguage,
      });
    } catch (err) {
      deps.error('Language change analytics event failed', err);
    }
  }

  return async function changeLanguage(next: unknown): Promise<boolean> {
    const locale = validateLocale(next, deps.warn);
    if (!locale) return false;
    let detail: LanguageChangedDetail;
    try {
      detail = { oldLanguage: deps.current(), newLanguage: locale };
      deps.save(locale);
      await deps.switchTo(locale);
      deps.emit(detail);
    } catch (err) {
      deps.error(`Language change to ${locale} failed`, err);
      return false;
    }
    track(detail);
    return true;
  };
}
