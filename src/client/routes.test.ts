import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { allPages, findPage, pageEntries, publicPages } from '#shared/routes.ts';
import { metaKeys } from '#shared/seo/page-metadata.ts';
import { loadResources } from '#client/lib/i18n.server.ts';
import routes from './routes.ts';

/** The page registry (src/shared/routes.ts) holds together: what it names exists. */

const text = async (locale: (typeof supportedLocales)[number], nsKey: string) => {
  const [ns = '', key = ''] = nsKey.split(':');
  const file = (await loadResources(locale, [ns]))[locale]?.[ns];
  return key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], file);
};

describe('page registry', () => {
  it.each(pageEntries.map((p) => [p.path, p.module]))('%s renders %s, which exists', (_p, file) => {
    expect(existsSync(new URL(file, import.meta.url))).toBe(true);
  });

  it('gives every page one path', () => {
    const paths = allPages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('derives the route table: each localized page in each language, the rest once', () => {
    const flat = (list: typeof routes): { path?: string; file: string }[] =>
      list.flatMap((r) => [r, ...flat((r.children ?? []) as typeof routes)]);
    const table = flat(routes).filter((r) => r.path);
    for (const entry of pageEntries) {
      const times = table.filter((r) => r.file === entry.module).length;
      expect(times, entry.path).toBe(entry.localized ? supportedLocales.length : 1);
    }
  });

  it.each(publicPages.map((p) => [p.path]))(
    '%s has its title, description and breadcrumb name in every language',
    async (path) => {
      const page = findPage(path);
      if (page?.crumb?.parent) expect(findPage(page.crumb.parent)).toBeDefined();
      for (const locale of supportedLocales) {
        const [own] = metaKeys(path);
        expect(await text(locale, `${own?.ns}:${own?.prefix}.title`), locale).toEqual(
          expect.any(String),
        );
        if (page?.crumb)
          expect(await text(locale, page.crumb.name), locale).toEqual(expect.any(String));
      }
    },
  );
});
