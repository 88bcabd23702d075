import { z } from 'zod';
import { leadFilterKeys, leadFilterSearch, leadIdSchema, leadListQuerySchema } from './leads.ts';
import { validationMessages as m } from './messages.ts';

/**
 * Named saved views of the lead desk (issue 26 §4, decision 0088): an admin keeps the desk's
 * current filters under a name. A view is the desk's address query (`status=new&source=home`),
 * so opening one is navigating to it and a shared address keeps working without any view.
 */

export const LEAD_VIEW_NAME_MAX_LENGTH = 60;
/** How many views one admin may keep: a menu, not a database (decision 0088). */
export const LEAD_VIEWS_PER_ADMIN = 50;
/** The longest query a view stores: the search (200) escaped, plus the other filters. */
export const LEAD_VIEW_QUERY_MAX_LENGTH = 1000;

/**
 * The keys a view keeps: what the lead list filters and sorts by. Not the page (a view starts on
 * the first page), nor the open lead, nor the page size (the desk has one).
 */
export const leadViewKeys = leadFilterKeys;
export type LeadViewKey = (typeof leadViewKeys)[number];

/** The same rules as the lead list's query (leads.ts), for the keys a view keeps. */
const viewFilterSchema = leadListQuerySchema.pick({
  q: true,
  status: true,
  source: true,
  hasToolResult: true,
  assignee: true,
  sort: true,
  order: true,
});

/** What a view's query stores: the keys in a fixed order, defaults left out, each key once. */
export function canonicalViewQuery(filter: z.output<typeof viewFilterSchema>): string {
  return leadFilterSearch(filter);
}

/** A view's name: one trimmed line of 1–60 characters. */
const viewNameSchema = z
  .string({ error: (i) => (i.input === undefined ? m.required : m.type) })
  .trim()
  .min(1, m.required)
  .max(LEAD_VIEW_NAME_MAX_LENGTH, m.tooLong)
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), m.singleLine);

/**
 * A view's query as the desk's address has it (a leading `?` allowed): every key one the lead
 * list knows and a view keeps, each once, each value valid for the lead list; stored canonical,
 * so the same filters saved twice read the same.
 */
const viewQuerySchema = z
  .string({ error: (i) => (i.input === undefined ? m.required : m.type) })
  .max(LEAD_VIEW_QUERY_MAX_LENGTH, m.tooLong)
  .transform((text, ctx) => {
    const params = new URLSearchParams(text.startsWith('?') ? text.slice(1) : text);
    const seen = new Set<string>();
    const fields: Record<string, string> = {};
    for (const [key, value] of params) {
      if (!(leadViewKeys as readonly string[]).includes(key) || seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: m.viewQuery });
        return z.NEVER;
      }
      seen.add(key);
      fields[key] = value;
    }
    const parsed = viewFilterSchema.safeParse(fields);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: m.viewQuery });
      return z.NEVER;
    }
    return canonicalViewQuery(parsed.data);
  });

/** Body of POST /api/admin/lead-views. */
export const leadViewCreateSchema = z.strictObject(
  { name: viewNameSchema, query: viewQuerySchema },
  { error: m.type },
);
export type LeadViewCreate = z.input<typeof leadViewCreateSchema>;

/** Body of PATCH /api/admin/lead-views/:id: a new name, new filters, or both. */
export const leadViewUpdateSchema = z
  .strictObject(
    { name: viewNameSchema.optional(), query: viewQuerySchema.optional() },
    { error: m.type },
  )
  .refine((body) => body.name !== undefined || body.query !== undefined, {
    error: m.required,
    path: ['name'],
  });
export type LeadViewUpdate = z.input<typeof leadViewUpdateSchema>;

/** The form that names a view (save and rename): the same rule as the server's. */
export const leadViewNameFormSchema = z.object({ name: viewNameSchema });

/** `:id` of a view: a positive integer, else 404 like any view that is not the admin's. */
export const leadViewParamsSchema = z.object({
  id: z.string().transform((text) => leadIdSchema.safeParse(text).data ?? null),
});

export const leadViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  query: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeadView = z.infer<typeof leadViewSchema>;
export const leadViewListSchema = z.array(leadViewSchema);
