import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '#shared/i18n/locales.ts';
import { startingLocale } from './i18n.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'user-locale=; max-age=0; path=/';
});

function browser(languages: string[], saved?: Locale) {
  vi.stubGlobal('navigator', { ...navigator, languages, language: languages[0] ?? '' });
  if (saved) document.cookie = `user-locale=${saved}; path=/`;
}

describe('startingLocale: the language the browser app starts in', () => {
  it.each<{
    case: string;
    path: string;
    embedded: Locale;
    languages: string[];
    saved?: Locale;
    expected: Locale;
  }>([
    // Prerendered pages hydrate in the language of their embedded strings, whatever else is known.
    {
      case: 'prerendered, bare',
      path: '/about',
      embedded: 'pt-BR',
      languages: ['en'],
      saved: 'es',
      expected: 'pt-BR',
    },
    {
      case: 'prerendered, prefixed',
      path: '/es/faq',
      embedded: 'es',
      languages: ['en'],
      expected: 'es',
    },
    { case: 'prerendered home', path: '/en', embedded: 'en', languages: ['pt-BR'], expected: 'en' },
    // The SPA fallback embeds Portuguese: public client-rendered pages take their URL's language.
    {
      case: 'reset link in Spanish',
      path: '/es/reset-password',
      embedded: 'pt-BR',
      languages: ['pt-BR'],
      expected: 'es',
    },
    {
      case: 'verification link in English',
      path: '/en/verify-email',
      embedded: 'pt-BR',
      languages: ['es'],
      saved: 'es',
      expected: 'en',
    },
    {
      case: 'reset link, bare',
      path: '/reset-password',
      embedded: 'pt-BR',
      languages: ['en'],
      saved: 'es',
      expected: 'pt-BR',
    },
    // Private areas follow the saved choice, then the browser, then Portuguese (LocaleProvider).
    {
      case: 'dashboard, saved',
      path: '/dashboard',
      embedded: 'pt-BR',
      languages: ['en'],
      saved: 'es',
      expected: 'es',
    },
    {
      case: 'dashboard, browser',
      path: '/dashboard/calculator',
      embedded: 'pt-BR',
      languages: ['fr', 'en-GB'],
      expected: 'en',
    },
    {
      case: 'admin, nothing known',
      path: '/admin',
      embedded: 'pt-BR',
      languages: ['fr'],
      expected: 'pt-BR',
    },
  ])('$case: $path → $expected', ({ path, embedded, languages, saved, expected }) => {
    browser(languages, saved);
    expect(startingLocale(embedded, path)).toBe(expected);
  });
});
