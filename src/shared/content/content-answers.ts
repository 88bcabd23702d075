import { z } from 'zod';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { errorBodySchema } from '#shared/schemas/api.ts';
import { baseTypeError } from '#shared/schemas/fields.ts';
import { validationMessages as m } from '#shared/schemas/messages.ts';
import { collectionNames } from './collection-names.ts';

/**
 * What the desk's content API answers (issue 23 §2, §4, §5; decision 0113): the types the client
 * reads are z.infer of these schemas, the ones the routes serialise with (decision 0095).
 */

/**
 * A translation's state on the board (issue 23 §4): missing (no translation), draft (never
 * published, or unpublished), published, or outdated (the pt-BR source changed after it was last
 * saved; this wins over draft and published, since it is what needs work).
 */
export const translationStates = ['missing', 'draft', 'published', 'outdated'] as const;
export type TranslationState = (typeof translationStates)[number];

const localeSchema = z.enum(supportedLocales);

export const translationSummarySchema = z.object({
  locale: localeSchema,
  state: z.enum(translationStates),
  /** Published is visible to visitors; an outdated translation may be either. */
  published: z.boolean(),
  /** Saved changes the public page does not show yet (published before the last save). */
  unpublishedChanges: z.boolean(),
  slug: z.string().nullable(),
  /** The optimistic lock a save sends back; 0 for a missing translation. */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type TranslationSummary = z.infer<typeof translationSummarySchema>;

export const contentEntrySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  translations: z.array(translationSummarySchema),
});

export const contentListSchema = z.object({
  collection: z.enum(collectionNames),
  entries: z.array(contentEntrySummarySchema),
});
export type ContentList = z.infer<typeof contentListSchema>;

export const translationDetailSchema = translationSummarySchema.extend({
  fields: z.record(z.string(), z.unknown()),
  revision: z.number().int(),
  /** The pt-BR revision it was saved against (for pt-BR, its own). */
  sourceRevision: z.number().int(),
  publishedAt: z.string().nullable(),
  /** When the scheduler publishes or unpublishes it (issue 23 §5, decision 0122); ISO instants. */
  publishAt: z.string().nullable(),
  unpublishAt: z.string().nullable(),
});
export type TranslationDetail = z.infer<typeof translationDetailSchema>;

export const contentEntrySchema = z.object({
  id: z.number().int(),
  collection: z.enum(collectionNames),
  title: z.string(),
  /** The pt-BR source's current revision, against which the others are outdated or not. */
  sourceRevision: z.number().int(),
  translations: z.array(translationDetailSchema),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

/** 409 of a stale save: who changed it and when (in the message), and the translation as it is. */
export const contentConflictSchema = errorBodySchema.extend({
  current: translationDetailSchema,
});
export type ContentConflict = z.infer<typeof contentConflictSchema>;

export const contentRevisionsSchema = z.object({
  revisions: z.array(
    z.object({
      revision: z.number().int(),
      slug: z.string(),
      title: z.string(),
      savedAt: z.string(),
      savedBy: z.string().nullable(),
    }),
  ),
});
export type ContentRevisions = z.infer<typeof contentRevisionsSchema>;

/** Publish, unpublish and restore send the version they were read at. */
export const contentVersionBodySchema = z.object({
  version: z.number({ error: baseTypeError }).int({ error: m.type }).min(0, { error: m.type }),
});

/**
 * A translation's schedule (issue 23 §5, decision 0122): instants with their offset (the desk
 * reads them in São Paulo time), null for none; the version it was read at, as for publishing.
 */
const instant = z
  .string({ error: baseTypeError })
  .check(
    z.refine<string>(
      (text) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text) &&
        !Number.isNaN(Date.parse(text)),
      { error: m.type },
    ),
  )
  .nullable();

export const contentScheduleBodySchema = z.object({
  version: z.number({ error: baseTypeError }).int({ error: m.type }).min(0, { error: m.type }),
  publishAt: instant,
  unpublishAt: instant,
});
export type ContentScheduleBody = z.infer<typeof contentScheduleBodySchema>;

/** What an image upload answers (201, issue 23 §6, decision 0129): the id the form stores. */
export const uploadedMediaSchema = z.object({
  mediaId: z.string(),
  width: z.number(),
  height: z.number(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;
/**
 * A preview link (issue 23 §5, decision 0131): the public page's address with its signed token
 * (relative: the desk shows it on its own origin), and when it stops working.
 */
export const contentPreviewLinkSchema = z.object({
  path: z.string(),
  expiresAt: z.string(),
});
export type ContentPreviewLink = z.infer<typeof contentPreviewLinkSchema>;

/** What the scheduler will do (issue 23 §5's calendar, decision 0132), the soonest first. */
export const contentCalendarSchema = z.object({
  items: z.array(
    z.object({
      collection: z.enum(collectionNames),
      entryId: z.number().int(),
      locale: localeSchema,
      title: z.string(),
      action: z.enum(['publish', 'unpublish']),
      /** ISO instant; the desk shows it on its São Paulo day. */
      at: z.string(),
    }),
  ),
});
export type ContentCalendar = z.infer<typeof contentCalendarSchema>;
