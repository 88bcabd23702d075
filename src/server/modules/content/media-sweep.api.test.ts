import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ContentEntry, UploadedMedia } from '#shared/content/content-answers.ts';
import { mediaUrl } from '#shared/content/media.ts';
import { richTextDocumentOf } from '#shared/content/rich-text-field.ts';
import { send } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { answered, contentDeskSuite, deskWrite } from './content.test-support.ts';
import { MEDIA_GRACE_MS, sweepUnreferencedMedia } from './media-sweep.ts';

/**
 * The clean-up of unreferenced media on SQLite and PostgreSQL (issue 23 §6, §7; decision 0138):
 * an image a working copy, a published copy or a kept revision names stays, an upload younger
 * than the grace period stays, an old image nothing names goes (its variants, its address), with
 * an audit event. Test images are drawn here.
 */

describe.each(testDatabases)('the media sweep on %s', (kind) => {
  const { t, editor } = contentDeskSuite(kind);

  async function upload(red: number): Promise<string> {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: red, g: 90, b: 30 } },
    })
      .png()
      .toBuffer();
    const media = answered<UploadedMedia>(
      await send(t.app, {
        method: 'POST',
        url: '/api/admin/content/media',
        jar: editor.jar,
        payload: png,
        headers: { 'content-type': 'application/octet-stream' },
      }),
      201,
    );
    return media.mediaId;
  }

  const served = async (mediaId: string) =>
    (await send(t.app, { method: 'GET', url: mediaUrl(mediaId, 'webp', 64) })).statusCode;

  const uploadedAt = (when: Date, ids: string[]) =>
    t.app.database.db
      .updateTable('media')
      .set({ created_at: when.toISOString() })
      .where('id', 'in', ids)
      .execute();

  it('keeps what a draft, a published copy or a revision names and fresh uploads; deletes the rest', async () => {
    const draft = await upload(10);
    const published = await upload(60);
    const revised = await upload(110);
    const inBody = await upload(160);
    const fresh = await upload(210);
    const orphan = await upload(250);
    const insight = (slug: string, cover: string, body = 'Texto de teste') => ({
      version: 0,
      slug,
      title: 'Artigo de teste',
      summary: 'Resumo de teste',
      body: richTextDocumentOf(body),
      cover: { mediaId: cover, alt: 'Imagem de teste' },
    });
    const base = '/api/admin/content/insights';
    // `published` is the public copy; the working copy moved on to `draft`.
    let entry = await deskWrite(t.app, editor.jar, 'POST', base, insight('com-capa', published));
    const version = (e: ContentEntry) => e.translations[0]?.version ?? 0;
    entry = await deskWrite(t.app, editor.jar, 'POST', `${base}/${entry.id}/pt-BR/publish`, {
      version: version(entry),
    });
    await deskWrite(t.app, editor.jar, 'PUT', `${base}/${entry.id}/pt-BR`, {
      ...insight('com-capa', draft),
      version: version(entry),
    });
    // `revised` is named by an old revision only (restore must still find it).
    let other = await deskWrite(t.app, editor.jar, 'POST', base, insight('outro', revised));
    other = await deskWrite(t.app, editor.jar, 'PUT', `${base}/${other.id}/pt-BR`, {
      ...insight('outro', draft),
      version: version(other),
    });
    // `inBody` is an image inside a rich-text body (its address names the media id).
    await t.app.database.db
      .updateTable('content_revision')
      .set({
        fields_json: JSON.stringify({ body: { src: mediaUrl(inBody, 'webp', 64) } }),
      })
      .where('entry_id', '=', other.id)
      .where('revision', '=', 2)
      .execute();

    const now = new Date();
    const old = new Date(now.getTime() - MEDIA_GRACE_MS - 60_000);
    await uploadedAt(old, [draft, published, revised, inBody, orphan]);
    // Just inside the grace period: an upload whose entry is not saved yet.
    await uploadedAt(new Date(now.getTime() - MEDIA_GRACE_MS + 60_000), [fresh]);

    expect(await sweepUnreferencedMedia(t.app.database.db, now)).toEqual([orphan]);
    expect(await served(orphan)).toBe(404);
    for (const id of [draft, published, revised, inBody, fresh]) expect(await served(id)).toBe(200);
    const variants = await t.app.database.db
      .selectFrom('media_variant')
      .select('media_id')
      .where('media_id', '=', orphan)
      .execute();
    expect(variants).toEqual([]);
    const events = await t.app.database.db
      .selectFrom('audit_event')
      .select(['actor_id', 'subject'])
      .where('action', '=', 'media.deleted')
      .execute();
    expect(events).toEqual([{ actor_id: null, subject: `media:${orphan}` }]);

    // Without any revision, the working and the published copies alone keep their images;
    // what only revisions named goes. A second sweep deletes nothing twice.
    await t.app.database.db.deleteFrom('content_revision').execute();
    const second = await sweepUnreferencedMedia(t.app.database.db, now);
    expect(second.sort()).toEqual([inBody, revised].sort());
    expect(await sweepUnreferencedMedia(t.app.database.db, now)).toEqual([]);
    for (const id of [draft, published, fresh]) expect(await served(id)).toBe(200);
    // A save naming a swept image is refused on its field (decision 0138).
    const refused = await send(t.app, {
      method: 'PUT',
      url: `${base}/${other.id}/pt-BR`,
      jar: editor.jar,
      payload: { ...insight('outro', revised), version: version(other) },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['cover']);
  });
});
