/** Supported interface languages (spec 01 §3, §9). pt-BR is the default and the fallback. */
export const supportedLocales = ['pt-BR', 'en', 'es'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'pt-BR';

/** Name of the cookie (and localStorage key) holding the visitor's choice (spec 01 §9). */
export const localeCookieName = 'user-locale';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** Browser language to interface language: pt* → pt-BR, es* → es, en* → en (spec 01 §5). */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('pt')) return 'pt-BR';
  if (lower.startsWith('es')) return 'es';
  if (lower.startsWith('en')) return 'en';
  return undefined;
}

/** Picks the best supported language from an Accept-Language header, honouring q-values. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((c) => c.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const candidate of ranked) {
    const locale = localeFromLanguageTag(candidate.tag);
    if (locale) return locale;
  }
  return undefined;
}
