import { describe, expect, it } from 'vitest';
import type {
  ContentConflict,
  ContentEntry,
  ContentList,
  ContentRevisions,
  TranslationDetail,
} from '#shared/content/content-answers.ts';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';
import { readContentVersion } from '#server/modules/firm/firm-facts.service.ts';
import {
  expectJsonError,
  send,
  texts,
  type CookieJar,
  useAdminCast,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { answered, contentDeskSuite } from './content.test-support.ts';

/**
 * The editorial desk's content API (issue 23 §2, §4, §5; decision 0113) through HTTP on SQLite
 * and PostgreSQL: who may use it, creating and saving drafts, the translation states (missing,
 * draft, published, outdated), the 409 of a stale save with nothing lost, publishing and
 * unpublishing (which move the public pages' content version, decision 0094), revisions and
 * restore, slugs unique per collection and language with a redirect when a published one moves,
 * every refusal a 4xx JSON, and every change in the audit trail.
 *
 * Test content is visibly test content: no client, figure or fact here is real.
 */

const pt = texts.for('pt-BR');
const base = '/api/admin/content/case-studies';

const caseStudy = (overrides: Record<string, unknown> = {}) => ({
  version: 0,
  slug: 'caso-de-teste',
  title: 'Caso de teste',
  sector: 'Setor de teste',
  challenge: 'Desafio de teste',
  approach: 'Abordagem de teste',
  anonymisedClient: true,
  technologies: ['n8n'],
  ...overrides,
});

describe.each(testDatabases)('content desk API on %s', (kind) => {
  const { t, editor } = contentDeskSuite(kind);
  const cast = useAdminCast(t);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, jar?: CookieJar, payload?: unknown) =>
    send(t.app, {
      method,
      url,
      jar,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (overrides: Record<string, unknown> = {}, jar = editor.jar) =>
    answered<ContentEntry>(await call('POST', base, jar, caseStudy(overrides)), 201);
  const translation = (entry: ContentEntry, locale: string): TranslationDetail => {
    const found = entry.translations.find((tr) => tr.locale === locale);
    if (!found) throw new Error(`no ${locale} translation`);
    return found;
  };
  const board = async () => answered<ContentList>(await call('GET', base, editor.jar));
  const boardOf = async (id: number) => {
    const row = (await board()).entries.find((entry) => entry.id === id);
    return Object.fromEntries((row?.translations ?? []).map((tr) => [tr.locale, tr.state]));
  };
  const version = () => readContentVersion(t.app.database.db);

  it('refuses visitors, members and desk users without their second factor', async () => {
    expectJsonError(await call('GET', base), 401);
    expectJsonError(await call('POST', base, undefined, caseStudy()), 401);
    expectJsonError(await call('GET', base, cast.member), 403);
    expectJsonError(await call('POST', base, cast.member, caseStudy()), 403);
    expectJsonError(await call('GET', base, cast.unenrolled), 403);
    expectJsonError(await call('PUT', `${base}/1/pt-BR`, cast.unenrolled, caseStudy()), 403);
    expect((await board()).entries).toEqual([]);
  });

  it('creates an entry with its pt-BR source as a draft, the other languages missing', async () => {
    const entry = await create({ slug: 'criado-por-editora' });
    expect(entry).toMatchObject({ collection: 'case-studies', title: 'Caso de teste' });
    expect(translation(entry, 'pt-BR')).toMatchObject({
      state: 'draft',
      published: false,
      slug: 'criado-por-editora',
      version: 1,
      revision: 1,
      updatedBy: 'Elisa Editora',
      fields: { title: 'Caso de teste', anonymisedClient: true, technologies: ['n8n'] },
    });
    expect(await boardOf(entry.id)).toEqual({ 'pt-BR': 'draft', en: 'missing', es: 'missing' });
    const [event] = await listAuditEvents(t.app.database.db, { subject: `content:${entry.id}` });
    expect(event).toMatchObject({
      actorId: editor.id,
      action: 'content.created',
      details: { collection: 'case-studies', locale: 'pt-BR', slug: 'criado-por-editora' },
    });
    // An administrator reads the same entry.
    expect(answered(await call('GET', `${base}/${entry.id}`, cast.carla))).toEqual(entry);
  });

  it('refuses bad input with one message per field, and stores nothing', async () => {
    const before = (await board()).entries.length;
    const refused = expectJsonError(
      await call('POST', base, editor.jar, {
        version: 0,
        slug: 'Com Acento É',
        title: '',
        sector: 42,
        challenge: 'x',
        approach: 'y',
        quoteAgreedOn: '2026-02-30',
        technologies: 'n8n',
      }),
      400,
    );
    expect(refused.message).toBe(pt('common:errors.validation'));
    expect(refused.fieldErrors).toEqual({
      slug: [pt('common:validation.slug')],
      title: [pt('common:validation.required')],
      sector: [pt('common:validation.type')],
      quoteAgreedOn: [pt('common:validation.date')],
      technologies: [pt('common:validation.type')],
    });
    const insight = expectJsonError(
      await call('POST', '/api/admin/content/clients', editor.jar, {
        version: 0,
        slug: 'cliente-de-teste',
        name: 'Cliente de teste',
        link: 'http://example.com',
      }),
      400,
    );
    expect(insight.fieldErrors).toEqual({
      link: [pt('common:validation.url')],
      permissionOn: [pt('common:validation.required')],
    });
    for (const body of [[], { version: -1, slug: 'a' }, { version: 1.5, slug: 7 }]) {
      expect(
        expectJsonError(await call('POST', base, editor.jar, body), 400).fieldErrors,
      ).toBeDefined();
    }
    expect((await board()).entries).toHaveLength(before);
  });

  it('answers 404 for an unknown collection, entry, language or revision', async () => {
    const entry = await create({ slug: 'para-404' });
    expectJsonError(await call('GET', '/api/admin/content/recipes', editor.jar), 404);
    expectJsonError(await call('POST', '/api/admin/content/recipes', editor.jar, caseStudy()), 404);
    for (const id of ['0', 'abc', '1.5', '999999']) {
      expectJsonError(await call('GET', `${base}/${id}`, editor.jar), 404);
    }
    // The entry exists in another collection only.
    expectJsonError(await call('GET', `/api/admin/content/insights/${entry.id}`, editor.jar), 404);
    expectJsonError(await call('PUT', `${base}/${entry.id}/fr`, editor.jar, caseStudy()), 404);
    expectJsonError(
      await call('POST', `${base}/${entry.id}/en/publish`, editor.jar, { version: 0 }),
      404,
    );
    expectJsonError(
      await call('POST', `${base}/${entry.id}/pt-BR/revisions/99/restore`, editor.jar, {
        version: 1,
      }),
      404,
    );
  });

  it('keeps slugs unique per collection and language, with a 409 on the slug field', async () => {
    const first = await create({ slug: 'slug-unico' });
    const clash = expectJsonError(
      await call('POST', base, editor.jar, caseStudy({ slug: 'slug-unico' })),
      409,
    );
    expect(clash).toEqual({
      message: pt('admin:content.errors.slugTaken'),
      fieldErrors: { slug: [pt('admin:content.errors.slugTaken')] },
    });
    // The same slug in another language of another entry, or in another collection, is free.
    const second = await create({ slug: 'outro-slug' });
    answered(
      await call('PUT', `${base}/${second.id}/en`, editor.jar, caseStudy({ slug: 'slug-unico' })),
    );
    answered(
      await call('POST', '/api/admin/content/insights', editor.jar, {
        version: 0,
        slug: 'slug-unico',
        title: 'Artigo de teste',
        summary: 'Resumo de teste',
        // A rich-text field takes the editor's document (decision 0121).
        body: {
          type: 'doc',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Texto de teste' }] }],
        },
      }),
      201,
    );
    // But not twice in English within the collection.
    const enClash = await call(
      'PUT',
      `${base}/${first.id}/en`,
      editor.jar,
      caseStudy({ slug: 'slug-unico' }),
    );
    expectJsonError(enClash, 409);
  });

  it('refuses a stale save with 409 naming who saved and when, and keeps their text', async () => {
    const entry = await create({ slug: 'dois-editores' });
    const read = translation(entry, 'pt-BR');
    const first = answered<ContentEntry>(
      await call(
        'PUT',
        `${base}/${entry.id}/pt-BR`,
        cast.carla,
        caseStudy({ slug: 'dois-editores', version: read.version, title: 'Salvo por Carla' }),
      ),
    );
    const stale = await call(
      'PUT',
      `${base}/${entry.id}/pt-BR`,
      cast.bruno,
      caseStudy({ slug: 'dois-editores', version: read.version, title: 'Salvo por Bruno' }),
    );
    const conflict = expectJsonError(stale, 409) as ContentConflict;
    const current = translation(first, 'pt-BR');
    expect(conflict.current).toEqual(current);
    expect(conflict.message).toBe(
      pt('admin:content.errors.stale', {
        name: 'Carla Administradora',
        time: formatSaoPauloDateTime(new Date(current.updatedAt ?? ''), 'pt-BR', 'short'),
      }),
    );
    const after = answered<ContentEntry>(await call('GET', `${base}/${entry.id}`, editor.jar));
    expect(translation(after, 'pt-BR').fields.title).toBe('Salvo por Carla');
  });

  it('keeps the version when a save changes nothing', async () => {
    const entry = await create({ slug: 'sem-mudanca' });
    const again = answered<ContentEntry>(
      await call(
        'PUT',
        `${base}/${entry.id}/pt-BR`,
        editor.jar,
        caseStudy({ slug: 'sem-mudanca', version: 1 }),
      ),
    );
    expect(translation(again, 'pt-BR')).toMatchObject({ version: 1, revision: 1 });
  });

  it('publishes and unpublishes, moving the content version in the same step', async () => {
    const entry = await create({ slug: 'publicavel' });
    const before = await version();
    const published = answered<ContentEntry>(
      await call('POST', `${base}/${entry.id}/pt-BR/publish`, editor.jar, { version: 1 }),
    );
    expect(translation(published, 'pt-BR')).toMatchObject({
      state: 'published',
      published: true,
      unpublishedChanges: false,
      version: 2,
    });
    expect(translation(published, 'pt-BR').publishedAt).not.toBeNull();
    expect(await version()).toBe(before + 1);

    // A later save is a draft over the published text until published again.
    const saved = answered<ContentEntry>(
      await call(
        'PUT',
        `${base}/${entry.id}/pt-BR`,
        editor.jar,
        caseStudy({ slug: 'publicavel', version: 2, title: 'Novo título de teste' }),
      ),
    );
    expect(translation(saved, 'pt-BR')).toMatchObject({
      state: 'published',
      unpublishedChanges: true,
    });
    expect(await version()).toBe(before + 1);

    // A stale publish is refused like a stale save.
    expectJsonError(
      await call('POST', `${base}/${entry.id}/pt-BR/publish`, editor.jar, { version: 2 }),
      409,
    );
    expectJsonError(
      await call('POST', `${base}/${entry.id}/pt-BR/publish`, editor.jar, { version: 'x' }),
      400,
    );

    const unpublished = answered<ContentEntry>(
      await call('POST', `${base}/${entry.id}/pt-BR/unpublish`, editor.jar, { version: 3 }),
    );
    expect(translation(unpublished, 'pt-BR')).toMatchObject({ state: 'draft', published: false });
    expect(await version()).toBe(before + 2);
    const actions = (
      await listAuditEvents(t.app.database.db, { subject: `content:${entry.id}` })
    ).map((event) => event.action);
    expect(actions).toEqual([
      'content.unpublished',
      'content.saved',
      'content.published',
      'content.created',
    ]);
  });

  it('marks a translation outdated when the pt-BR source changes after it was saved', async () => {
    const entry = await create({ slug: 'com-traducao' });
    const en = answered<ContentEntry>(
      await call(
        'PUT',
        `${base}/${entry.id}/en`,
        editor.jar,
        caseStudy({ slug: 'with-translation', title: 'Test case' }),
      ),
    );
    expect(translation(en, 'en')).toMatchObject({ state: 'draft', sourceRevision: 1, version: 1 });
    answered(await call('POST', `${base}/${entry.id}/en/publish`, editor.jar, { version: 1 }));
    expect(await boardOf(entry.id)).toEqual({ 'pt-BR': 'draft', en: 'published', es: 'missing' });

    answered(
      await call(
        'PUT',
        `${base}/${entry.id}/pt-BR`,
        editor.jar,
        caseStudy({ slug: 'com-traducao', version: 1, challenge: 'Desafio mudado' }),
      ),
    );
    expect(await boardOf(entry.id)).toEqual({ 'pt-BR': 'draft', en: 'outdated', es: 'missing' });
    const read = answered<ContentEntry>(await call('GET', `${base}/${entry.id}`, editor.jar));
    expect(read.sourceRevision).toBe(2);
    expect(translation(read, 'en')).toMatchObject({ published: true, sourceRevision: 1 });

    // Saving the translation again brings it up to date with the source.
    answered(
      await call(
        'PUT',
        `${base}/${entry.id}/en`,
        editor.jar,
        caseStudy({ slug: 'with-translation', version: 2, challenge: 'Changed challenge' }),
      ),
    );
    expect(await boardOf(entry.id)).toEqual({ 'pt-BR': 'draft', en: 'published', es: 'missing' });
  });

  it('lists revisions and restores one as a new draft revision', async () => {
    const entry = await create({ slug: 'com-revisoes', title: 'Primeira versão' });
    answered(
      await call(
        'PUT',
        `${base}/${entry.id}/pt-BR`,
        editor.jar,
        caseStudy({ slug: 'com-revisoes', version: 1, title: 'Segunda versão' }),
      ),
    );
    const { revisions } = answered<ContentRevisions>(
      await call('GET', `${base}/${entry.id}/pt-BR/revisions`, editor.jar),
    );
    expect(revisions.map((r) => [r.revision, r.title, r.savedBy])).toEqual([
      [2, 'Segunda versão', 'Elisa Editora'],
      [1, 'Primeira versão', 'Elisa Editora'],
    ]);
    expectJsonError(
      await call('POST', `${base}/${entry.id}/pt-BR/revisions/1/restore`, editor.jar, {
        version: 1,
      }),
      409,
    );
    const restored = answered<ContentEntry>(
      await call('POST', `${base}/${entry.id}/pt-BR/revisions/1/restore`, editor.jar, {
        version: 2,
      }),
    );
    expect(translation(restored, 'pt-BR')).toMatchObject({
      revision: 3,
      version: 3,
      fields: { title: 'Primeira versão' },
    });
    const [event] = await listAuditEvents(t.app.database.db, { subject: `content:${entry.id}` });
    expect(event).toMatchObject({ action: 'content.restored', details: { from: 1, revision: 3 } });
  });

  it('leaves a redirect when a published slug changes, not when a draft one does', async () => {
    const redirects = () =>
      t.app.database.db
        .selectFrom('content_redirect')
        .select(['old_slug', 'locale'])
        .where('entry_id', 'in', [draft.id, live.id])
        .orderBy('old_slug')
        .execute();
    const draft = await create({ slug: 'rascunho-antigo' });
    const live = await create({ slug: 'publicado-antigo' });
    answered(await call('POST', `${base}/${live.id}/pt-BR/publish`, editor.jar, { version: 1 }));
    answered(
      await call(
        'PUT',
        `${base}/${draft.id}/pt-BR`,
        editor.jar,
        caseStudy({ slug: 'rascunho-novo', version: 1 }),
      ),
    );
    const before = await version();
    answered(
      await call(
        'PUT',
        `${base}/${live.id}/pt-BR`,
        editor.jar,
        caseStudy({ slug: 'publicado-novo', version: 2 }),
      ),
    );
    expect(await redirects()).toEqual([{ old_slug: 'publicado-antigo', locale: 'pt-BR' }]);
    expect(await version()).toBe(before + 1);
    // Another entry may take the old address: the live page wins over the redirect.
    answered(
      await call(
        'PUT',
        `${base}/${draft.id}/pt-BR`,
        editor.jar,
        caseStudy({ slug: 'publicado-antigo', version: 2 }),
      ),
    );
    expect(await redirects()).toEqual([]);
  });
});
