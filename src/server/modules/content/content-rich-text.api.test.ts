import { describe, expect, it } from 'vitest';
import type { ContentEntry } from '#shared/content/content-answers.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { expectJsonError, send, texts } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { answered, contentDeskSuite } from './content.test-support.ts';
import { findPublished } from './content-public.service.ts';

/**
 * Rich-text fields of the desk (issue 23 §6, §8; decisions 0118 and 0121) through HTTP on SQLite
 * and PostgreSQL: an insight's body is stored as the editor's document, exactly as sent; a
 * document the allow-list would change (script, `javascript:` link, unknown node or mark, an
 * attribute Tiptap does not write) is refused with a 400 on the field in the editor's language,
 * never stored altered; an empty required body is missing; a body past the request limit is a
 * 413; a body from the textarea era (a string) still reads and publishes as it was. Test content.
 */

const base = '/api/admin/content/insights';

const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
// What Tiptap 3's getJSON writes for a link, its defaults included.
const tiptapLink = (href: string) => ({
  type: 'link',
  attrs: { href, target: '_blank', rel: 'noopener noreferrer nofollow', class: null, title: null },
});

const written = doc(
  { type: 'heading', attrs: { level: 2 }, content: [text('Resultados de teste')] },
  paragraph(
    text('Um texto '),
    text('em negrito', [{ type: 'bold' }]),
    text(' com '),
    text('um link', [tiptapLink('https://example.com/teste')]),
  ),
  { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('Item'))] }] },
  { type: 'codeBlock', attrs: { language: null }, content: [text('const a = 1;')] },
  // The editor keeps an empty paragraph last, to type after a block.
  { type: 'paragraph' },
);

const insight = (overrides: Record<string, unknown> = {}) => ({
  version: 0,
  slug: 'artigo-rico',
  title: 'Artigo de teste',
  summary: 'Resumo de teste',
  body: written,
  ...overrides,
});

describe.each(testDatabases)('rich-text fields of the content desk on %s', (kind) => {
  const { t, editor } = contentDeskSuite(kind);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, locale?: Locale) =>
    send(t.app, {
      method,
      url,
      jar: editor.jar,
      ...(payload ? { payload } : {}),
      ...(locale ? { headers: { 'x-ui-language': locale } } : {}),
    });
  const count = async () =>
    Number(
      (
        await t.app.database.db
          .selectFrom('content_entry')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores the body as the document the editor sent, and publishes it as such', async () => {
    const entry = answered<ContentEntry>(await call('POST', base, insight()), 201);
    const pt = entry.translations.find((tr) => tr.locale === 'pt-BR');
    expect(pt?.fields.body).toEqual(written);
    const read = answered<ContentEntry>(await call('GET', `${base}/${entry.id}`));
    expect(read.translations[0]?.fields.body).toEqual(written);
    answered(await call('POST', `${base}/${entry.id}/pt-BR/publish`, { version: pt?.version }));
    const page = await findPublished(t.app.database.db, 'insights', 'pt-BR', 'artigo-rico');
    expect(page).toMatchObject({ kind: 'page', item: { fields: { body: written } } });
  });

  it.each([
    ['a script node', doc({ type: 'script', content: [text('alert(1)')] })],
    ['a javascript: link', doc(paragraph(text('x', [tiptapLink('javascript:alert(1)')])))],
    [
      'an unknown mark',
      doc(paragraph(text('x', [{ type: 'textStyle', attrs: { color: 'red' } }]))),
    ],
    ['an unknown node', doc({ type: 'iframe', attrs: { src: 'https://example.com' } })],
    ['a style attribute', doc({ type: 'paragraph', attrs: { style: 'x' }, content: [text('x')] })],
    ['an event key', doc({ type: 'paragraph', onclick: 'alert(1)', content: [text('x')] })],
    [
      'a link target',
      doc(paragraph(text('x', [{ type: 'link', attrs: { href: '/a', target: '_top' } }]))),
    ],
    ['raw HTML in a node', doc({ type: 'html', content: '<img src=x onerror=alert(1)>' })],
  ])('refuses a body with %s, in the editor’s language, storing nothing', async (_name, body) => {
    const before = await count();
    for (const locale of ['pt-BR', 'en', 'es'] as const) {
      const refused = expectJsonError(
        await call(
          'POST',
          base,
          insight({ slug: `recusado-${locale.toLowerCase()}`, body }),
          locale,
        ),
        400,
      );
      const say = texts.for(locale);
      expect(refused).toEqual({
        message: say('common:errors.validation'),
        fieldErrors: { body: [say('common:validation.richText')] },
      });
    }
    expect(await count()).toBe(before);
  });

  it('refuses a save that would change a stored body, and keeps the stored one', async () => {
    const entry = answered<ContentEntry>(
      await call('POST', base, insight({ slug: 'sem-mudanca' })),
      201,
    );
    const bad = doc(paragraph(text('<script>', [tiptapLink('JaVa\tScRiPt:alert(1)')])));
    const refused = expectJsonError(
      await call(
        'PUT',
        `${base}/${entry.id}/pt-BR`,
        insight({ slug: 'sem-mudanca', version: 1, body: bad }),
      ),
      400,
    );
    expect(Object.keys(refused.fieldErrors ?? {})).toEqual(['body']);
    const read = answered<ContentEntry>(await call('GET', `${base}/${entry.id}`));
    expect(read.translations[0]).toMatchObject({ version: 1, fields: { body: written } });
  });

  it('counts an empty body as missing, and refuses one that is not a document', async () => {
    const pt = texts.for('pt-BR');
    for (const body of [
      undefined,
      '',
      doc(),
      doc({ type: 'paragraph' }, paragraph(text('   '))),
      doc({ type: 'horizontalRule' }),
    ]) {
      const refused = expectJsonError(
        await call('POST', base, insight({ slug: 'vazio', body })),
        400,
      );
      expect(refused.fieldErrors, JSON.stringify(body)).toEqual({
        body: [pt('common:validation.required')],
      });
    }
    for (const body of ['Texto solto', 42, [written], { type: 'paragraph' }]) {
      const refused = expectJsonError(
        await call('POST', base, insight({ slug: 'tipo', body })),
        400,
      );
      expect(refused.fieldErrors, JSON.stringify(body)).toEqual({
        body: [pt('common:validation.type')],
      });
    }
    // A case study's body is optional: an empty editor stores no body.
    const study = answered<ContentEntry>(
      await call('POST', '/api/admin/content/case-studies', {
        version: 0,
        slug: 'caso-sem-corpo',
        title: 'Caso de teste',
        sector: 'Setor de teste',
        challenge: 'Desafio de teste',
        approach: 'Abordagem de teste',
        body: doc({ type: 'paragraph' }),
      }),
      201,
    );
    expect(study.translations[0]?.fields).not.toHaveProperty('body');
  });

  it('answers 413 for a body past the request limit (100 KB), storing nothing', async () => {
    const before = await count();
    const long = doc(...Array.from({ length: 30 }, () => paragraph(text('palavra '.repeat(500)))));
    const refused = expectJsonError(
      await call('POST', base, insight({ slug: 'longo-demais', body: long })),
      413,
    );
    expect(refused.message).toBe(texts.for('pt-BR')('common:errors.payloadTooLarge'));
    expect(await count()).toBe(before);
  });

  it('keeps a body saved as text before rich text: it reads, stays published, and saves over', async () => {
    const entry = answered<ContentEntry>(
      await call('POST', base, insight({ slug: 'da-era-do-texto' })),
      201,
    );
    answered(await call('POST', `${base}/${entry.id}/pt-BR/publish`, { version: 1 }));
    // A row as the textarea wrote it (decision 0113): the body a plain string, published.
    const legacy = JSON.stringify({
      title: 'Artigo de teste',
      summary: 'Resumo de teste',
      body: 'Primeiro parágrafo.\n\nSegundo parágrafo.',
    });
    await t.app.database.db
      .updateTable('content_translation')
      .set({ fields_json: legacy, published_json: legacy })
      .where('entry_id', '=', entry.id)
      .execute();
    const read = answered<ContentEntry>(await call('GET', `${base}/${entry.id}`));
    expect(read.translations[0]?.fields.body).toBe('Primeiro parágrafo.\n\nSegundo parágrafo.');
    expect(
      await findPublished(t.app.database.db, 'insights', 'pt-BR', 'da-era-do-texto'),
    ).toMatchObject({
      kind: 'page',
      item: { fields: { body: 'Primeiro parágrafo.\n\nSegundo parágrafo.' } },
    });
    // The desk sends it back as a document (richTextDocumentOf); the published copy is unchanged
    // until it is published again.
    const saved = answered<ContentEntry>(
      await call(
        'PUT',
        `${base}/${entry.id}/pt-BR`,
        insight({ slug: 'da-era-do-texto', version: 2 }),
      ),
    );
    expect(saved.translations[0]).toMatchObject({
      unpublishedChanges: true,
      fields: { body: written },
    });
    expect(
      await findPublished(t.app.database.db, 'insights', 'pt-BR', 'da-era-do-texto'),
    ).toMatchObject({ item: { fields: { body: 'Primeiro parágrafo.\n\nSegundo parágrafo.' } } });
  });
});
