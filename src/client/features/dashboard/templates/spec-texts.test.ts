import { describe, expect, it } from 'vitest';
import { testI18n } from '#client/test/render.tsx';

// The Portuguese text spec 02 §2 fixes word for word on the template library; translators may not
// reword them. The toasts it shares with the other tools are checked in ../spec-texts.test.ts.
const t = testI18n('pt-BR').getFixedT('pt-BR', 'templates');

describe('template library texts the spec fixes in Portuguese', () => {
  it.each([['copied', 'Copiado']] as const)('%s = %j', (key, text) => {
    expect(t(key)).toBe(text);
  });
});

describe('result counts read naturally in each language', () => {
  it.each([
    ['pt-BR', 0, 'Nenhum template'],
    ['pt-BR', 1, '1 template'],
    ['pt-BR', 15, '15 templates'],
    ['en', 0, 'No templates'],
    ['en', 1, '1 template'],
    ['es', 0, 'Ninguna plantilla'],
    ['es', 2, '2 plantillas'],
  ] as const)('%s, %d → %j', (locale, count, text) => {
    expect(testI18n(locale).getFixedT(locale, 'templates')('resultCount', { count })).toBe(text);
  });
});
