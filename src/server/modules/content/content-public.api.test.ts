import { describe, expect, it } from 'vitest';
import { testDatabases } from '#server/test/databases.ts';
import { contentDeskSuite, deskWrite } from './content.test-support.ts';
import { findPublished, publishedList } from './content-public.service.ts';

/**
 * What the public pages may read of the desk's content (issue 23 §4, §7; decision 0113), with the
 * content written through the desk's HTTP API on SQLite and PostgreSQL: published copies only,
 * per language, alternates only for the languages published, a moved published slug redirects,
 * and a later draft never shows before it is published. Test content only.
 */

const base = '/api/admin/content/case-studies';
const fields = (overrides: Record<string, unknown>) => ({
  title: 'Caso de teste',
  sector: 'Setor de teste',
  challenge: 'Desafio de teste',
  approach: 'Abordagem de teste',
  ...overrides,
});

describe.each(testDatabases)('published content on %s', (kind) => {
  const { t, editor } = contentDeskSuite(kind);

  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    deskWrite(t.app, editor.jar, method, url, payload);
  const db = () => t.app.database.db;

  it('shows nothing of a draft, and each language only once it is published', async () => {
    const entry = await call('POST', base, { version: 0, slug: 'caso-publico', ...fields({}) });
    expect(await publishedList(db(), 'case-studies', 'pt-BR')).toEqual([]);
    expect(await findPublished(db(), 'case-studies', 'pt-BR', 'caso-publico')).toEqual({
      kind: 'none',
    });

    await call('POST', `${base}/${entry.id}/pt-BR/publish`, { version: 1 });
    await call('PUT', `${base}/${entry.id}/en`, {
      version: 0,
      slug: 'public-case',
      ...fields({ title: 'Test case' }),
    });
    const pt = await findPublished(db(), 'case-studies', 'pt-BR', 'caso-publico');
    expect(pt).toMatchObject({
      kind: 'page',
      item: { slug: 'caso-publico', fields: { title: 'Caso de teste' } },
      alternates: [{ locale: 'pt-BR', slug: 'caso-publico' }],
    });
    // The English draft is no page, and the Portuguese text never stands in for it.
    expect(await publishedList(db(), 'case-studies', 'en')).toEqual([]);
    expect(await findPublished(db(), 'case-studies', 'en', 'public-case')).toEqual({
      kind: 'none',
    });
    expect(await findPublished(db(), 'case-studies', 'en', 'caso-publico')).toEqual({
      kind: 'none',
    });

    await call('POST', `${base}/${entry.id}/en/publish`, { version: 1 });
    expect(await findPublished(db(), 'case-studies', 'en', 'public-case')).toMatchObject({
      kind: 'page',
      item: { fields: { title: 'Test case' } },
      alternates: [
        { locale: 'pt-BR', slug: 'caso-publico' },
        { locale: 'en', slug: 'public-case' },
      ],
    });
    expect((await publishedList(db(), 'case-studies', 'en')).map((i) => i.slug)).toEqual([
      'public-case',
    ]);
    // Another collection's listing does not show it.
    expect(await publishedList(db(), 'insights', 'pt-BR')).toEqual([]);
  });

  it('keeps showing the published text while a later draft waits', async () => {
    const entry = await call('POST', base, { version: 0, slug: 'com-rascunho', ...fields({}) });
    await call('POST', `${base}/${entry.id}/pt-BR/publish`, { version: 1 });
    await call('PUT', `${base}/${entry.id}/pt-BR`, {
      version: 2,
      slug: 'com-rascunho',
      ...fields({ title: 'Rascunho ainda não publicado' }),
    });
    expect(await findPublished(db(), 'case-studies', 'pt-BR', 'com-rascunho')).toMatchObject({
      item: { fields: { title: 'Caso de teste' } },
    });
    await call('POST', `${base}/${entry.id}/pt-BR/publish`, { version: 3 });
    expect(await findPublished(db(), 'case-studies', 'pt-BR', 'com-rascunho')).toMatchObject({
      item: { fields: { title: 'Rascunho ainda não publicado' } },
    });
  });

  it('redirects a moved published slug, and forgets the page once unpublished', async () => {
    const entry = await call('POST', base, { version: 0, slug: 'endereco-antigo', ...fields({}) });
    await call('POST', `${base}/${entry.id}/pt-BR/publish`, { version: 1 });
    await call('PUT', `${base}/${entry.id}/pt-BR`, {
      version: 2,
      slug: 'endereco-novo',
      ...fields({}),
    });
    expect(await findPublished(db(), 'case-studies', 'pt-BR', 'endereco-antigo')).toEqual({
      kind: 'redirect',
      slug: 'endereco-novo',
    });
    await call('POST', `${base}/${entry.id}/pt-BR/unpublish`, { version: 3 });
    expect(await findPublished(db(), 'case-studies', 'pt-BR', 'endereco-antigo')).toEqual({
      kind: 'none',
    });
    expect(await findPublished(db(), 'case-studies', 'pt-BR', 'endereco-novo')).toEqual({
      kind: 'none',
    });
  });
});
