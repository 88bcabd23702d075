import type { Kysely } from 'kysely';
import { toIsoString, type DB } from '#server/db/schema.ts';

/**
 * The audit trail (issue 6: status changes and exports are logged as audit events). Rows live in
 * the database, not only in the process log, so they survive log rotation and are the same on
 * every instance. Details never hold passwords, tokens or lead contents: only ids and filters.
 */
export interface AuditEventInput {
  actorId: string | null;
  action: AuditAction;
  subject?: string;
  details?: Record<string, unknown>;
  at?: Date;
}

export type AuditAction =
  | 'lead.status_changed'
  | 'lead.assigned'
  | 'lead.note_added'
  | 'leads.exported'
  // Issue 23 §3: the firm's facts (details: the version and each fact's old and new value).
  | 'firm.facts_changed'
  // Issue 23 §1: a role granted or revoked from the CLI (details: role, granted, by).
  | 'account.role_changed'
  // Issue 23 §2, §5: the editorial desk's content (details: collection, locale, revision, slug).
  | 'content.created'
  | 'content.saved'
  | 'content.published'
  | 'content.unpublished'
  | 'content.restored'
  | 'content.scheduled'
  // Issue 23 §6 (decision 0129): an image uploaded to the media store (details: type, bytes, width).
  | 'media.uploaded'
  // Issue 23 §6 (decision 0138): an image no draft, published copy or revision named, deleted by
  // the periodic sweep after its grace period (no actor).
  | 'media.deleted'
  // Issue 25 §5: the visitor moved or cancelled a meeting by its mail's link (subject: the lead;
  // details: meeting id, by, the old and new start).
  | 'meeting.rescheduled'
  | 'meeting.cancelled'
  // Issue 25 §1, §6 (decision 0111): a consultant's settings (details: what changed, created),
  // their calendar feed (rotated or revoked; never the token), a meeting moved to another
  // consultant (from, to) or marked held / no-show (from, to).
  | 'consultant.changed'
  | 'consultant.feed_changed'
  | 'meeting.reassigned'
  | 'meeting.marked';

export interface AuditEvent {
  id: number;
  occurredAt: string;
  actorId: string | null;
  action: string;
  subject: string | null;
  details: Record<string, unknown> | null;
}

export async function recordAuditEvent(db: Kysely<DB>, event: AuditEventInput): Promise<void> {
  await db
    .insertInto('audit_event')
    .values({
      occurred_at: (event.at ?? new Date()).toISOString(),
      actor_id: event.actorId,
      action: event.action,
      subject: event.subject ?? null,
      details: event.details ? JSON.stringify(event.details) : null,
    })
    .execute();
}

/** Newest first; for tests and for whoever reads the trail. */
export async function listAuditEvents(
  db: Kysely<DB>,
  options: { subject?: string; limit?: number } = {},
): Promise<AuditEvent[]> {
  let query = db
    .selectFrom('audit_event')
    .selectAll()
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 100);
  if (options.subject) query = query.where('subject', '=', options.subject);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    occurredAt: toIsoString(r.occurred_at),
    actorId: r.actor_id,
    action: r.action,
    subject: r.subject,
    details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : null,
  }));
}
