import { sql, type Kysely } from 'kysely';
import type { ContactData } from '#shared/schemas/contact.ts';
import type { ToolResult } from '#shared/schemas/tool-result.ts';
import type { DB } from '#server/db/schema.ts';
import type { SessionUser } from '#server/plugins/session.ts';
import { insertContact, insertToolLead, leadSourceOf } from './leads.write.queries.ts';

/**
 * The lead a booking stores (issue 25 §2, decisions 0102 and 0107): its types and the insert the
 * leads service runs inside the booking's transaction. Split from leads.service.ts by purpose
 * (issue 24: no source file over 500 lines).
 */

/** What the meetings module books inside the lead's transaction (decision 0102). */
export type BookInLeadTransaction<T> = (
  trx: Kysely<DB>,
  leadId: number,
) => Promise<{ assigneeId: string; booking: T } | undefined>;

/**
 * A booking's lead fields: the form's, and optionally a tool result or the lead just sent that
 * the booking follows (decision 0107).
 */
export type BookingLead = Omit<ContactData, 'preferredDate' | 'preferredPeriod'> & {
  toolResult?: ToolResult;
  followsLead?: number;
};

/** A lead sent with a booking: stored with it, or neither (the slot went meanwhile). */
export type LeadWithBooking<T> =
  | { stored: false; booked: false }
  | { stored: true; booked: true; id: number; booking: T; mailQueued: boolean };

/** How long after sending the contact form its lead may still take the visitor's booking. */
const FOLLOW_UP_MS = 30 * 60_000;

/**
 * The lead a booking follows (decision 0107): the one of that id sent with the same address
 * (any case) within FOLLOW_UP_MS, else undefined and the booking stores its own lead. An id
 * guessed without the address, or an old one, changes nothing of another person's lead.
 */
async function recentLeadOf(
  trx: Kysely<DB>,
  id: number,
  email: string,
  now: Date,
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('contact_submission')
    .select('id')
    .where('id', '=', id)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('created_at', '>=', new Date(now.getTime() - FOLLOW_UP_MS).toISOString())
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/** Thrown inside the booking's transaction to roll the lead back; never leaves the leads module. */
export class SlotGone extends Error {}

/**
 * The booking's lead: the form's, or a signed-in person's tool result stored once per result as
 * POST /api/contacts/tool-result stores it (decision 0061), with the name and address the
 * booking form sent. The route refuses a tool result without a session (401).
 */
export async function insertBookingLead(
  trx: Kysely<DB>,
  input: BookingLead,
  user: SessionUser | null,
  now: Date,
): Promise<{ id: number; created: boolean }> {
  const { toolResult, followsLead, ...contact } = input;
  if (followsLead !== undefined) {
    const recent = await recentLeadOf(trx, followsLead, contact.email, now);
    if (recent !== undefined) return { id: recent, created: false };
  }
  if (toolResult && user) {
    return insertToolLead(trx, { ...contact, userId: user.id, result: toolResult }, now);
  }
  const id = await insertContact(trx, { ...contact, source: leadSourceOf(contact.origin) }, now);
  return { id, created: true };
}
