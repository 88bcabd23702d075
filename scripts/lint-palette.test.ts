import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The palette rule of eslint.config.js (issue 24 §5, decision 0098), checked on probe sources
// linted with the real configuration as if they lived at the given path.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function rawColour(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: file });
  return (result?.messages ?? []).some((m) => m.ruleId === 'no-restricted-syntax');
}

const feature = 'src/client/features/faq/x.tsx';

describe('raw palette colours only inside components/ui', { timeout: 30_000 }, () => {
  beforeAll(() => eslint.lintText('\n', { filePath: feature }), 60_000);

  it.each([
    ['a JSX class', 'export const a = <p className="rounded bg-amber-50 p-2" />;'],
    ['a cn() argument', "export const a = ['p-2', 'text-red-700'].join(' ');"],
    ['a variant with a prefix', "export const a = 'dark:hover:border-gray-400';"],
    ['an opacity modifier', "export const a = 'backdrop:bg-gray-950/60';"],
    ['a template literal', 'export const a = (x: string) => `${x} fill-amber-400`;'],
  ])('rejects %s', async (_label, source) => {
    expect(await rawColour(feature, source)).toBe(true);
  });

  it.each([
    ['tokens', "export const a = 'bg-warning-subtle text-muted-foreground border-input';"],
    ['the brand scale', "export const a = 'text-brand-600 bg-brand-50';"],
    ['white and black', "export const a = 'bg-white text-black hover:text-white';"],
    ['look-alike utilities', "export const a = 'grid-cols-50 z-50 text-gray';"],
  ])('accepts %s', async (_label, source) => {
    expect(await rawColour(feature, source)).toBe(false);
  });

  it.each(['src/client/components/ui/x.tsx', 'src/client/features/faq/x.test.tsx'])(
    'leaves %s alone (primitives own the palette; tests only check classes)',
    async (file) => {
      expect(await rawColour(file, "export const a = 'bg-amber-50';")).toBe(false);
    },
  );
});
