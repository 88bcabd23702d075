import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isCollectionName, type CollectionName } from '#shared/content/collection-names.ts';
import { splitSave, translationSaveSchema } from '#shared/content/collections.ts';
import {
  contentCalendarSchema,
  contentConflictSchema,
  contentEntrySchema,
  contentListSchema,
  contentPreviewLinkSchema,
  contentRevisionsSchema,
  contentScheduleBodySchema,
  contentVersionBodySchema,
} from '#shared/content/content-answers.ts';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import { isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';
import { errorBodySchema, noBodySchema } from '#shared/schemas/api.ts';
import { validationMessages } from '#shared/schemas/messages.ts';
import type { Database } from '#server/db/database.ts';
import { sendError } from '#server/plugins/errors.ts';
import { localeOf } from '#server/plugins/i18n.ts';
import type { RuntimePrerender } from '#server/plugins/runtime-prerender.ts';
import { requireDesk, signedInUser } from '#server/plugins/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod-type-provider.ts';
import { listContent, listRevisions, readEntry } from './content-read.service.ts';
import {
  createEntry,
  restoreRevision,
  saveTranslation,
  setPublished,
  type ChangeResult,
} from './content.service.ts';
import type { ContentPreview } from './content-preview.service.ts';
import { scheduledItems, setSchedule } from './content-schedule.service.ts';

const refusals = { '4xx': errorBodySchema, '5xx': errorBodySchema };
// 409 is either a stale version (with the translation as it is) or a slug another entry holds.
const changeAnswers = {
  200: contentEntrySchema,
  201: contentEntrySchema,
  409: z.union([contentConflictSchema, errorBodySchema]),
  ...refusals,
};

/** Editors and administrators, each with their second factor (issue 23 §1, decision 0106). */
const deskAccess = { preValidation: requireDesk };

// Path parameters arrive as text and are judged in the handler: a collection, language, entry
// or revision that cannot exist is a 404 like one that does not (decision 0013), never a 400.
const collectionParams = z.object({ collection: z.string() });
const entryParams = collectionParams.extend({ id: z.string() });
const translationParams = entryParams.extend({ locale: z.string() });
const revisionParams = translationParams.extend({ revision: z.string() });

const positiveId = (text: string | undefined): number | null =>
  text !== undefined && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;

interface Where {
  collection: CollectionName;
  entryId: number;
  locale: Locale;
}

function whereOf(params: { collection: string; id?: string; locale?: string }): Where | null {
  const entryId = positiveId(params.id);
  const locale = params.locale ?? 'pt-BR';
  if (!isCollectionName(params.collection) || entryId === null || !isSupportedLocale(locale)) {
    return null;
  }
  return { collection: params.collection, entryId, locale };
}

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  sendError(reply, 404, request.t('common:errors.notFound'));

/**
 * The editorial desk's content API (issue 23 §2, §4, §5; decision 0113). One set of routes serves
 * every collection: each save is checked against its collection's declared schema
 * (src/shared/content/collections.ts), so bad input is a 400 with one message per field. A stale
 * version is a 409 that names who changed it and when and carries the translation as it is now;
 * nothing is overwritten. Publishing, unpublishing and a moved published slug re-render the
 * public pages (decision 0094).
 */
export async function contentRoutes(
  fastify: FastifyInstance,
  {
    database,
    prerender,
    preview,
  }: { database: Database; prerender: RuntimePrerender; preview: ContentPreview },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = database.db;

  const actorOf = (request: FastifyRequest) => {
    const { user } = signedInUser(request);
    return { id: user.id, name: user.fullName };
  };

  async function answer(request: FastifyRequest, reply: FastifyReply, result: ChangeResult) {
    if (result.ok) {
      // This instance's pages follow at once; the others at their next poll (decision 0094).
      if (result.publicChange) await prerender.refresh();
      return result.entry;
    }
    if (result.reason === 'not-found') return notFound(request, reply);
    if (result.reason === 'slug-taken') {
      const message = request.t('admin:content.errors.slugTaken');
      return sendError(reply, 409, message, { slug: [message] });
    }
    if (result.reason === 'missing-media') {
      // An image field naming an id never uploaded, or swept since (decision 0138).
      const message = request.t(`common:${validationMessages.mediaMissing}`);
      return sendError(
        reply,
        400,
        request.t('common:errors.validation'),
        Object.fromEntries(result.fields.map((field) => [field, [message]])),
      );
    }
    const { current } = result;
    return reply.code(409).send({
      message: request.t('admin:content.errors.stale', {
        name: current.updatedBy ?? '',
        time:
          current.updatedAt === null
            ? ''
            : formatSaoPauloDateTime(new Date(current.updatedAt), localeOf(request), 'short'),
      }),
      current,
    });
  }

  app.get(
    '/api/admin/content/:collection',
    {
      ...deskAccess,
      schema: { params: collectionParams, response: { 200: contentListSchema, ...refusals } },
    },
    async (request, reply) => {
      const { collection } = request.params;
      if (!isCollectionName(collection)) return notFound(request, reply);
      return listContent(db, collection);
    },
  );

  app.post(
    '/api/admin/content/:collection',
    {
      ...deskAccess,
      schema: { params: collectionParams, body: noBodySchema, response: changeAnswers },
    },
    async (request, reply) => {
      const { collection } = request.params;
      if (!isCollectionName(collection)) return notFound(request, reply);
      // The collection's own schema: a ZodError becomes a 400 with fieldErrors (plugins/errors.ts).
      const save = splitSave(translationSaveSchema(collection).parse(request.body));
      const result = await createEntry(db, { collection, actor: actorOf(request), save });
      if (result.ok) reply.code(201);
      return answer(request, reply, result);
    },
  );

  app.get(
    '/api/admin/content/:collection/:id',
    {
      ...deskAccess,
      schema: { params: entryParams, response: { 200: contentEntrySchema, ...refusals } },
    },
    async (request, reply) => {
      const where = whereOf(request.params);
      if (!where) return notFound(request, reply);
      return (await readEntry(db, where.collection, where.entryId)) ?? notFound(request, reply);
    },
  );

  app.put(
    '/api/admin/content/:collection/:id/:locale',
    {
      ...deskAccess,
      schema: { params: translationParams, body: noBodySchema, response: changeAnswers },
    },
    async (request, reply) => {
      const where = whereOf(request.params);
      if (!where) return notFound(request, reply);
      const save = splitSave(translationSaveSchema(where.collection).parse(request.body));
      return answer(
        request,
        reply,
        await saveTranslation(db, { ...where, actor: actorOf(request), save }),
      );
    },
  );

  for (const [action, publish] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    app.post(
      `/api/admin/content/:collection/:id/:locale/${action}`,
      {
        ...deskAccess,
        schema: {
          params: translationParams,
          body: contentVersionBodySchema,
          response: changeAnswers,
        },
      },
      async (request, reply) => {
        const where = whereOf(request.params);
        if (!where) return notFound(request, reply);
        const { version } = request.body;
        return answer(
          request,
          reply,
          await setPublished(db, { ...where, actor: actorOf(request), version, publish }),
        );
      },
    );
  }

  // Issue 23 §5 (decision 0122): when the scheduler publishes and/or unpublishes a translation.
  // A time must lie ahead, and an unpublish after the publish (judged by the service at its
  // clock, judgeSchedule); null clears it.
  app.post(
    '/api/admin/content/:collection/:id/:locale/schedule',
    {
      ...deskAccess,
      schema: {
        params: translationParams,
        body: contentScheduleBodySchema,
        response: changeAnswers,
      },
    },
    async (request, reply) => {
      const where = whereOf(request.params);
      if (!where) return notFound(request, reply);
      const { version } = request.body;
      const publishAt = request.body.publishAt === null ? null : new Date(request.body.publishAt);
      const unpublishAt =
        request.body.unpublishAt === null ? null : new Date(request.body.unpublishAt);
      const result = await setSchedule(db, {
        ...where,
        actor: actorOf(request),
        version,
        publishAt,
        unpublishAt,
      });
      if (!result.ok && result.reason === 'invalid') {
        const fieldErrors = Object.fromEntries(
          Object.entries(result.fieldErrors).map(([field, key]) => [
            field,
            [request.t(`common:${key}`)],
          ]),
        );
        return sendError(reply, 400, request.t('common:errors.validation'), fieldErrors);
      }
      return answer(request, reply, result);
    },
  );

  // Issue 23 §5 (decision 0131): a signed, expiring link to the translation's working copy shown
  // as its public page. Only collections with public pages have one (404 otherwise).
  app.post(
    '/api/admin/content/:collection/:id/:locale/preview-link',
    {
      ...deskAccess,
      schema: {
        params: translationParams,
        body: noBodySchema,
        response: { 200: contentPreviewLinkSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const where = whereOf(request.params);
      if (!where) return notFound(request, reply);
      return (await preview.link(where)) ?? notFound(request, reply);
    },
  );

  // Issue 23 §5 (decision 0132): what the scheduler will do, for the desk's calendar.
  app.get(
    '/api/admin/content-calendar',
    { ...deskAccess, schema: { response: { 200: contentCalendarSchema, ...refusals } } },
    async () => scheduledItems(db),
  );

  app.get(
    '/api/admin/content/:collection/:id/:locale/revisions',
    {
      ...deskAccess,
      schema: { params: translationParams, response: { 200: contentRevisionsSchema, ...refusals } },
    },
    async (request, reply) => {
      const where = whereOf(request.params);
      if (!where) return notFound(request, reply);
      return (await listRevisions(db, where)) ?? notFound(request, reply);
    },
  );

  app.post(
    '/api/admin/content/:collection/:id/:locale/revisions/:revision/restore',
    {
      ...deskAccess,
      schema: { params: revisionParams, body: contentVersionBodySchema, response: changeAnswers },
    },
    async (request, reply) => {
      const where = whereOf(request.params);
      const revision = positiveId(request.params.revision);
      if (!where || revision === null) return notFound(request, reply);
      const { version } = request.body;
      return answer(
        request,
        reply,
        await restoreRevision(db, { ...where, actor: actorOf(request), version, revision }),
      );
    },
  );
}
