import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { uploadedMediaSchema } from '#shared/content/content-answers.ts';
import {
  MEDIA_FORMATS,
  MEDIA_MAX_BYTES,
  mediaContentTypes,
  mediaIdPattern,
  mediaSizeOf,
  mediaWidths,
  type MediaFormat,
} from '#shared/content/media.ts';
import { errorBodySchema } from '#shared/schemas/api.ts';
import type { Database } from '#server/db/database.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import { sendError } from '#server/plugins/errors.ts';
import { requireDesk, signedInUser } from '#server/plugins/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import { deriveMedia } from './media-derive.ts';
import { databaseMediaStore, type MediaStore } from './media-store.ts';

export interface MediaModuleDeps {
  database: Database;
  /** Defaults to the database (decision 0129); tests and a later object store pass their own. */
  store?: MediaStore;
}

const refusals = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/**
 * 413 before a byte of the body is read when its declared length says so (issue 23 §6: "refuse
 * early"). A body without a length, or longer than it declared, is cut off by the route's
 * `bodyLimit` while it is read: nothing past 5 MB is ever held in memory.
 */
async function refuseDeclaredTooLarge(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MEDIA_MAX_BYTES) {
    // The connection is closed after the answer: the client may still be sending the body.
    reply.header('connection', 'close');
    return sendError(reply, 413, request.t('admin:content.media.tooLarge'));
  }
  return undefined;
}

const fileParams = z.object({ id: z.string(), file: z.string() });

/**
 * The media store's HTTP side (issue 23 §6, §7; decision 0129): the desk's upload and the public,
 * immutable image addresses. Registered as its own plugin so its body parser (any type, as bytes)
 * applies to the upload alone.
 */
export async function mediaModule(fastify: FastifyInstance, deps: MediaModuleDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = deps.store ?? databaseMediaStore(deps.database.db);

  // The type is decided from the bytes (media-derive.ts), so every Content-Type reads as bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/api/admin/content/media',
    {
      // The guard runs before the body is read: a signed-out sender uploads nothing.
      onRequest: [requireDesk, refuseDeclaredTooLarge],
      bodyLimit: MEDIA_MAX_BYTES,
      schema: { response: { 201: uploadedMediaSchema, ...refusals } },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await deriveMedia(bytes);
      if (!result.ok) {
        return result.reason === 'unsupported-type'
          ? sendError(reply, 415, request.t('admin:content.media.unsupportedType'))
          : sendError(reply, 400, request.t('admin:content.media.undecodable'));
      }
      const { media } = result;
      const { user } = signedInUser(request);
      await store.put(media, user.id);
      await recordAuditEvent(deps.database.db, {
        actorId: user.id,
        action: 'media.uploaded',
        subject: `media:${media.mediaId}`,
        details: { type: media.sourceType, bytes: media.sourceBytes, width: media.width },
      });
      reply.code(201);
      return { mediaId: media.mediaId, width: media.width, height: media.height };
    },
  );

  // Public and immutable (decision 0129): the id is the upload's hash, so an address never
  // shows other bytes. Any stored media is served, a draft's too: its address cannot be guessed
  // (128 bits of the file's hash) and is only known to whoever saw the draft or the page.
  app.get('/media/:id/:file', { schema: { params: fileParams } }, async (request, reply) => {
    const { id, file } = request.params;
    const match = /^([1-9]\d{0,4})\.(avif|webp)$/.exec(file);
    const size = mediaIdPattern.test(id) ? mediaSizeOf(id) : null;
    const width = match ? Number(match[1]) : 0;
    const format = match?.[2] as MediaFormat | undefined;
    const data =
      size && format && MEDIA_FORMATS.includes(format) && mediaWidths(size.width).includes(width)
        ? await store.variant(id, format, width)
        : undefined;
    if (!data || !format) return sendError(reply, 404, request.t('common:errors.notFound'));
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(mediaContentTypes[format])
      .send(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  });
}
