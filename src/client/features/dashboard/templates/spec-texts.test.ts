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
