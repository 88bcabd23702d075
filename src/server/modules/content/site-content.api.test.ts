import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentEntry } from '#shared/content/content-answers.ts';
import { richTextDocumentOf } from '#shared/content/rich-text-field.ts';
import type { SiteContent } from '#shared/content/site-content.ts';
import { splitLocalePath } from '#shared/routes.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { send, testAppUrl, type CookieJar } from '#server/test/app-harness.ts';
import { createTestDatabaseUrl, testDatabases, type TestDatabase } from '#server/test/databases.ts';
import { storeExampleCover } from '#server/modules/media/example-cover.ts';
import { databaseMediaStore } from '#server/modules/media/media-store.ts';
import { publishedSiteContent } from './site-content.service.ts';
import { contentReads, signInEditor } from './content.test-support.ts';

/**
 * The team on /about and the clients' strip on the home page (issue 23 §2, decision 0125) through
 * HTTP on SQLite and PostgreSQL: content published on the desk's API reaches the rendered pages
 * through the site-wide content the runtime prerendering hands to every render (decision 0094),
 * per language, in the desk's order; the clients only from three published in a language; and
 * while nothing is published (and the facts are at their defaults) the build's pages are served
 * untouched. The renderer is a stand-in that prints what a page would show; the real one (the
 * build's server bundle with root.tsx's siteContentContext) is covered by
 * e2e/site-content.spec.ts. Test content only.
 */

const localesDir = fileURLToPath(new URL('../../../../public/locales', import.meta.url));
const pages = ['/', '/about', '/en', '/en/about', '/es', '/es/about'];
const builtPage = (pagePath: string) =>
  `<!DOCTYPE html><html><head><title>${pagePath}</title></head><body>built</body></html>`;

/** What the about and home pages show of the content, the way the real components decide. */
const render =
  (renders: string[]) => async (pagePath: string, _facts: unknown, siteContent: SiteContent) => {
    renders.push(pagePath);
    const { locale, path: page } = splitLocalePath(pagePath);
    const team = page === '/about' ? (siteContent.team[locale] ?? []) : [];
    const clients = page === '/' ? (siteContent.clients[locale] ?? []) : [];
    const listings = siteContent.listings[locale] ?? [];
    return `<!DOCTYPE html><html><head><title>${pagePath}</title></head><body>rendered${
      listings.length
        ? `<ul id="listings">${listings.map((c) => `<li>${c}|</li>`).join('')}</ul>`
        : ''
    }${
      team.length
        ? `<ul id="team">${team.map((m) => `<li>${m.name}|${m.role}</li>`).join('')}</ul>`
        : ''
    }${
      clients.length
        ? `<ul id="clients">${clients.map((c) => `<li>${c.name}|${c.testimonial ?? ''}</li>`).join('')}</ul>`
        : ''
    }</body></html>`;
  };

const listed = (html: string, id: 'team' | 'clients' | 'listings') =>
  [...(new RegExp(`<ul id="${id}">(.*?)</ul>`).exec(html)?.[1] ?? '').matchAll(/<li>(.*?)\|/g)].map(
    (m) => m[1],
  );

describe.each(testDatabases)('team and clients on the public pages on %s', (kind) => {
  let database: TestDatabase;
  let clientDir: string;
  let app: FastifyInstance;
  let editor: CookieJar;
  const renders: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabaseUrl(kind);
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-build-'));
    for (const page of pages) {
      await mkdir(path.join(clientDir, page), { recursive: true });
      await writeFile(path.join(clientDir, page, 'index.html'), builtPage(page));
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      LOG_LEVEL: 'warn',
      APP_URL: testAppUrl,
      CLIENT_DIR: clientDir,
      LOCALES_DIR: localesDir,
    });
    app = await buildApp(config, { renderPage: render(renders) });
    await app.ready();
    ({ jar: editor } = await signInEditor(app));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    await rm(clientDir, { recursive: true, force: true });
  });

  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await send(app, { method, url, jar: editor, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<ContentEntry>();
  };
  const versionOf = (entry: ContentEntry, locale: string) =>
    entry.translations.find((t) => t.locale === locale)?.version ?? 0;
  const html = async (url: string) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const create = (collection: 'team' | 'clients' | 'insights', slug: string, fields: object) =>
    call('POST', `/api/admin/content/${collection}`, { version: 0, slug, ...fields });
  const publish = (collection: string, entry: ContentEntry, locale: string, on = true) =>
    call(
      'POST',
      `/api/admin/content/${collection}/${entry.id}/${locale}/${on ? '' : 'un'}publish`,
      {
        version: versionOf(entry, locale),
      },
    );

  it('shows no team until one is published, then only the languages published, in the desk’s order', async () => {
    expect(await html('/about')).toBe(builtPage('/about'));
    const first = await create('team', 'pessoa-um', {
      name: 'Pessoa de teste um',
      role: 'Cargo um',
    });
    const second = await create('team', 'pessoa-dois', {
      name: 'Pessoa de teste dois',
      role: 'Cargo dois',
    });
    // Drafts show nothing, and nothing has been rendered: the build's page is exact.
    expect(await html('/about')).toBe(builtPage('/about'));
    expect(renders).toEqual([]);

    // Published in the reverse order: the page keeps the desk's (creation) order.
    await publish('team', second, 'pt-BR');
    await publish('team', first, 'pt-BR');
    expect(listed(await html('/about'), 'team')).toEqual([
      'Pessoa de teste um',
      'Pessoa de teste dois',
    ]);
    // English has nothing published: no section, and never the Portuguese names.
    expect(listed(await html('/en/about'), 'team')).toEqual([]);

    const translated = await call('PUT', `/api/admin/content/team/${first.id}/en`, {
      version: 0,
      slug: 'person-one',
      name: 'Test person one',
      role: 'Role one',
    });
    expect(listed(await html('/en/about'), 'team')).toEqual([]);
    const published = await publish('team', translated, 'en');
    expect(listed(await html('/en/about'), 'team')).toEqual(['Test person one']);

    // Unpublished in English: gone from /en/about, still on /about.
    await publish('team', published, 'en', false);
    expect(listed(await html('/en/about'), 'team')).toEqual([]);
    expect(listed(await html('/about'), 'team')).toEqual([
      'Pessoa de teste um',
      'Pessoa de teste dois',
    ]);
  });

  it('names the listings with something published in a language, which every page’s footer links (decision 0123)', async () => {
    expect(listed(await html('/about'), 'listings')).toEqual([]);
    const article = await create('insights', 'artigo-de-teste', {
      title: 'Artigo de teste',
      summary: 'Resumo de teste',
      body: richTextDocumentOf('Corpo de teste.'),
    });
    // A draft is no listing.
    expect(listed(await html('/about'), 'listings')).toEqual([]);
    const published = await publish('insights', article, 'pt-BR');
    expect(listed(await html('/about'), 'listings')).toEqual(['insights']);
    expect(listed(await html('/'), 'listings')).toEqual(['insights']);
    // Nothing published in English: no link there.
    expect(listed(await html('/en/about'), 'listings')).toEqual([]);
    await publish('insights', published, 'pt-BR', false);
    expect(listed(await html('/about'), 'listings')).toEqual([]);
  });

  it('shows the clients’ strip from three published clients in a language, not at two', async () => {
    const client = (n: number) =>
      create('clients', `cliente-${n}`, {
        name: `Cliente de teste ${n}`,
        permissionOn: '2026-01-01',
        testimonial: n === 1 ? 'Depoimento de teste' : '',
      });
    const [one, two, three] = [await client(1), await client(2), await client(3)];
    await publish('clients', one, 'pt-BR');
    await publish('clients', two, 'pt-BR');
    expect(listed(await html('/'), 'clients')).toEqual([]);

    const third = await publish('clients', three, 'pt-BR');
    const home = await html('/');
    expect(listed(home, 'clients')).toEqual([
      'Cliente de teste 1',
      'Cliente de teste 2',
      'Cliente de teste 3',
    ]);
    expect(home).toContain('<li>Cliente de teste 1|Depoimento de teste</li>');
    // Three in Portuguese are none in English.
    expect(listed(await html('/en'), 'clients')).toEqual([]);

    // Back to two: the strip goes.
    await publish('clients', third, 'pt-BR', false);
    expect(listed(await html('/'), 'clients')).toEqual([]);
  });

  it('reads the team, the clients and the listings in one statement (issue 23 §7 review)', async () => {
    const article = await create('insights', 'artigo-de-leitura', {
      title: 'Artigo de leitura',
      summary: 'Resumo de teste',
      body: richTextDocumentOf('Corpo de teste.'),
    });
    await publish('insights', article, 'pt-BR');
    const reads = contentReads(app);
    try {
      const content = await publishedSiteContent(app.database.db);
      expect(reads.count()).toBe(1);
      expect(content?.listings).toEqual({ 'pt-BR': ['insights'] });
      expect(content?.team['pt-BR']?.map((m) => m.name)).toEqual([
        'Pessoa de teste um',
        'Pessoa de teste dois',
      ]);
    } finally {
      reads.restore();
    }
  });

  it('carries a member’s photo and a client’s logo with the alt text of the page’s language (decision 0130)', async () => {
    // A stored image: a save may name only what the media store holds (decision 0138).
    const mediaId = await storeExampleCover(databaseMediaStore(app.database.db));
    const member = await create('team', 'pessoa-com-foto', {
      name: 'Pessoa com foto',
      role: 'Cargo',
      photo: { mediaId, alt: 'Retrato de teste' },
    });
    await publish('team', member, 'pt-BR');
    const site = await publishedSiteContent(app.database.db);
    expect(site?.team['pt-BR']?.find((m) => m.name === 'Pessoa com foto')?.photo).toEqual({
      mediaId,
      alt: 'Retrato de teste',
    });
  });
});
