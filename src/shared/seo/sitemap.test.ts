import { describe, expect, it } from 'vitest';
import { prerenderPaths, splitLocalePath } from '#shared/routes.ts';
import { buildRobots, buildSitemap } from './sitemap.ts';
import {
  metadataFor,
  metaKeys,
  sitemapPriority,
  isIndexable,
  alternates,
} from './page-metadata.ts';
import { publicPages } from '#shared/routes.ts';

const site = 'https://www.example.com.br';

describe('page metadata table (spec 01 §2)', () => {
  it.each([
    ['home', 1],
    ['services', 0.9],
    ['demonstracao', 0.9],
    ['products', 0.8],
    ['technologies', 0.8],
    ['about', 0.7],
    ['faq', 0.6],
    ['dashboard', 0.5],
    ['no-such-kind', 1],
    [undefined, 1],
  ])('kind %s has priority %d', (kind, priority) => {
    expect(metadataFor(kind).priority).toBe(priority);
  });

  it.each([
    ['/', [['home', 'meta']]],
    [
      '/faq',
      [
        ['faq', 'meta'],
        ['home', 'meta'],
      ],
    ],
    [
      '/demonstracao',
      [
        ['home', 'demo.meta'],
        ['home', 'meta'],
      ],
    ],
    [
      '/tecnologias/n8n',
      [
        ['technologies', 'items.n8n.meta'],
        ['technologies', 'meta'],
        ['home', 'meta'],
      ],
    ],
    [
      '/servicos/analise-preditiva',
      [
        ['services', 'items.analise-preditiva.meta'],
        ['services', 'meta'],
        ['home', 'meta'],
      ],
    ],
    ['/unknown', [['home', 'meta']]],
  ])('texts of %s are looked up in order, ending at home', (path, expected) => {
    expect(metaKeys(path).map((k) => [k.ns, k.prefix])).toEqual(expected);
  });

  it.each([
    ['/', true],
    ['/faq', true],
    ['/tecnologias/agno', true],
    ['/auth', false],
    ['/reset-password', false],
    ['/dashboard', false],
    ['/dashboard/calculator', false],
    ['/admin', false],
    ['/nope', false],
  ])('%s indexable: %s', (path, indexable) => {
    expect(isIndexable(path)).toBe(indexable);
  });

  it('lists pt-BR at the bare path, en and es prefixed, x-default bare', () => {
    expect(alternates(site, '/about')).toEqual([
      { hreflang: 'pt-BR', href: `${site}/about` },
      { hreflang: 'en', href: `${site}/en/about` },
      { hreflang: 'es', href: `${site}/es/about` },
      { hreflang: 'x-default', href: `${site}/about` },
    ]);
    expect(alternates(site, '/').map((a) => a.href)).toEqual([
      `${site}/`,
      `${site}/en`,
      `${site}/es`,
      `${site}/`,
    ]);
  });
});

describe('sitemap.xml', () => {
  const xml = buildSitemap(site, '2026-11-21');

  it('has one url per public page and language', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Every prerendered page but those kept out of search (the sign-in page, decision 0070).
    const listed = prerenderPaths().filter((p) => isIndexable(splitLocalePath(p).path));
    expect(listed).toHaveLength(prerenderPaths().length - 3);
    expect(locs).toHaveLength(listed.length);
    expect(new Set(locs)).toEqual(new Set(listed.map((p) => new URL(p, site).href)));
  });

  it('gives each url its priority, lastmod and the three alternates plus x-default', () => {
    const entry = xml.split('<url>').find((u) => u.includes(`<loc>${site}/en/faq</loc>`)) ?? '';
    expect(entry).toContain('<priority>0.6</priority>');
    expect(entry).toContain('<lastmod>2026-11-21</lastmod>');
    expect(entry).toContain(`hreflang="pt-BR" href="${site}/faq"`);
    expect(entry).toContain(`hreflang="es" href="${site}/es/faq"`);
    expect(entry).toContain(`hreflang="x-default" href="${site}/faq"`);
    const home = xml.split('<url>').find((u) => u.includes(`<loc>${site}/</loc>`)) ?? '';
    expect(home).toContain('<priority>1.0</priority>');
  });

  it('never lists a private or sign-in page', () => {
    expect(xml).not.toMatch(/\/(dashboard|admin|auth|reset-password)</);
  });

  it('uses the table priority for every page with a kind', () => {
    for (const page of publicPages.filter((p) => p.kind)) {
      expect(sitemapPriority(page)).toBe(metadataFor(page.kind).priority);
    }
  });
});

describe('robots.txt', () => {
  const robots = buildRobots(site);
  it.each(['/api/', '/dashboard', '/admin', '/auth', '/en/auth', '/es/reset-password'])(
    'disallows %s',
    (path) => {
      expect(robots.split('\n')).toContain(`Disallow: ${path}`);
    },
  );
  it('names the sitemap and allows the rest', () => {
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(robots.split('\n')).toContain('Allow: /');
    expect(robots).not.toContain('Disallow: /\n');
  });
});
