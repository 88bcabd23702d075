import { describe, expect, it } from 'vitest';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { serviceSlugs } from '#shared/routes.ts';

/**
 * The search-metadata texts of the service, products and about pages, in every language, within
 * the lengths search engines show in full (titles ≤ 60 characters, descriptions 120–160); the SEO
 * layer reads them from these keys to build titles, meta tags and the Service structured data.
 */
interface MetaText {
  title: string;
  description: string;
}

// The real locale files, as the browser would load them.
const files = import.meta.glob<Record<string, unknown>>('../../../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

function load(locale: string, namespace: string): Record<string, unknown> {
  const file = files[`../../../../public/locales/${locale}/${namespace}.json`];
  if (!file) throw new Error(`missing ${locale}/${namespace}.json`);
  return file;
}

function at(tree: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      tree,
    );
}

const pages = supportedLocales.flatMap((locale) => [
  { locale, page: 'products', namespace: 'products', path: 'meta', keywords: 'meta.keywords' },
  { locale, page: 'about', namespace: 'about', path: 'meta', keywords: 'meta.keywords' },
  {
    locale,
    page: 'servicos',
    namespace: 'services',
    path: 'overview.meta',
    keywords: 'overview.meta.keywords',
  },
  ...serviceSlugs.map((slug) => ({
    locale,
    page: slug,
    namespace: 'services',
    path: `items.${slug}.meta`,
    keywords: 'meta.keywords',
  })),
]);

describe.each(pages)('$locale $page metadata', ({ locale, namespace, path, keywords }) => {
  const file = load(locale, namespace);
  const meta = at(file, path) as Partial<MetaText> | undefined;

  it('has a title of at most 60 characters', () => {
    expect(typeof meta?.title).toBe('string');
    expect(meta?.title?.trim().length).toBeGreaterThan(0);
    expect(meta?.title?.length).toBeLessThanOrEqual(60);
  });

  it('has a description of 120 to 160 characters', () => {
    const length = meta?.description?.length ?? 0;
    expect(length, meta?.description).toBeGreaterThanOrEqual(120);
    expect(length, meta?.description).toBeLessThanOrEqual(160);
  });

  it('has at least three comma-separated keywords', () => {
    const list = at(file, keywords);
    expect(typeof list).toBe('string');
    const terms = String(list)
      .split(',')
      .map((term) => term.trim());
    expect(terms.length).toBeGreaterThanOrEqual(3);
    expect(terms.every((term) => term.length > 0)).toBe(true);
  });
});
