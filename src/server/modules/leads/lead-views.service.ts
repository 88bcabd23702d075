import type { Kysely } from 'kysely';
import { LEAD_VIEWS_PER_ADMIN, type LeadView } from '#shared/schemas/lead-views.ts';
import { toIsoString, type DB } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/errors.ts';

/**
 * An admin's named saved views of the lead desk (issue 26 §4, decision 0088). Every read and
 * write names the admin: a view of another admin is as absent as one that never existed, so its
 * id tells nothing (404, never 403).
 */

export type LeadViewResult =
  | { ok: true; view: LeadView }
  | { ok: false; reason: 'not-found' | 'name-taken' | 'limit-reached' };

type Row = {
  id: number;
  name: string;
  query: string;
  created_at: Date | string;
  updated_at: Date | string;
};

const viewOf = (row: Row): LeadView => ({
  id: Number(row.id),
  name: row.name,
  query: row.query,
  createdAt: toIsoString(row.created_at),
  updatedAt: toIsoString(row.updated_at),
});

/**
 * Names compare without case or accents ("Novos" and "novos" are one name to a person); the
 * databases compare bytes (SQLite) or by collation (PostgreSQL), so the comparison is made here,
 * over the admin's few views, and the unique index only guards two identical names at once.
 */
const sameName = (a: string, b: string) =>
  a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0;

/** The admin's views, oldest first: the menu keeps the order they were made in. */
export async function listLeadViews(db: Kysely<DB>, userId: string): Promise<LeadView[]> {
  const rows = await db
    .selectFrom('lead_view')
    .select(['id', 'name', 'query', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(viewOf);
}

export async function createLeadView(
  db: Kysely<DB>,
  input: { userId: string; name: string; query: string; now?: Date },
): Promise<LeadViewResult> {
  const existing = await listLeadViews(db, input.userId);
  if (existing.some((view) => sameName(view.name, input.name))) {
    return { ok: false, reason: 'name-taken' };
  }
  // Two saves at the same instant may both pass and hold 51: a cap against a runaway client,
  // not an account balance (decision 0088).
  if (existing.length >= LEAD_VIEWS_PER_ADMIN) return { ok: false, reason: 'limit-reached' };
  const at = (input.now ?? new Date()).toISOString();
  try {
    const row = await db
      .insertInto('lead_view')
      .values({
        user_id: input.userId,
        name: input.name,
        query: input.query,
        created_at: at,
        updated_at: at,
      })
      .returning(['id', 'name', 'query', 'created_at', 'updated_at'])
      .executeTakeFirstOrThrow();
    return { ok: true, view: viewOf(row) };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'name-taken' };
    throw error;
  }
}

export async function updateLeadView(
  db: Kysely<DB>,
  input: { userId: string; id: number; name?: string; query?: string; now?: Date },
): Promise<LeadViewResult> {
  const existing = await listLeadViews(db, input.userId);
  if (!existing.some((view) => view.id === input.id)) return { ok: false, reason: 'not-found' };
  const { name } = input;
  if (
    name !== undefined &&
    existing.some((view) => view.id !== input.id && sameName(view.name, name))
  ) {
    return { ok: false, reason: 'name-taken' };
  }
  try {
    const row = await db
      .updateTable('lead_view')
      .set({
        ...(name !== undefined ? { name } : {}),
        ...(input.query !== undefined ? { query: input.query } : {}),
        updated_at: (input.now ?? new Date()).toISOString(),
      })
      .where('id', '=', input.id)
      .where('user_id', '=', input.userId)
      .returning(['id', 'name', 'query', 'created_at', 'updated_at'])
      .executeTakeFirst();
    return row ? { ok: true, view: viewOf(row) } : { ok: false, reason: 'not-found' };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'name-taken' };
    throw error;
  }
}

/** True when the admin had that view. */
export async function deleteLeadView(
  db: Kysely<DB>,
  input: { userId: string; id: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom('lead_view')
    .where('id', '=', input.id)
    .where('user_id', '=', input.userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
