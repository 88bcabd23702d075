import { translationsLoading as en } from '#locales/en/common.json';
import { translationsLoading as es } from '#locales/es/common.json';
import { translationsLoading as ptBR } from '#locales/pt-BR/common.json';
import { defaultLocale, isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';

/**
 * Spec 01 §2's loading screen text, in each language. It shows before any translation is loaded,
 * so it cannot come from the translator: the build imports this one key of each language's
 * common.json (a named import, so the rest of the files stays out of the bundle). The pt-BR text
 * is the spec's, word for word ('Carregando traduções...'); English and Spanish visitors read
 * their own (issue 26 §3, decision 0087, revising decision 0065 §1).
 */
export const translationsLoadingText: Record<Locale, string> = { 'pt-BR': ptBR, en, es };

/**
 * Full-screen loading screen while translations initialise (spec 01 §2 "Protected and admin
 * routes"), in `locale` (the language the app is starting in), Portuguese for anything else.
 */
export function TranslationsLoading({ locale }: { locale?: string }) {
  const lang = isSupportedLocale(locale) ? locale : defaultLocale;
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4">
        <span
          aria-hidden="true"
          className="block size-10 animate-spin rounded-full border-4 border-primary border-t-transparent motion-reduce:animate-none"
        />
        <p lang={lang} className="text-sm text-muted-foreground" data-testid="translations-loading">
          {translationsLoadingText[lang]}
        </p>
      </div>
    </div>
  );
}
