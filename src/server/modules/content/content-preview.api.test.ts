import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentPageData } from '#shared/content/content-pages.ts';
import type { ContentPreviewLink } from '#shared/content/content-answers.ts';
import { relaxedRateLimits, send } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { answered, contentDeskSuite, deskWrite } from './content.test-support.ts';
import { PREVIEW_LINK_TTL_MS, previewLinkKey, signPreview } from './content-preview-links.ts';

/**
 * Preview links (issue 23 §5, decision 0131) through HTTP on SQLite and PostgreSQL: the desk asks
 * for a signed link to a translation, and the link renders its working copy as its public page,
 * `noindex` in the header and the page's data, kept by no cache; a tampered link, another
 * language's or another address is 404, an expired one 410; a published page previewed with
 * unsaved-to-public changes shows them to the link alone, the public page keeps its copy.
 *
 * The renderer stands in for the build's server bundle and writes the data the page is rendered
 * with into the HTML (as content-pages.api.test.ts); the real page's meta tag is read by the
 * journey e2e/content-desk.spec.ts.
 */

const fallbackHtml = '<!DOCTYPE html><html><body><main>app</main></body></html>';

const rendered = (html: string): ContentPageData =>
  JSON.parse(/<script id="content">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as ContentPageData;

const study = (title: string) => ({
  title,
  sector: 'Varejo',
  challenge: 'Desafio de teste',
  approach: 'Abordagem de teste',
});
const base = '/api/admin/content/case-studies';

describe.each(testDatabases)('content preview links on %s', (kind) => {
  let clientDir = '';
  beforeAll(async () => {
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'content-preview-'));
    await writeFile(path.join(clientDir, 'index.html'), fallbackHtml);
    await writeFile(path.join(clientDir, '__spa-fallback.html'), fallbackHtml);
  });
  const { t, editor } = contentDeskSuite(
    kind,
    () => ({ ...relaxedRateLimits, CLIENT_DIR: clientDir }),
    {
      renderPage: async (_path, _facts, _site, content) =>
        `<!DOCTYPE html><html><body><main>${content?.view.kind === 'entry' ? content.view.card.title : ''}</main><script id="content">${JSON.stringify(content ?? null).replace(/</g, '\\u003c')}</script></body></html>`,
    },
  );

  const write = (method: 'POST' | 'PUT', url: string, payload: object) =>
    deskWrite(t.app, editor.jar, method, url, payload);
  const linkOf = async (id: number, locale = 'pt-BR') =>
    answered<ContentPreviewLink>(
      await send(t.app, {
        method: 'POST',
        url: `${base}/${id}/${locale}/preview-link`,
        jar: editor.jar,
      }),
    );
  const page = (url: string) => t.app.inject({ url });
  const tokenOf = (link: ContentPreviewLink) =>
    new URL(link.path, 'http://x').searchParams.get('preview') ?? '';

  it('renders a draft as its public page, noindex and uncached, for seven days', async () => {
    const entry = await write('POST', base, {
      version: 0,
      slug: 'previa-rascunho',
      ...study('Prévia do rascunho'),
    });
    const before = Date.now();
    const link = await linkOf(entry.id);
    expect(link.path).toMatch(/^\/casos\/previa-rascunho\?preview=[\w.-]+$/);
    const expires = Date.parse(link.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + PREVIEW_LINK_TTL_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + PREVIEW_LINK_TTL_MS);

    const shown = await page(link.path);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(rendered(shown.body)).toMatchObject({
      preview: true,
      collection: 'case-studies',
      locale: 'pt-BR',
      path: '/casos/previa-rascunho',
      alternates: [{ locale: 'pt-BR', path: '/casos/previa-rascunho' }],
      view: { kind: 'entry', card: { title: 'Prévia do rascunho' }, fields: { sector: 'Varejo' } },
    });
    // The draft is still no public page, and the sitemap does not name it.
    expect((await page('/casos/previa-rascunho')).statusCode).toBe(404);
    expect((await page('/sitemap.xml')).body).not.toContain('previa-rascunho');

    // It follows the working copy: the next save shows at the same link (nothing was kept).
    await write('PUT', `${base}/${entry.id}/pt-BR`, {
      version: 1,
      slug: 'previa-rascunho',
      ...study('Prévia revista'),
    });
    const revised = rendered((await page(link.path)).body);
    expect(revised.view).toMatchObject({ card: { title: 'Prévia revista' } });
    // A draft says it is not published, never "published today" (decision 0139)...
    expect(revised.draft).toEqual({ publishOn: null });
    // ...and once its publish is scheduled, that São Paulo day.
    await write('POST', `${base}/${entry.id}/pt-BR/schedule`, {
      version: 2,
      publishAt: '2099-03-01T02:30:00.000Z',
      unpublishAt: null,
    });
    expect(rendered((await page(link.path)).body).draft).toEqual({ publishOn: '2099-02-28' });
  });

  it('answers 404 to a tampered link, another address or language, and 410 once expired', async () => {
    const entry = await write('POST', base, {
      version: 0,
      slug: 'previa-guardada',
      ...study('Guardada'),
    });
    await write('PUT', `${base}/${entry.id}/en`, {
      version: 0,
      slug: 'kept-preview',
      ...study('Kept'),
    });
    const link = await linkOf(entry.id);
    const token = tokenOf(link);
    const [id = '', locale = '', expiry = '', mac = ''] = token.split('.');
    const at = (query: string, pathname = '/casos/previa-guardada') =>
      page(`${pathname}?preview=${query}`);
    // The signature's last character carries unused bits: a change there must still be refused
    // (decision 0109's bug), as a change anywhere else.
    const last = mac.at(-1) === 'A' ? 'B' : 'A';
    for (const forged of [
      `${id}.${locale}.${expiry}.${mac.slice(0, -1)}${last}`,
      `${Number(id) + 1}.${locale}.${expiry}.${mac}`,
      `${id}.en.${expiry}.${mac}`,
      `${id}.${locale}.${(parseInt(expiry, 36) + 86_400).toString(36)}.${mac}`,
      `${id}.${locale}.${expiry}`,
      '',
      'x'.repeat(300),
    ]) {
      const refused = await at(encodeURIComponent(forged));
      expect(refused.statusCode, forged).toBe(404);
      expect(refused.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    // The genuine token at another language's address of the same entry, or another slug.
    expect((await at(token, '/en/casos/kept-preview')).statusCode).toBe(404);
    expect((await at(token, '/en/casos/previa-guardada')).statusCode).toBe(404);
    expect((await at(token, '/casos/outro-caso')).statusCode).toBe(404);
    // Elsewhere the parameter means nothing: the listing (nothing published yet) is as ever.
    const listing = await at(token, '/casos');
    expect(listing.statusCode).toBe(404);
    expect(listing.headers['x-robots-tag']).toBeUndefined();
    // The English translation has its own link, at its own address.
    const en = await linkOf(entry.id, 'en');
    expect(en.path).toMatch(/^\/en\/casos\/kept-preview\?preview=/);
    expect(rendered((await page(en.path)).body)).toMatchObject({ locale: 'en', preview: true });

    // Genuine but past its expiry: gone, so the editor asks the desk for a new one.
    const key = previewLinkKey(t.config.sessionSecret);
    const expired = signPreview(key, {
      entryId: entry.id,
      locale: 'pt-BR',
      expiresAt: Date.now() - 1000,
    });
    const gone = await at(encodeURIComponent(expired));
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Signed with another secret: tampered, whatever its expiry.
    const foreign = signPreview(previewLinkKey('another secret'), {
      entryId: entry.id,
      locale: 'pt-BR',
      expiresAt: Date.now() + 60_000,
    });
    expect((await at(encodeURIComponent(foreign))).statusCode).toBe(404);
  });

  it('previews a published page’s changes to the link alone; the public page keeps its copy', async () => {
    const entry = await write('POST', base, {
      version: 0,
      slug: 'previa-publicada',
      ...study('Versão pública'),
    });
    await write('POST', `${base}/${entry.id}/pt-BR/publish`, { version: 1 });
    await write('PUT', `${base}/${entry.id}/pt-BR`, {
      version: 2,
      slug: 'previa-publicada',
      ...study('Versão em revisão'),
    });
    const link = await linkOf(entry.id);
    const titleAt = async (url: string) => {
      const answer = await page(url);
      expect(answer.statusCode).toBe(200);
      const data = rendered(answer.body);
      return [data.view.kind === 'entry' ? data.view.card.title : '', data.preview ?? false];
    };
    // In both orders: neither answer may come from the other's cache.
    expect(await titleAt('/casos/previa-publicada')).toEqual(['Versão pública', false]);
    expect(await titleAt(link.path)).toEqual(['Versão em revisão', true]);
    // Published: the page keeps its publication date, no draft note (decision 0139).
    expect(rendered((await page(link.path)).body).draft).toBeUndefined();
    expect(await titleAt('/casos/previa-publicada')).toEqual(['Versão pública', false]);
    const publicPage = await page('/casos/previa-publicada');
    expect(publicPage.headers['x-robots-tag']).toBeUndefined();
  });

  it('gives links only to the desk, and only for translations with a public page', async () => {
    const entry = await write('POST', base, {
      version: 0,
      slug: 'previa-acesso',
      ...study('Acesso'),
    });
    expect(
      (await send(t.app, { method: 'POST', url: `${base}/${entry.id}/pt-BR/preview-link` }))
        .statusCode,
    ).toBe(401);
    const missing = (url: string) => send(t.app, { method: 'POST', url, jar: editor.jar });
    // No Spanish translation; no such entry; the wrong collection; team members have no page.
    expect((await missing(`${base}/${entry.id}/es/preview-link`)).statusCode).toBe(404);
    expect((await missing(`${base}/999999/pt-BR/preview-link`)).statusCode).toBe(404);
    expect(
      (await missing(`/api/admin/content/insights/${entry.id}/pt-BR/preview-link`)).statusCode,
    ).toBe(404);
    const member = await write('POST', '/api/admin/content/team', {
      version: 0,
      slug: 'pessoa-previa',
      name: 'Pessoa de teste',
      role: 'Consultora',
    });
    expect(
      (await missing(`/api/admin/content/team/${member.id}/pt-BR/preview-link`)).statusCode,
    ).toBe(404);
  });
});
