import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentPageData } from '#shared/content/content-pages.ts';
import { localeCookieName } from '#shared/i18n/locales.ts';
import { bodyText } from '#shared/content/content-body.ts';
import { richTextDocumentOf } from '#shared/content/rich-text-field.ts';
import { relaxedRateLimits, testAppUrl } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { storeExampleCover } from '#server/modules/media/example-cover.ts';
import { databaseMediaStore } from '#server/modules/media/media-store.ts';
import {
  contentClientBuild,
  contentDeskSuite,
  contentReads,
  deskWrite,
} from './content.test-support.ts';

/**
 * The public pages of published content through HTTP on SQLite and PostgreSQL (issue 23 §2, §4,
 * §7; decision 0123), with the content written through the desk's API: a listing and a page per
 * published translation, 404 for a draft, an unpublished entry or a language not published, 301
 * from a moved slug, the sitemap and the feeds listing exactly what is published.
 *
 * The renderer stands in for the build's server bundle and writes the data the page is rendered
 * with into the HTML (the root loader's context, decision 0123); the real bundle's HTML (head
 * tags, JSON-LD, no JavaScript) is read by the journey e2e/content-pages.spec.ts and the
 * components by content-seo.test.tsx.
 */

const origin = new URL(testAppUrl).origin;

const clientBuild = () => contentClientBuild('content-client');

const rendered = (html: string): ContentPageData =>
  JSON.parse(/<script id="content">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as ContentPageData;

/** Parses XML strictly (a parser error is a document of its own): the feed must be well-formed. */
function parseXml(text: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const caseFields = (overrides: Record<string, unknown>) => ({
  title: 'Caso de teste',
  sector: 'Varejo',
  challenge: 'Desafio de teste',
  approach: 'Abordagem de teste',
  ...overrides,
});

describe.each(testDatabases)('content pages on %s', (kind) => {
  let clientDir = '';
  const renders: string[] = [];
  // Before the app starts (useTestApp's own beforeAll reads CLIENT_DIR when it runs).
  beforeAll(async () => {
    clientDir = await clientBuild();
  });
  const { t, editor } = contentDeskSuite(
    kind,
    () => ({ ...relaxedRateLimits, CLIENT_DIR: clientDir }),
    {
      renderPage: async (pagePath, _facts, _site, content) => {
        renders.push(pagePath);
        return `<!DOCTYPE html><html><body><main>${content?.view.kind === 'entry' ? content.view.card.title : ''}</main><script id="content">${JSON.stringify(content ?? null).replace(/</g, '\\u003c')}</script></body></html>`;
      },
    },
  );

  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    deskWrite(t.app, editor.jar, method, url, payload);
  const page = (url: string) => t.app.inject({ url });

  it('serves a case study in the languages it is published in, with their alternates only', async () => {
    const base = '/api/admin/content/case-studies';
    // Nothing published: the section does not exist, in any language.
    expect((await page('/casos')).statusCode).toBe(404);

    const entry = await call('POST', base, {
      version: 0,
      slug: 'caso-varejo',
      ...caseFields({
        body: richTextDocumentOf('Primeiro parágrafo.\n\nSegundo <parágrafo> & mais.'),
      }),
    });
    // A draft is no page.
    expect((await page('/casos/caso-varejo')).statusCode).toBe(404);
    expect((await page('/casos')).statusCode).toBe(404);

    await call('POST', `${base}/${entry.id}/pt-BR/publish`, { version: 1 });
    const pt = await page('/casos/caso-varejo');
    expect(pt.statusCode).toBe(200);
    expect(pt.headers['content-type']).toMatch(/^text\/html/);
    expect(pt.body).toContain('<main>Caso de teste</main>');
    const ptData = rendered(pt.body);
    expect(ptData).toMatchObject({
      collection: 'case-studies',
      locale: 'pt-BR',
      path: '/casos/caso-varejo',
      alternates: [{ locale: 'pt-BR', path: '/casos/caso-varejo' }],
      view: {
        kind: 'entry',
        card: { title: 'Caso de teste', sector: 'Varejo' },
        fields: { challenge: 'Desafio de teste' },
        // The editor's document, through the allow-list (a text-era body becomes paragraphs:
        // content-pages.test.ts).
        body: { kind: 'rich' },
      },
    });
    expect(ptData.view.kind === 'entry' && bodyText(ptData.view.body)).toBe(
      'Primeiro parágrafo.\nSegundo <parágrafo> & mais.',
    );
    // Its CSP allows the rendered page's own inline script by hash.
    expect(pt.headers['content-security-policy']).toMatch(/'sha256-/);

    // English is a draft: no page at either slug, and no listing; Portuguese lists it alone.
    await call('PUT', `${base}/${entry.id}/en`, {
      version: 0,
      slug: 'retail-case',
      ...caseFields({ title: 'Retail case' }),
    });
    expect((await page('/en/casos/retail-case')).statusCode).toBe(404);
    expect((await page('/en/casos/caso-varejo')).statusCode).toBe(404);
    expect((await page('/en/casos')).statusCode).toBe(404);
    const listing = await page('/casos');
    expect(listing.statusCode).toBe(200);
    expect(rendered(listing.body)).toMatchObject({
      path: '/casos',
      alternates: [{ locale: 'pt-BR', path: '/casos' }],
      view: { kind: 'list', items: [{ path: '/casos/caso-varejo', title: 'Caso de teste' }] },
    });

    // Published in English: both pages name both languages, and the English listing exists.
    await call('POST', `${base}/${entry.id}/en/publish`, { version: 1 });
    const en = await page('/en/casos/retail-case');
    expect(en.statusCode).toBe(200);
    expect(rendered(en.body)).toMatchObject({
      locale: 'en',
      view: { card: { title: 'Retail case' } },
      alternates: [
        { locale: 'pt-BR', path: '/casos/caso-varejo' },
        { locale: 'en', path: '/en/casos/retail-case' },
      ],
    });
    // The publish dropped the page rendered before it: the Portuguese one names English now.
    expect(rendered((await page('/casos/caso-varejo')).body).alternates).toHaveLength(2);
    expect((await page('/en/casos')).statusCode).toBe(200);
    expect((await page('/es/casos')).statusCode).toBe(404);

    // A moved published slug answers 301 from the old address, the query kept.
    await call('PUT', `${base}/${entry.id}/pt-BR`, {
      version: 2,
      slug: 'caso-varejo-2026',
      ...caseFields({}),
    });
    const moved = await page('/casos/caso-varejo?utm_source=x');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/casos/caso-varejo-2026?utm_source=x');
    expect((await page('/casos/caso-varejo-2026')).statusCode).toBe(200);

    // Unpublished: 404 at every address it had, and the empty listing goes too.
    await call('POST', `${base}/${entry.id}/pt-BR/unpublish`, { version: 3 });
    expect((await page('/casos/caso-varejo-2026')).statusCode).toBe(404);
    expect((await page('/casos/caso-varejo')).statusCode).toBe(404);
    expect((await page('/casos')).statusCode).toBe(404);
    expect((await page('/en/casos/retail-case')).statusCode).toBe(200);
  });

  it('lists exactly the published insights in the sitemap and in each language feed', async () => {
    const base = '/api/admin/content/insights';
    const article = (title: string) => ({
      title,
      summary: `Resumo de ${title} <com> "aspas" & outros`,
      body: richTextDocumentOf('palavra '.repeat(450)),
    });
    const published = await call('POST', base, {
      version: 0,
      slug: 'artigo-publicado',
      ...article('Artigo publicado'),
    });
    await call('POST', `${base}/${published.id}/pt-BR/publish`, { version: 1 });
    await call('POST', base, { version: 0, slug: 'artigo-rascunho', ...article('Rascunho') });

    const insight = rendered((await page('/insights/artigo-publicado')).body);
    expect(insight.view).toMatchObject({ card: { readingMinutes: 2 } });

    const feed = await page('/insights/feed.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const rss = parseXml(feed.body);
    const titles = [...rss.querySelectorAll('item > title')].map((node) => node.textContent);
    expect(titles).toEqual(['Artigo publicado']);
    expect(rss.querySelector('item > link')?.textContent).toBe(
      `${origin}/insights/artigo-publicado`,
    );
    expect(rss.querySelector('item > description')?.textContent).toBe(
      'Resumo de Artigo publicado <com> "aspas" & outros',
    );
    expect(rss.querySelector('channel > language')?.textContent).toBe('pt-BR');
    // Nothing published in English or Spanish: no feed there.
    expect((await page('/en/insights/feed.xml')).statusCode).toBe(404);
    expect((await page('/es/insights/feed.xml')).statusCode).toBe(404);

    const sitemap = await page('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    const locs = [...parseXml(sitemap.body).getElementsByTagName('loc')].map((n) => n.textContent);
    const content = locs.filter((loc) => /\/(casos|insights)/.test(loc ?? ''));
    // The English case study of the test above is still published; the draft is absent.
    expect(content.sort()).toEqual(
      [
        `${origin}/en/casos`,
        `${origin}/en/casos/retail-case`,
        `${origin}/insights`,
        `${origin}/insights/artigo-publicado`,
      ].sort(),
    );
    // The build's own pages stay listed beside them.
    expect(locs.length).toBe(content.length + 1);
  });

  it('answers hot pages, listings, 404s, the feed and the sitemap without a read until the content version moves', async () => {
    // What the tests above left published: the English case study and one article.
    const hot = {
      '/en/casos/retail-case': 200,
      '/en/casos': 200,
      '/insights/artigo-publicado': 200,
      '/casos/nada-publicado': 404,
      '/es/casos': 404,
      '/insights/feed.xml': 200,
      '/sitemap.xml': 200,
    };
    for (const url of Object.keys(hot)) await page(url);
    const reads = contentReads(t.app);
    try {
      for (const [url, status] of Object.entries(hot)) {
        expect((await page(url)).statusCode, url).toBe(status);
      }
      expect(reads.count()).toBe(0);

      // A publish moves the version: the next answers are read again and show it.
      const base = '/api/admin/content/insights';
      const entry = await call('POST', base, {
        version: 0,
        slug: 'artigo-novo',
        title: 'Artigo novo',
        summary: 'Resumo novo',
        body: richTextDocumentOf('Texto.'),
      });
      await call('POST', `${base}/${entry.id}/pt-BR/publish`, { version: 1 });
      const before = reads.count();
      expect((await page('/insights/artigo-novo')).statusCode).toBe(200);
      expect((await page('/insights/feed.xml')).body).toContain('Artigo novo');
      expect((await page('/sitemap.xml')).body).toContain(`${origin}/insights/artigo-novo`);
      expect(reads.count()).toBeGreaterThan(before);

      // Unpublished: the 404 follows at once in this process, the cached page dropped.
      await call('POST', `${base}/${entry.id}/pt-BR/unpublish`, { version: 2 });
      expect((await page('/insights/artigo-novo')).statusCode).toBe(404);
      expect((await page('/insights/feed.xml')).body).not.toContain('Artigo novo');
    } finally {
      reads.restore();
    }
  });

  it('takes a first visit to a bare content address to its published translation in the visitor’s language, or keeps it there', async () => {
    const base = '/api/admin/content/case-studies';
    const entry = await call('POST', base, {
      version: 0,
      slug: 'caso-idiomas',
      ...caseFields({}),
    });
    await call('POST', `${base}/${entry.id}/pt-BR/publish`, { version: 1 });
    await call('PUT', `${base}/${entry.id}/en`, {
      version: 0,
      slug: 'languages-case',
      ...caseFields({ title: 'Languages case' }),
    });
    await call('POST', `${base}/${entry.id}/en/publish`, { version: 1 });
    const visit = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });
    const savedCookie = (response: { headers: Record<string, unknown> }) =>
      String(response.headers['set-cookie'] ?? '');

    // An English browser: the English translation, at its own slug, the query kept; saved.
    const english = await visit('/casos/caso-idiomas?utm_source=x', {
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/en/casos/languages-case?utm_source=x');
    expect(english.headers['cache-control']).toBe('private, no-store');
    expect(savedCookie(english)).toContain(`${localeCookieName}=en;`);
    // The listing likewise.
    const listing = await visit('/casos', { 'accept-language': 'en' });
    expect(listing.statusCode).toBe(302);
    expect(listing.headers.location).toBe('/en/casos');

    // Spanish is not published: the visitor stays on the page asked for (never a 404).
    const spanish = await visit('/casos/caso-idiomas', { 'accept-language': 'es-ES,es' });
    expect(spanish.statusCode).toBe(200);
    expect(rendered(spanish.body).locale).toBe('pt-BR');
    expect(spanish.headers.vary).toContain('accept-language');
    expect(savedCookie(spanish)).toContain(`${localeCookieName}=es;`);
    expect((await visit('/casos/caso-idiomas', { 'accept-language': 'pt-BR' })).statusCode).toBe(
      200,
    );

    // A saved choice moves without saving again; a client without languages (a crawler) stays.
    const saved = await visit('/casos/caso-idiomas', { cookie: `${localeCookieName}=en` });
    expect(saved.statusCode).toBe(302);
    expect(saved.headers.location).toBe('/en/casos/languages-case');
    expect(savedCookie(saved)).toBe('');
    const crawler = await visit('/casos/caso-idiomas', {});
    expect(crawler.statusCode).toBe(200);
    expect(savedCookie(crawler)).toBe('');
    // A prefixed address is an explicit choice: never moved.
    expect((await visit('/en/casos/languages-case', { 'accept-language': 'es' })).statusCode).toBe(
      200,
    );
  });

  it('draws a share image per published entry and language, and none for what is not published', async () => {
    const png = async (url: string) => {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const bytes = response.rawPayload;
      // The PNG signature, then the IHDR chunk's width and height (issue 23 §7: 1200×630).
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
      return bytes;
    };
    // The case study of the test above, published in Portuguese and English, not in Spanish.
    const pt = await png('/og/pt-BR/casos/caso-idiomas.png');
    const en = await png('/og/en/casos/languages-case.png');
    expect(en.equals(pt)).toBe(false);
    // Asked again: the same image, from memory.
    expect((await png('/og/pt-BR/casos/caso-idiomas.png')).equals(pt)).toBe(true);
    await png('/og/pt-BR/insights/artigo-publicado.png');

    for (const url of [
      '/og/es/casos/caso-idiomas.png', // not published in Spanish
      '/og/en/casos/caso-idiomas.png', // another language's slug
      '/og/pt-BR/insights/artigo-rascunho.png', // a draft
      '/og/pt-BR/casos/caso-varejo-2026.png', // unpublished
      '/og/pt-BR/casos/caso-varejo.png', // an old slug
      '/og/pt-BR/casos/caso-idiomas.jpg',
      '/og/pt-BR/casos/..%2Fcaso-idiomas.png',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('gives each listing card its thumbnail: the cover, else a named client’s logo (decision 0139)', async () => {
    const base = '/api/admin/content/case-studies';
    const image = await storeExampleCover(databaseMediaStore(t.app.database.db));
    const publishCase = async (slug: string, fields: Record<string, unknown>) => {
      const entry = await call('POST', base, { version: 0, slug, ...caseFields(fields) });
      await call('POST', `${base}/${entry.id}/pt-BR/publish`, { version: 1 });
    };
    await publishCase('miniatura-capa', {
      cover: { mediaId: image, alt: 'Capa de teste' },
      logo: { mediaId: image, alt: 'Logo de teste' },
    });
    await publishCase('miniatura-logo', { logo: { mediaId: image, alt: 'Logo de teste' } });
    await publishCase('miniatura-anonima', {
      anonymisedClient: true,
      logo: { mediaId: image, alt: 'Logo de teste' },
    });
    const listing = rendered((await page('/casos')).body);
    const cards = listing.view.kind === 'list' ? listing.view.items : [];
    const imageOf = (slug: string) => cards.find((card) => card.path === `/casos/${slug}`)?.image;
    expect(imageOf('miniatura-capa')).toEqual({
      mediaId: image,
      alt: 'Capa de teste',
      role: 'cover',
    });
    expect(imageOf('miniatura-logo')).toEqual({
      mediaId: image,
      alt: 'Logo de teste',
      role: 'logo',
    });
    // An anonymised client's logo would name it: no thumbnail (decision 0130).
    expect(cards.some((card) => card.path === '/casos/miniatura-anonima')).toBe(true);
    expect(imageOf('miniatura-anonima')).toBeUndefined();
  });
});
