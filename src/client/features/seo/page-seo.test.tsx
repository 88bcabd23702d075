import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultLocale } from '#shared/i18n/locales.ts';
import {
  localeForPath,
  namespacesForPath,
  prerenderPaths,
  serviceSlugs,
  splitLocalePath,
  technologySlugs,
} from '#shared/routes.ts';
import { productIds } from '#shared/products.ts';
import { isIndexable } from '#shared/seo/page-metadata.ts';
import { shareImagePath } from '#shared/seo/share-image.ts';
import { createBuildI18n } from '#client/lib/i18n.ts';
import { loadResources } from '#client/lib/i18n.server.ts';
import { siteUrl } from '#client/lib/site-url.ts';
import { PageSeo } from './page-seo.tsx';

/**
 * Issue 15 §1: every prerendered page, in every language, declares its own kind in JSON-LD, and
 * every node has the shape Google's rich results expect. Each page is rendered exactly as the
 * build prerenders it: the same component, with only the namespaces embedded in that page.
 */

// The kinds the issue names, by path, written out rather than read from the registry.
function expectedKinds(path: string): string[] {
  if (path === '/') return ['WebSite'];
  if (path === '/about') return ['AboutPage'];
  if (path === '/demonstracao') return ['ContactPage'];
  if (path === '/faq') return ['FAQPage'];
  if (path === '/products' || path === '/technologies' || path === '/servicos')
    return ['CollectionPage'];
  if (path.startsWith('/servicos/')) return ['WebPage', 'Service'];
  return ['WebPage'];
}

const absolute = z.string().refine((url) => url.startsWith(`${siteUrl}/`), 'absolute, on the site');
const text = z.string().trim().min(1);
const ref = z.object({ '@id': absolute }).strict();

const organization = z.object({
  '@type': z.literal('ProfessionalService'),
  '@id': z.literal(`${siteUrl}/#organization`),
  name: text,
  url: absolute,
  logo: absolute,
  description: text,
  address: z.object({ '@type': z.literal('PostalAddress'), addressCountry: z.literal('BR') }),
  areaServed: z.object({ '@type': z.literal('GeoCircle') }),
});

const breadcrumb = z.object({
  '@type': z.literal('BreadcrumbList'),
  '@id': z.string(),
  itemListElement: z
    .array(
      z.object({
        '@type': z.literal('ListItem'),
        position: z.number(),
        name: text,
        item: absolute,
      }),
    )
    .min(2),
});

const image = z.object({
  '@type': z.literal('ImageObject'),
  url: absolute,
  width: z.literal(1200),
  height: z.literal(630),
});

const website = z.object({
  '@type': z.literal('WebSite'),
  '@id': z.literal(`${siteUrl}/#website`),
  url: absolute,
  name: text,
  description: text,
  inLanguage: text,
  publisher: ref,
  image,
});

const webPage = z.object({
  '@type': z.enum(['WebPage', 'AboutPage', 'ContactPage', 'FAQPage', 'CollectionPage']),
  '@id': z.string().endsWith('#webpage'),
  url: absolute,
  name: text,
  description: text,
  inLanguage: text,
  isPartOf: z.object({ '@id': z.literal(`${siteUrl}/#website`) }),
  primaryImageOfPage: image,
  breadcrumb: ref.optional(),
});

const faqPage = webPage.extend({
  '@type': z.literal('FAQPage'),
  mainEntity: z
    .array(
      z.object({
        '@type': z.literal('Question'),
        name: text,
        acceptedAnswer: z.object({ '@type': z.literal('Answer'), text }),
      }),
    )
    .min(1),
});

const collectionPage = webPage.extend({
  '@type': z.literal('CollectionPage'),
  mainEntity: z.object({
    '@type': z.literal('ItemList'),
    numberOfItems: z.number(),
    itemListElement: z
      .array(
        z.object({
          '@type': z.literal('ListItem'),
          position: z.number(),
          name: text,
          url: z.url().optional(),
        }),
      )
      .min(1),
  }),
});

const service = z.object({
  '@type': z.literal('Service'),
  '@id': z.string().endsWith('#service'),
  name: text,
  description: text,
  url: absolute,
  provider: ref,
});

type Node = Record<string, unknown> & { '@type': string };
type ItemsFile = { items: Record<string, Record<string, unknown>> };

/** What each collection page lists, and the field that names an item. */
const collections: Record<string, [string, readonly string[], string]> = {
  '/products': ['products', productIds, 'name'],
  '/technologies': ['technologies', technologySlugs, 'name'],
  '/servicos': ['services', serviceSlugs, 'title'],
};

async function renderHead(pathname: string): Promise<string> {
  const locale = localeForPath(pathname) ?? defaultLocale;
  const i18n = createBuildI18n({
    locale,
    resources: await loadResources(locale, namespacesForPath(pathname)),
  });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[pathname]}>
        <PageSeo />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

function jsonLd(html: string): { '@context': string; '@graph': Node[] } {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]?.[1] ?? '') as { '@context': string; '@graph': Node[] };
}

const meta = (html: string, attr: string) =>
  new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1];

// The indexed pages; the sign-in page is prerendered but only noindex (decision 0070).
const indexedPaths = prerenderPaths().filter((p) => isIndexable(splitLocalePath(p).path));

describe.each(indexedPaths)('JSON-LD of %s', (pathname) => {
  const { locale, path } = splitLocalePath(pathname);

  it('declares the page kind with valid rich-result shapes', async () => {
    const html = await renderHead(pathname);
    const graph = jsonLd(html);
    expect(graph['@context']).toBe('https://schema.org');
    const nodes = graph['@graph'];
    const types = nodes.map((n) => n['@type']);

    expect(types[0]).toBe('ProfessionalService');
    organization.parse(nodes[0]);
    const kinds = types.filter((t) => t !== 'ProfessionalService' && t !== 'BreadcrumbList');
    expect(kinds).toEqual(expectedKinds(path));

    const canonical = new RegExp(`<link rel="canonical" href="([^"]*)"`).exec(html)?.[1];
    const crumbs = nodes.filter((n) => n['@type'] === 'BreadcrumbList');
    if (path === '/') {
      expect(crumbs).toHaveLength(0);
    } else {
      expect(crumbs).toHaveLength(1);
      const list = breadcrumb.parse(crumbs[0]).itemListElement;
      expect(list.map((i) => i.position)).toEqual(list.map((_, i) => i + 1));
      expect(list.at(-1)?.item).toBe(canonical);
    }

    for (const node of nodes) {
      if (node['@type'] === 'WebSite') website.parse(node);
      else if (node['@type'] === 'FAQPage') faqPage.parse(node);
      else if (node['@type'] === 'CollectionPage') {
        const { mainEntity } = collectionPage.parse(node);
        const [ns, listed, field] = collections[path] ?? ['', [], ''];
        const items = ((await loadResources(locale, [ns]))[locale]?.[ns] as ItemsFile).items;
        expect(mainEntity.numberOfItems).toBe(listed.length);
        expect(mainEntity.itemListElement.map((i) => [i.position, i.name])).toEqual(
          listed.map((id, i) => [i + 1, items[id]?.[field]]),
        );
      } else if (node['@type'] === 'Service') service.parse(node);
      else if (node['@type'] !== 'ProfessionalService' && node['@type'] !== 'BreadcrumbList') {
        const page = webPage.parse(node);
        expect(page.url).toBe(canonical);
        expect(page.inLanguage).toBe(locale);
      }
    }
  });

  it('points og:image and twitter:image at its own share image, with alt text', async () => {
    const html = await renderHead(pathname);
    const image = `${siteUrl}${shareImagePath(path, locale)}`;
    expect(meta(html, 'property="og:image"')).toBe(image);
    expect(meta(html, 'name="twitter:image"')).toBe(image);
    expect(meta(html, 'property="og:image:type"')).toBe('image/png');
    expect(meta(html, 'property="og:image:alt"')).toBe(
      /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&'),
    );
  });
});
