import { sql, type Kysely } from 'kysely';
import { toIsoString, type DB } from '#server/db/schema.ts';

/**
 * The leads a person sent, as the account module asks for them (decision 0031): exported with the
 * account, and anonymised in the account's own deletion transaction. Split from leads.service.ts
 * by purpose (issue 24: no source file over 500 lines).
 */

/**
 * What replaces a lead's personal data when its sender deletes their account (issue "Account
 * self-service" §5, decision 0017). The lead itself stays, so the inbox's counts and dates remain
 * true. The same values for everyone: anonymised leads cannot be grouped back into one person.
 * `.invalid` is reserved (RFC 2606): no mail can ever reach that address.
 */
export const anonymisedLead = {
  name: 'Contato anonimizado',
  email: 'anonimizado@anonimizado.invalid',
  company: null,
  message: null,
} as const;

export interface SentLead {
  id: number;
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  createdAt: string;
}

/** The leads sent with this address (any case), oldest first. */
export async function leadsSentBy(db: Kysely<DB>, email: string): Promise<SentLead[]> {
  const rows = await db
    .selectFrom('contact_submission')
    .select(['id', 'name', 'email', 'company', 'message', 'created_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((l) => ({
    id: Number(l.id),
    name: l.name,
    email: l.email,
    company: l.company,
    message: l.message,
    createdAt: toIsoString(l.created_at),
  }));
}

/**
 * Replaces the personal data of the leads sent with this address (call it inside the account's
 * deletion transaction); the search text follows by the table's own trigger. Returns how many.
 */
export async function anonymiseLeadsOf(trx: Kysely<DB>, email: string): Promise<number> {
  const result = await trx
    .updateTable('contact_submission')
    .set(anonymisedLead)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
