// @vitest-environment node
import { readFileSync } from 'node:fs';
import { convert } from 'fontverter';
import { describe, expect, it } from 'vitest';
import { mappedCodePoints, variationAxes } from './brand-font/sfnt.ts';
import {
  buildCore,
  coreFamily,
  coreFile,
  extendedFamily,
  facesCss,
  facesFile,
  fontsourceRanges,
  formatUnicodeRange,
  parseUnicodeRange,
  readSource,
  siteText,
} from './brand-font/subset.ts';

/**
 * Decision 0090 (issue 26 §2): the preloaded core of Inter is a committed file made by
 * `npm run font:subset` from a pinned source; it must draw every character of the site's texts in
 * every weight the site sets, stay small, and its faces must not overlap the full Latin file's
 * (or every page would fetch both).
 */

const committedCore = () => readFileSync(coreFile);
const faces = () => {
  const css = readFileSync(facesFile, 'utf8');
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => ({
    family: /font-family:\s*'([^']+)'/.exec(body)?.[1] ?? '',
    src: /url\('([^']+)'\)/.exec(body)?.[1] ?? '',
    weight: /font-weight:\s*([^;]+);/.exec(body)?.[1] ?? '',
    display: /font-display:\s*([^;]+);/.exec(body)?.[1] ?? '',
    range: parseUnicodeRange(
      /unicode-range:\s*([^;]+);/.exec(body)?.[1]?.replace(/\s+/g, '') ?? '',
    ),
  }));
};

describe('the core of the brand typeface', () => {
  it('is what `npm run font:subset` makes from the pinned source (run it after a text changes)', async () => {
    const core = await buildCore();
    expect(Buffer.compare(core.woff2, committedCore())).toBe(0);
    expect(await facesCss(core)).toBe(readFileSync(facesFile, 'utf8'));
  }, 30_000);

  it("draws every character of the locale texts that Inter's Latin face draws", async () => {
    const core = new Set(mappedCodePoints(await convert(committedCore(), 'sfnt')));
    const inter = new Set(mappedCodePoints(await convert(readSource(), 'sfnt')));
    const { latin } = fontsourceRanges();
    const missing = [...new Set(siteText())]
      .map((c) => c.codePointAt(0) ?? 0)
      .filter((code) => code >= 0x20 && latin.has(code) && inter.has(code) && !core.has(code));
    expect(missing.map((code) => String.fromCodePoint(code))).toEqual([]);
    // Printable ASCII whatever the texts say: names, addresses and figures people type.
    for (let code = 0x20; code <= 0x7e; code++) expect(core.has(code), `U+${code}`).toBe(true);
  });

  it('spans every weight the stylesheet sets (400 body … 800 display), and no more', async () => {
    const axes = variationAxes(await convert(committedCore(), 'sfnt'));
    expect(axes).toEqual([{ tag: 'wght', min: 400, default: 400, max: 800 }]);
    const css = readFileSync('src/client/app.css', 'utf8');
    const set = [...css.matchAll(/--text-[\w-]+--font-weight:\s*(\d+)/g)].map(([, w]) => Number(w));
    expect(Math.min(...set)).toBeGreaterThanOrEqual(400);
    expect(Math.max(...set)).toBeLessThanOrEqual(800);
  });

  it("is less than half of fontsource's Latin file (the preload is on every first view)", () => {
    expect(committedCore().length).toBeLessThanOrEqual(24 * 1024);
    expect(committedCore().length * 2).toBeLessThan(readSource().length);
  });

  it("has faces with disjoint ranges that together cover the Latin face's characters", async () => {
    const [latinExt, rest, core] = faces();
    expect(core?.src).toBe('./inter-core-wght.woff2');
    expect(core?.weight).toBe('400 800');
    expect(rest?.src).toMatch(/inter-latin-wght-normal\.woff2$/);
    expect(latinExt?.src).toMatch(/inter-latin-ext-wght-normal\.woff2$/);
    // The core alone in the text's family, the other two a family after it (decision 0173).
    expect(faces().map((face) => face.family)).toEqual([
      extendedFamily,
      extendedFamily,
      coreFamily,
    ]);
    // Faces of a family segmented by unicode-range need equal descriptors: a core declared 400–800
    // beside files declared 100–900 was never used (the browser matched the wider faces).
    for (const face of faces())
      expect([face.display, face.weight]).toEqual(['optional', '400 800']);
    const coreRange = core?.range ?? new Set<number>();
    const restRange = rest?.range ?? new Set<number>();
    expect([...coreRange].filter((code) => restRange.has(code))).toEqual([]);
    // What fontsource's Latin face drew before (its range, in its file) is still drawn in Inter.
    const inter = mappedCodePoints(await convert(readSource(), 'sfnt'));
    const { latin } = fontsourceRanges();
    const lost = inter.filter(
      (code) => latin.has(code) && !coreRange.has(code) && !restRange.has(code),
    );
    expect(lost).toEqual([]);
  });
});

describe("the site's font stack", () => {
  it('names the core, then the extended family, then the metric-matched fallback', () => {
    const css = readFileSync('src/client/app.css', 'utf8');
    const stack = /--font-sans:\s*([^;]+);/
      .exec(css)?.[1]
      ?.split(',')
      .map((name) => name.trim());
    expect(stack?.slice(0, 3)).toEqual([
      `'${coreFamily}'`,
      `'${extendedFamily}'`,
      "'Inter Fallback'",
    ]);
  });
});

describe('unicode-range values', () => {
  it.each([
    ['U+0020-007E, U+00A0', [0x20, 0x7e, 0xa0], 0x7e - 0x20 + 2],
    ['U+2013-2014, U+2019, U+2212', [0x2013, 0x2014, 0x2019, 0x2212], 4],
  ])('%s round-trips', (value, members, size) => {
    const set = parseUnicodeRange(value.replace(/\s+/g, ''));
    for (const code of members) expect(set.has(code)).toBe(true);
    expect(set.size).toBe(size);
    expect(formatUnicodeRange(set)).toBe(value);
  });

  it('refuses what is not a range', () => {
    expect(() => parseUnicodeRange('U+00ZZ')).toThrow('not a unicode range');
  });
});
