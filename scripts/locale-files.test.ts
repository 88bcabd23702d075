import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultLocale, supportedLocales } from '#shared/i18n/locales.ts';
import { namespaces, serverNamespaces } from '#shared/i18n/namespaces.ts';

/**
 * Translation files (public/locales/<lng>/<namespace>.json) against the source of truth, pt-BR:
 * same keys, no empty texts, and the same interpolation variables and inline tags in every text,
 * so a missing or broken translation fails here instead of showing a raw key on the site.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const localesDir = fileURLToPath(new URL('../public/locales/', import.meta.url));
const allNamespaces: readonly string[] = [...namespaces, ...serverNamespaces];

const fileCases = supportedLocales.flatMap((locale) =>
  allNamespaces.map((namespace) => ({ locale, namespace, file: `${locale}/${namespace}.json` })),
);
const comparisonCases = fileCases.filter((c) => c.locale !== defaultLocale);

type Loaded = { ok: true; data: Json } | { ok: false; error: string };
const cache = new Map<string, Loaded>();

function load(locale: string, namespace: string): Loaded {
  const file = join(localesDir, locale, `${namespace}.json`);
  let loaded = cache.get(file);
  if (!loaded) {
    if (!existsSync(file)) {
      loaded = { ok: false, error: `missing file public/locales/${locale}/${namespace}.json` };
    } else {
      try {
        loaded = { ok: true, data: JSON.parse(readFileSync(file, 'utf8')) as Json };
      } catch (error) {
        loaded = {
          ok: false,
          error: `invalid JSON in ${locale}/${namespace}.json: ${String(error)}`,
        };
      }
    }
    cache.set(file, loaded);
  }
  return loaded;
}

function mustLoad(locale: string, namespace: string): Json {
  const loaded = load(locale, namespace);
  if (!loaded.ok) throw new Error(loaded.error);
  return loaded.data;
}

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every leaf of a translation tree, keyed by its dotted path ('' for a bare root value). Arrays
 * (lists of FAQ items, legal clauses) are walked by index, so every translation must have the same
 * number of entries, each with the same keys, and no entry can be empty.
 */
function leaves(value: Json, prefix = ''): Map<string, Json> {
  const out = new Map<string, Json>();
  const children: [string, Json][] = Array.isArray(value)
    ? value.map((child, index): [string, Json] => [String(index), child])
    : isObject(value)
      ? Object.entries(value)
      : [];
  if (children.length > 0) {
    for (const [key, child] of children) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key))
        out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** i18next `{{var}}` (format suffixes kept) and Radix-style `{hotkey}` placeholders. */
function placeholders(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)) found.add(`{{${m[1]}}}`);
  for (const m of text.matchAll(/(?<!\{)\{([A-Za-z_]\w*)\}(?!\})/g)) found.add(`{${m[1]}}`);
  return found;
}

/** Inline tags by name and form: `<terms>` → 'terms', `</terms>` → '/terms', `<br/>` → 'br/'. */
function inlineTags(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(/<\s*(\/?)\s*([A-Za-z][\w-]*)[^<>]*?(\/?)\s*>/g)) {
    found.add(`${m[1]}${m[2]}${m[3]}`);
  }
  return found;
}

function sorted(values: Iterable<string>): string[] {
  return [...values].sort();
}

/** For each key present in both trees, the texts whose extracted items differ from the reference. */
function mismatches(
  reference: Map<string, Json>,
  translated: Map<string, Json>,
  extract: (text: string) => Set<string>,
): string[] {
  const problems: string[] = [];
  for (const [path, refValue] of reference) {
    const value = translated.get(path);
    if (typeof refValue !== 'string' || typeof value !== 'string') continue;
    const want = sorted(extract(refValue));
    const got = sorted(extract(value));
    if (want.join('\u0000') !== got.join('\u0000')) {
      problems.push(`${path}: expected [${want.join(', ')}], found [${got.join(', ')}]`);
    }
  }
  return problems;
}

describe('locale folders', () => {
  it('has exactly one folder per supported locale', () => {
    const entries = readdirSync(localesDir, { withFileTypes: true });
    const folders = entries.filter((e) => e.isDirectory()).map((e) => e.name);
    const extra = folders.filter((name) => !(supportedLocales as readonly string[]).includes(name));
    const missing = supportedLocales.filter((locale) => !folders.includes(locale));
    expect(
      { missing, extra },
      `locale folders: missing [${missing.join(', ')}], unexpected [${extra.join(', ')}]`,
    ).toEqual({ missing: [], extra: [] });
  });

  it.each(supportedLocales)('%s holds no JSON file outside the known namespaces', (locale) => {
    const dir = join(localesDir, locale);
    const unknown = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .filter((name) => !allNamespaces.includes(name.slice(0, -'.json'.length)))
      : [];
    expect(unknown, `unknown namespace files in ${locale}/: ${unknown.join(', ')}`).toEqual([]);
  });
});

describe.each(fileCases)('$file', ({ locale, namespace }) => {
  it('exists and is a valid JSON object', () => {
    const loaded = load(locale, namespace);
    expect(loaded.ok ? '' : loaded.error).toBe('');
    expect(loaded.ok && isObject(loaded.data), 'the root must be a JSON object').toBe(true);
  });

  it('has only non-empty string leaves', () => {
    const bad = [...leaves(mustLoad(locale, namespace))]
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([path, value]) => `${path || '(root)'} = ${JSON.stringify(value)}`);
    expect(bad, `empty or non-string leaves: ${bad.join('; ')}`).toEqual([]);
  });
});

describe.each(comparisonCases)(`$file against ${defaultLocale}`, ({ locale, namespace }) => {
  it(`has exactly the key paths of ${defaultLocale}`, () => {
    const reference = leaves(mustLoad(defaultLocale, namespace));
    const translated = leaves(mustLoad(locale, namespace));
    const missing = sorted([...reference.keys()].filter((path) => !translated.has(path)));
    const extra = sorted([...translated.keys()].filter((path) => !reference.has(path)));
    expect(
      { missing, extra },
      `${locale}/${namespace}.json: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`,
    ).toEqual({ missing: [], extra: [] });
  });

  it('keeps the interpolation placeholders of every text', () => {
    const problems = mismatches(
      leaves(mustLoad(defaultLocale, namespace)),
      leaves(mustLoad(locale, namespace)),
      placeholders,
    );
    expect(problems, `placeholder mismatches: ${problems.join('; ')}`).toEqual([]);
  });

  it('keeps the inline tags of every text', () => {
    const problems = mismatches(
      leaves(mustLoad(defaultLocale, namespace)),
      leaves(mustLoad(locale, namespace)),
      inlineTags,
    );
    expect(problems, `inline tag mismatches: ${problems.join('; ')}`).toEqual([]);
  });
});
