import { z } from 'zod';
import {
  baseTypeError,
  optionalMultilineTextField,
  optionalTextField,
  requiredTextField,
} from '#shared/schemas/fields.ts';
import { validationMessages as m } from '#shared/schemas/messages.ts';
import { parseCalendarDate } from '#shared/tools/calendar-date.ts';
import type { CollectionName } from './collection-names.ts';
import { mediaIdPattern, type ImageValue } from './media.ts';
import { richTextField, type RichTextDocument } from './rich-text-field.ts';

/**
 * The editorial desk's collections (issue 23 §2), each declared once, as data (STYLE.md "Content
 * types declared once", after Payload's collection configs): its fields with their kinds and
 * rules. The API's validation, the desk's form and its board all follow from this table; nothing
 * is written by hand per collection (decision 0113).
 *
 * Every field is per language today (a translation holds all of them): the client's name or a
 * date is typed again in each language. Moving language-independent fields to the entry is a
 * later step (decision 0113 "Left").
 */

/**
 * `richText` is a ProseMirror document written in the desk's editor and checked against the
 * allow-list (issue 23 §6, decisions 0118 and 0121); `multiline` is plain text. `image` is an
 * uploaded media id with its alt text in the translation's language (issue 23 §6, decision 0130).
 */
export type FieldKind =
  'text' | 'multiline' | 'richText' | 'url' | 'date' | 'list' | 'boolean' | 'image';

export interface FieldDeclaration {
  kind: FieldKind;
  required?: boolean;
}

export interface CollectionDeclaration {
  /** The field the desk's list shows for an entry (always a required text field). */
  titleField: string;
  fields: Record<string, FieldDeclaration>;
}

const text = (required = false): FieldDeclaration => ({ kind: 'text', required });
const multiline = (required = false): FieldDeclaration => ({ kind: 'multiline', required });
const richText = (required = false): FieldDeclaration => ({ kind: 'richText', required });
const image: FieldDeclaration = { kind: 'image' };

export const collections = {
  // Issue 23 §2: client (or anonymised), sector, challenge, approach, results, technologies,
  // services, an optional quote with the date the quoted person agreed. Results are one figure a
  // line for now (value, unit, date in words): a structured figures field comes with the public
  // page's structured data. The cover is the page's image; the logo the client's (issue 23 §6).
  'case-studies': {
    titleField: 'title',
    fields: {
      title: text(true),
      cover: image,
      logo: image,
      summary: multiline(),
      client: text(),
      anonymisedClient: { kind: 'boolean' },
      sector: text(true),
      challenge: multiline(true),
      approach: multiline(true),
      results: multiline(),
      technologies: { kind: 'list' },
      services: { kind: 'list' },
      quote: multiline(),
      quoteAuthor: text(),
      quoteAgreedOn: { kind: 'date' },
      body: richText(),
    },
  },
  // Issue 23 §2: title, summary, body, author (a team member), tags, publish date. Reading time is
  // computed from the body, not typed.
  insights: {
    titleField: 'title',
    fields: {
      title: text(true),
      summary: multiline(true),
      cover: image,
      body: richText(true),
      author: text(),
      tags: { kind: 'list' },
      publishedOn: { kind: 'date' },
    },
  },
  // Issue 23 §2: name, role, photo, bio, LinkedIn; shown on /about.
  team: {
    titleField: 'name',
    fields: {
      name: text(true),
      role: text(true),
      photo: image,
      bio: multiline(),
      linkedin: { kind: 'url' },
    },
  },
  // Issue 23 §2: logo, name, link, the date of permission, a testimonial.
  clients: {
    titleField: 'name',
    fields: {
      name: text(true),
      logo: image,
      link: { kind: 'url' },
      permissionOn: { kind: 'date', required: true },
      testimonial: multiline(),
      testimonialAuthor: text(),
    },
  },
} as const satisfies Record<CollectionName, CollectionDeclaration>;

const TEXT_MAX = 200;
const MULTILINE_MAX = 20_000;
const LIST_MAX = 20;
export const SLUG_MAX = 80;

const whenFilled = (payload: { value: unknown }) =>
  typeof payload.value === 'string' && payload.value.length > 0;

/** Lower-case words of a-z and digits joined by single hyphens: the same on every address. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugField = requiredTextField(SLUG_MAX).check(
  z.refine<string>((text) => slugPattern.test(text), { error: m.slug, when: whenFilled }),
);

const dateField = z
  .string({ error: baseTypeError })
  .trim()
  .check(
    z.refine<string>((text) => parseCalendarDate(text) !== null, {
      error: m.date,
      when: whenFilled,
    }),
  )
  .transform((text) => (text === '' ? undefined : text))
  .optional();

const requiredDateField = z
  .string({ error: baseTypeError })
  .trim()
  .check(
    z.refine<string>((text) => text.length > 0, { error: m.required }),
    z.refine<string>((text) => parseCalendarDate(text) !== null, {
      error: m.date,
      when: whenFilled,
    }),
  );

const httpsUrlField = z
  .string({ error: baseTypeError })
  .trim()
  .check(
    z.refine<string>(
      (text) => URL.canParse(text) && new URL(text).protocol === 'https:' && text.length <= 300,
      { error: m.url, when: whenFilled },
    ),
  )
  .transform((text) => (text === '' ? undefined : text))
  .optional();

const listField = z
  .array(requiredTextField(80), { error: baseTypeError })
  .check(z.refine((items) => items.length <= LIST_MAX, { error: m.tooLong }))
  .optional();

const ALT_MAX = 300;

/**
 * An image (issue 23 §6, decision 0130): an uploaded media id and its alt text, which a page needs
 * in its own language, so an image without one is refused (`validation.altRequired` on the
 * field). Absent or null is no image. The id's form is checked here; the upload made it.
 */
const imageField = z
  .object(
    {
      mediaId: z
        .string({ error: baseTypeError })
        .check(z.refine<string>((id) => mediaIdPattern.test(id), { error: m.type })),
      alt: z
        .string({ error: baseTypeError })
        .trim()
        .check(
          z.refine<string>((text) => text.length <= ALT_MAX, { error: m.tooLong }),
          // An alt is one line of text: no line breaks, tabs or NUL.
          z.refine<string>((text) => ![...text].some((c) => c.charCodeAt(0) < 32), {
            error: m.singleLine,
          }),
        ),
    },
    { error: baseTypeError },
  )
  .check(z.refine((value) => value.alt.length > 0, { error: m.altRequired, path: ['alt'] }))
  .nullish()
  .transform((value): ImageValue | undefined => value ?? undefined);

function fieldSchema(field: FieldDeclaration): z.ZodType {
  switch (field.kind) {
    case 'text':
      return field.required ? requiredTextField(TEXT_MAX) : optionalTextField(TEXT_MAX);
    case 'multiline':
      return field.required
        ? z
            .string({ error: baseTypeError })
            .trim()
            .check(
              z.refine<string>((text) => text.length > 0, { error: m.required }),
              z.refine<string>((text) => text.length <= MULTILINE_MAX, { error: m.tooLong }),
              z.refine<string>((text) => !text.includes('\u0000'), { error: m.type }),
            )
        : optionalMultilineTextField(MULTILINE_MAX);
    case 'richText':
      return richTextField(field.required === true);
    case 'url':
      return httpsUrlField;
    case 'date':
      return field.required ? requiredDateField : dateField;
    case 'list':
      return listField;
    case 'boolean':
      return z.boolean({ error: baseTypeError }).optional();
    case 'image':
      return imageField;
  }
}

/** A translation's fields as stored: what the collection's schema gives out. */
export type TranslationFields = Record<
  string,
  string | boolean | string[] | RichTextDocument | ImageValue | undefined
>;

const schemaCache = new Map<CollectionName, z.ZodType<{ slug: string; version: number }>>();

/**
 * What a save of one translation sends: the version it was read at (0 for a new translation), its
 * slug, and the collection's fields, flat, so each field gets its own `fieldErrors` entry.
 * Unknown keys are dropped (zod's default), so a field removed from the declaration is ignored.
 */
export function translationSaveSchema(collection: CollectionName) {
  const cached = schemaCache.get(collection);
  if (cached) return cached;
  const shape: Record<string, z.ZodType> = {
    version: z.number({ error: baseTypeError }).int({ error: m.type }).min(0, { error: m.type }),
    slug: slugField,
  };
  for (const [name, field] of Object.entries(collections[collection].fields)) {
    shape[name] = fieldSchema(field);
  }
  const schema = z.object(shape) as unknown as z.ZodType<{ slug: string; version: number }>;
  schemaCache.set(collection, schema);
  return schema;
}

/** Separates a parsed save into its version, slug and the fields stored as JSON. */
export function splitSave(parsed: { slug: string; version: number }): {
  version: number;
  slug: string;
  fields: TranslationFields;
} {
  const { slug, version, ...fields } = parsed as {
    slug: string;
    version: number;
  } & TranslationFields;
  return { slug, version, fields };
}
