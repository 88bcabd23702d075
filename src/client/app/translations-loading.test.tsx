import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TranslationsLoading } from './translations-loading.tsx';

afterEach(cleanup);

describe('TranslationsLoading (spec 01 §2, issue 26 §3)', () => {
  it.each([
    ['pt-BR', 'Carregando traduções...'],
    ['en', 'Loading translations...'],
    ['es', 'Cargando traducciones...'],
    // Anything else (i18next's "cimode", an unknown tag): the spec's Portuguese text.
    ['fr', 'Carregando traduções...'],
    [undefined, 'Carregando traduções...'],
  ])('in %s says %j', (locale, text) => {
    render(<TranslationsLoading locale={locale} />);
    expect(screen.getByRole('status').textContent).toBe(text);
  });
});
