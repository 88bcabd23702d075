import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { convert } from 'fontverter';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';
import { mappedCodePoints, variationAxes, type Axis } from './sfnt.ts';

/**
 * The preloaded core of the brand typeface (issue 26 §2, decision 0090, amending 0086): Inter's
 * variable Latin file cut down to the characters the site's own texts use, in the weights it sets.
 * Everything here is read from pinned inputs (the @fontsource-variable/inter release and the
 * locale files), so the same inputs give the same bytes: a unit test rebuilds the file and the CSS
 * and compares them with the committed ones.
 */

const root = path.resolve(import.meta.dirname, '../..');
const fontsource = path.join(root, 'node_modules/@fontsource-variable/inter');

/** The source font, pinned: the package is an exact version in package.json, the file by hash. */
export const source = {
  package: '@fontsource-variable/inter',
  version: '5.3.0',
  file: 'files/inter-latin-wght-normal.woff2',
  sha256: '3100e775e8616cd2611beecfa23a4263d7037586789b43f035236a2e6fbd4c62',
};

export const coreFile = path.join(root, 'src/client/fonts/inter-core-wght.woff2');
export const facesFile = path.join(root, 'src/client/fonts/inter-faces.css');

/** Every weight the stylesheet sets: 400 body, 500 links and buttons, 600 h3, 700 h1/h2, 800 display. */
export const weights = { min: 400, max: 800 };

/**
 * The features a browser applies to Latin text by default, and `tnum` (Tailwind's `tabular-nums`,
 * on the figures of the calculators and the statistics). Inter's stylistic sets and character
 * variants are not used by the site; keeping them would pull their alternate glyphs in.
 */
export const features = [
  'calt',
  'ccmp',
  'kern',
  'liga',
  'locl',
  'mark',
  'mkmk',
  'rclt',
  'rlig',
  'rvrn',
  'tnum',
];

/** Code points of a CSS `unicode-range` value ("U+0000-00FF,U+0131,…"). */
export function parseUnicodeRange(value: string): Set<number> {
  const out = new Set<number>();
  for (const part of value.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`not a unicode range: ${part}`);
    const start = parseInt(match[1], 16);
    const end = match[2] ? parseInt(match[2], 16) : start;
    for (let code = start; code <= end; code++) out.add(code);
  }
  return out;
}

/** The shortest `unicode-range` value naming exactly these code points. */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    const start = sorted[i] ?? 0;
    const end = sorted[j] ?? 0;
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** Fontsource's unicode-range of each subset of the pinned release (its unicode.json). */
export function fontsourceRanges(): { latin: Set<number>; latinExt: Set<number> } {
  const ranges = JSON.parse(readFileSync(path.join(fontsource, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  if (!ranges.latin || !ranges['latin-ext']) throw new Error('unicode.json without latin ranges');
  return {
    latin: parseUnicodeRange(ranges.latin),
    latinExt: parseUnicodeRange(ranges['latin-ext']),
  };
}

/** Every text value of every locale file (public/locales/<language>/<namespace>.json). */
export function siteText(): string {
  const parts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') parts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  const locales = path.join(root, 'public/locales');
  for (const language of readdirSync(locales).sort()) {
    for (const file of readdirSync(path.join(locales, language)).sort()) {
      if (file.endsWith('.json')) {
        walk(JSON.parse(readFileSync(path.join(locales, language, file), 'utf8')));
      }
    }
  }
  return parts.join('\n');
}

/**
 * What the core must draw besides the locale texts: all of printable ASCII (names, e-mail
 * addresses and figures people type), and the no-break spaces `Intl` puts in formatted numbers
 * and currencies (U+00A0, U+202F).
 */
const alwaysIncluded = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  0xa0,
  0x202f,
];

export function readSource(): Buffer {
  const pkg = JSON.parse(readFileSync(path.join(fontsource, 'package.json'), 'utf8')) as {
    version: string;
  };
  if (pkg.version !== source.version) {
    throw new Error(
      `${source.package} is ${pkg.version}, the subset is pinned to ${source.version}`,
    );
  }
  const bytes = readFileSync(path.join(fontsource, source.file));
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (hash !== source.sha256) throw new Error(`${source.file} changed (sha256 ${hash})`);
  return bytes;
}

export interface Core {
  woff2: Buffer;
  /** The code points the file maps, read back from its cmap. */
  codePoints: number[];
  axes: Axis[];
}

export async function buildCore(): Promise<Core> {
  const { latin } = fontsourceRanges();
  // Only characters of fontsource's Latin range: the others are the Latin Extended face's, and
  // the core must not change which face draws them.
  const wanted = new Set(
    [...siteText()].map((c) => c.codePointAt(0) ?? 0).filter((code) => code >= 0x20),
  );
  for (const code of alwaysIncluded) wanted.add(code);
  const text = String.fromCodePoint(...[...wanted].filter((code) => latin.has(code)).sort());
  const woff2 = await subsetFont(readSource(), text, {
    targetFormat: 'woff2',
    keepFeatures: features,
    variationAxes: { wght: weights },
  });
  const sfnt = await convert(woff2, 'sfnt');
  return { woff2, codePoints: mappedCodePoints(sfnt), axes: variationAxes(sfnt) };
}

/** The family the site's text is set in: the preloaded core alone (decision 0173). */
export const coreFamily = 'Inter Variable';
/**
 * The family after it in the font stack (app.css `--font-sans`), for characters the core lacks:
 * fontsource's Latin and Latin Extended files, each fetched only by a page with a character of its
 * range.
 */
export const extendedFamily = 'Inter Variable Extended';

/**
 * The faces of the brand typeface: the core in `coreFamily`, the rest in `extendedFamily`.
 *
 * Two families, not one segmented by unicode-range (decision 0173): a browser builds a family's
 * font for every size and weight the page sets, and for each face not yet loaded it makes a
 * stand-in from the system's fonts. With the Latin and Latin Extended faces beside the core, the
 * first layout of every page asked the system for a sans-serif 56 times (fontconfig, ~11 ms of a
 * cold renderer's first layout here, 4× on Lighthouse's phone) for faces no page's text needed.
 * A family later in the stack is consulted only for a character the ones before it lack.
 *
 * Within a family the faces have the same descriptors, the weights the site sets and the core
 * holds, 400–800 (a browser first picks the faces whose weight range matches best: a core
 * declared 400–800 beside files declared 100–900 was never used); the ranges are disjoint (a
 * browser fetches every face whose range meets the page's text, so overlapping ranges would fetch
 * the full file on every page).
 */
export async function facesCss(core: Core): Promise<string> {
  const { latin, latinExt } = fontsourceRanges();
  const coreSet = new Set(core.codePoints);
  // Only what the Latin file draws: a character it lacks (a control code, U+202F) would fetch
  // 47 KB for nothing.
  const drawn = mappedCodePoints(await convert(readSource(), 'sfnt'));
  const rest = drawn.filter((code) => latin.has(code) && !coreSet.has(code));
  const files = `../../../node_modules/${source.package}/files`;
  const face = (comment: string, family: string, url: string, range: string) => `/* ${comment} */
@font-face {
  font-family: '${family}';
  font-style: normal;
  font-display: optional;
  font-weight: ${weights.min} ${weights.max};
  src: url('${url}') format('woff2');
  unicode-range: ${range};
}
`;
  const css = `/*
 * Generated by \`npm run font:subset\` (scripts/subset-brand-font.ts) from ${source.package}
 * ${source.version}: do not edit. The brand typeface (issue 26 §2, decisions 0086 and 0090).
 * \`optional\`: a first view whose font has not arrived by the first render keeps the metric-matched
 * fallback for that view instead of swapping (no shift, CLS 0); the next pages find it cached.
 */
${face('Latin Extended: fetched only by a page with a character of its range.', extendedFamily, `${files}/inter-latin-ext-wght-normal.woff2`, formatUnicodeRange(latinExt))}
${face("The rest of Inter's Latin file: characters of its range that no locale text uses.", extendedFamily, `${files}/inter-latin-wght-normal.woff2`, formatUnicodeRange(rest))}
${face(
  `The core, preloaded by root.tsx (${core.woff2.length} bytes, weights ${weights.min}–${weights.max}):
   every character of the locale texts and printable ASCII.`,
  coreFamily,
  './inter-core-wght.woff2',
  formatUnicodeRange(core.codePoints),
)}`;
  return prettier.format(css, {
    ...(await prettier.resolveConfig(facesFile)),
    filepath: facesFile,
  });
}
