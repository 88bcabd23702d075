import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ContentEntry, ContentList, UploadedMedia } from '#shared/content/content-answers.ts';
import { MEDIA_MAX_BYTES, mediaUrl } from '#shared/content/media.ts';
import {
  expectJsonError,
  send,
  texts,
  type CookieJar,
  useAdminCast,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { answered, contentDeskSuite } from '#server/modules/content/content.test-support.ts';

/**
 * The media store through HTTP on SQLite and PostgreSQL (issue 23 §6, §7; decisions 0129, 0130):
 * the desk's upload (201, and 400, 401/403, 413, 415), images served at immutable addresses as
 * WebP and AVIF with no metadata, never upscaled, and the image fields' alt text rule. Test
 * images are drawn here; no photograph.
 */

const pt = texts.for('pt-BR');
const en = texts.for('en');
const upload = '/api/admin/content/media';

/** A 2000×1000 PNG carrying EXIF with GPS, and a P3 ICC profile: everything a page must not leak. */
async function photoWithMetadata(format: 'png' | 'jpeg' | 'webp', width = 2000, height = 1000) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .withExif({
      IFD0: { Copyright: 'Teste', Make: 'Camera de teste' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
    })
    .withIccProfile('p3');
  const encoded = format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.webp();
  return encoded.toBuffer();
}

describe.each(testDatabases)('the media store on %s', (kind) => {
  const { t, editor } = contentDeskSuite(kind);
  const cast = useAdminCast(t);

  /** A translation's save by the editor, with the desk in English (errors in the editor's language). */
  const saveInEnglish = (url: string, payload: object) =>
    send(t.app, {
      method: 'PUT',
      url,
      jar: editor.jar,
      headers: { 'x-ui-language': 'en' },
      payload,
    });

  const post = (body: Buffer | Readable, jar: CookieJar | undefined, headers = {}) =>
    send(t.app, {
      method: 'POST',
      url: upload,
      jar,
      payload: body,
      headers: { 'content-type': 'application/octet-stream', ...headers },
    });

  it('derives WebP and AVIF widths without metadata, never upscaled, served immutable', async () => {
    const source = await photoWithMetadata('png');
    expect((await sharp(source).metadata()).exif).toBeDefined();
    // The name and type the sender claims are ignored: the bytes say PNG.
    const media = answered<UploadedMedia>(
      await post(source, editor.jar, { 'content-type': 'image/gif' }),
      201,
    );
    expect(media).toMatchObject({ width: 2000, height: 1000 });
    expect(media.mediaId).toMatch(/^[0-9a-f]{32}-2000x1000$/);
    for (const format of ['avif', 'webp'] as const) {
      for (const width of [480, 960, 1600]) {
        const served = await send(t.app, {
          method: 'GET',
          url: mediaUrl(media.mediaId, format, width),
        });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(width / 2);
        expect(metadata.exif).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
      }
    }
    // No width above 1600 and none the ladder does not name.
    for (const url of [
      mediaUrl(media.mediaId, 'webp', 2000),
      mediaUrl(media.mediaId, 'webp', 481),
      `/media/${media.mediaId}/480.png`,
      mediaUrl(`${'0'.repeat(32)}-2000x1000`, 'webp', 480),
      '/media/nothing/480.webp',
    ]) {
      expectJsonError(await send(t.app, { method: 'GET', url }), 404);
    }
    const audit = await t.app.database.db
      .selectFrom('audit_event')
      .select(['actor_id', 'subject'])
      .where('action', '=', 'media.uploaded')
      .execute();
    expect(audit).toContainEqual({ actor_id: editor.id, subject: `media:${media.mediaId}` });
  });

  it('keeps a small image at its own width (no upscaling) and reads JPEG and WebP', async () => {
    const jpeg = answered<UploadedMedia>(
      await post(await photoWithMetadata('jpeg', 300, 200), editor.jar),
      201,
    );
    expect(jpeg.mediaId).toMatch(/-300x200$/);
    const served = await send(t.app, { method: 'GET', url: mediaUrl(jpeg.mediaId, 'avif', 300) });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(300);
    expectJsonError(
      await send(t.app, { method: 'GET', url: mediaUrl(jpeg.mediaId, 'avif', 480) }),
      404,
    );
    const webp = answered<UploadedMedia>(
      await post(await photoWithMetadata('webp', 1000, 500), editor.jar),
      201,
    );
    expect(webp.mediaId).toMatch(/-1000x500$/);
  });

  it('refuses visitors, members and desk users without their second factor', async () => {
    const source = await photoWithMetadata('png', 10, 10);
    expectJsonError(await post(source, undefined), 401);
    expectJsonError(await post(source, cast.member), 403);
    expectJsonError(await post(source, cast.unenrolled), 403);
    // Another site's page cannot make an editor's browser upload (the origin check, app-wide).
    expectJsonError(await post(source, editor.jar, { origin: 'https://evil.example' }), 403);
  });

  it('refuses what is not JPEG, PNG or WebP by its bytes with 415, whatever it claims', async () => {
    const gif = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#000' },
    })
      .gif()
      .toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const [body, type] of [
      [gif, 'image/png'],
      [svg, 'image/png'],
      [Buffer.from('%PDF-1.7 not an image'), 'image/jpeg'],
      [Buffer.alloc(0), 'image/png'],
    ] as const) {
      const answer = expectJsonError(await post(body, editor.jar, { 'content-type': type }), 415);
      expect(answer.message).toBe(pt('admin:content.media.unsupportedType'));
    }
  });

  it('answers 400 for an image that cannot be decoded', async () => {
    const png = await photoWithMetadata('png', 200, 200);
    const truncated = png.subarray(0, Math.floor(png.length / 2));
    const answer = expectJsonError(await post(truncated, editor.jar), 400);
    expect(answer.message).toBe(pt('admin:content.media.undecodable'));
    // PNG's signature followed by nothing a decoder can read.
    expectJsonError(
      await post(Buffer.concat([png.subarray(0, 8), Buffer.alloc(64)]), editor.jar),
      400,
    );
  });

  it('answers 413 over 5 MB: by the declared length, and while reading a body without one', async () => {
    const declared = expectJsonError(
      await post(Buffer.alloc(16), editor.jar, {
        'content-length': String(MEDIA_MAX_BYTES + 1),
        'x-ui-language': 'en',
      }),
      413,
    );
    expect(declared.message).toBe(en('admin:content.media.tooLarge'));
    // A chunked body with no length is refused once past the limit (the route's bodyLimit).
    let sent = 0;
    const long = new Readable({
      read() {
        sent += 64 * 1024;
        this.push(sent > 2 * MEDIA_MAX_BYTES ? null : Buffer.alloc(64 * 1024));
      },
    });
    expectJsonError(await post(long, editor.jar), 413);
    // Just under the limit is read (and refused only for what it is).
    expectJsonError(await post(Buffer.alloc(MEDIA_MAX_BYTES), editor.jar), 415);
  });

  it('keeps an image field with its alt text per language, and refuses one without', async () => {
    const media = answered<UploadedMedia>(
      await post(await photoWithMetadata('png', 800, 600), editor.jar),
      201,
    );
    const insight = {
      version: 0,
      slug: 'artigo-com-capa',
      title: 'Artigo de teste',
      summary: 'Resumo de teste',
      body: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'x' }] }],
      },
    };
    const base = '/api/admin/content/insights';
    const refused = expectJsonError(
      await send(t.app, {
        method: 'POST',
        url: base,
        jar: editor.jar,
        payload: { ...insight, cover: { mediaId: media.mediaId, alt: '  ' } },
      }),
      400,
    );
    expect(refused.fieldErrors).toEqual({ cover: [pt('common:validation.altRequired')] });
    const forged = expectJsonError(
      await send(t.app, {
        method: 'POST',
        url: base,
        jar: editor.jar,
        payload: { ...insight, cover: { mediaId: '../../etc/passwd', alt: 'Texto' } },
      }),
      400,
    );
    expect(forged.fieldErrors).toEqual({ cover: [pt('common:validation.type')] });
    const entry = answered<ContentEntry>(
      await send(t.app, {
        method: 'POST',
        url: base,
        jar: editor.jar,
        payload: { ...insight, cover: { mediaId: media.mediaId, alt: 'Um quadro de teste' } },
      }),
      201,
    );
    expect(entry.translations[0]?.fields.cover).toEqual({
      mediaId: media.mediaId,
      alt: 'Um quadro de teste',
    });
    // The English translation needs its own alt text, told in the editor's language.
    const english = expectJsonError(
      await saveInEnglish(`${base}/${entry.id}/en`, {
        ...insight,
        slug: 'article-with-cover',
        cover: { mediaId: media.mediaId, alt: '' },
      }),
      400,
    );
    expect(english.fieldErrors).toEqual({ cover: [en('common:validation.altRequired')] });
  });

  it('refuses a save naming an image the store does not hold, on that field (decision 0138)', async () => {
    const media = answered<UploadedMedia>(
      await post(await photoWithMetadata('png', 640, 480), editor.jar),
      201,
    );
    // The right shape, never uploaded: the page would show a broken image.
    const never = `${'e'.repeat(32)}-1200x800`;
    const caseStudy = {
      version: 0,
      slug: 'caso-com-imagem-inexistente',
      title: 'Caso de teste',
      sector: 'Setor de teste',
      challenge: 'Desafio de teste',
      approach: 'Abordagem de teste',
      cover: { mediaId: media.mediaId, alt: 'Capa de teste' },
      logo: { mediaId: never, alt: 'Logo de teste' },
    };
    const base = '/api/admin/content/case-studies';
    const refused = expectJsonError(
      await send(t.app, { method: 'POST', url: base, jar: editor.jar, payload: caseStudy }),
      400,
    );
    expect(refused.fieldErrors).toEqual({ logo: [pt('common:validation.mediaMissing')] });
    // Nothing was created by the refused save.
    const board = answered<ContentList>(
      await send(t.app, { method: 'GET', url: base, jar: editor.jar }),
    );
    expect(JSON.stringify(board)).not.toContain('caso-com-imagem-inexistente');

    const entry = answered<ContentEntry>(
      await send(t.app, {
        method: 'POST',
        url: base,
        jar: editor.jar,
        payload: { ...caseStudy, logo: null },
      }),
      201,
    );
    // A translation's save is checked the same way, in the editor's language.
    const english = expectJsonError(
      await saveInEnglish(`${base}/${entry.id}/en`, {
        ...caseStudy,
        slug: 'case-with-a-missing-image',
        cover: { mediaId: never, alt: 'Test cover' },
        logo: null,
      }),
      400,
    );
    expect(english.fieldErrors).toEqual({ cover: [en('common:validation.mediaMissing')] });
    const saved = answered<ContentEntry>(
      await send(t.app, {
        method: 'PUT',
        url: `${base}/${entry.id}/en`,
        jar: editor.jar,
        payload: {
          ...caseStudy,
          slug: 'case-with-a-missing-image',
          cover: { mediaId: media.mediaId, alt: 'Test cover' },
          logo: null,
        },
      }),
    );
    expect(saved.translations.find((tr) => tr.locale === 'en')?.fields.cover).toEqual({
      mediaId: media.mediaId,
      alt: 'Test cover',
    });
  });
});
