import type { Kysely } from 'kysely';
import { toIsoString, type DB } from '../../db/schema.ts';

export interface NewContact {
  name: string;
  email: string;
  company?: string;
  message?: string;
}

/** A lead as the admin list shows it (spec 01 §3 "Contact submission"). */
export interface ContactSubmission {
  id: number;
  name: string;
  company: string | null;
  email: string;
  message: string | null;
  createdAt: string;
}

export async function insertContact(
  db: Kysely<DB>,
  contact: NewContact,
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('contact_submission')
    .values({
      name: contact.name,
      email: contact.email,
      company: contact.company ?? null,
      message: contact.message ?? null,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function listContacts(db: Kysely<DB>): Promise<ContactSubmission[]> {
  const rows = await db
    .selectFrom('contact_submission')
    .select(['id', 'name', 'company', 'email', 'message', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    company: r.company,
    email: r.email,
    message: r.message,
    createdAt: toIsoString(r.created_at),
  }));
}
