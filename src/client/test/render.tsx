import { render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { baseOptions } from '#client/lib/i18n.ts';
import type { Locale } from '#shared/i18n/locales.ts';

// The real locale files, as the browser would load them.
const files = import.meta.glob<Record<string, unknown>>('../../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function testI18n(locale: Locale = 'pt-BR'): I18n {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, content] of Object.entries(files)) {
    const [, lng = '', ns = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    (resources[lng] ??= {})[ns] = content;
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    ...baseOptions,
    react: { ...baseOptions.react, useSuspense: false },
    lng: locale,
    resources,
    initAsync: false,
  });
  return instance;
}

export function renderWithI18n(
  ui: ReactElement,
  locale: Locale = 'pt-BR',
): RenderResult & { i18n: I18n } {
  const i18n = testI18n(locale);
  return { ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>), i18n };
}
