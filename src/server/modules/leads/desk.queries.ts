import type { Kysely } from 'kysely';
import type {
  AdminRef,
  Assignee,
  Lead,
  LeadDetail,
  LeadHistoryEntry,
  LeadNote,
  LeadStatus,
} from '#shared/schemas/leads.ts';
import type { DB } from '#server/db/schema.ts';
import { listAuditEvents, recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import { accountNames, administrators, isAdministrator } from '#server/modules/auth/users.ts';
import { isLeadStatus, notesOfLeads, readLeads, selectLead } from './lead-rows.ts';

/**
 * One lead on the desk (decisions 0013, 0063): read with its notes and history, its status and
 * assignee changed, a note appended; each change with its audit event in one transaction.
 */

export async function getLead(db: Kysely<DB>, id: number): Promise<Lead | undefined> {
  const row = await selectLead(
    db.selectFrom('contact_submission').where('contact_submission.id', '=', id),
  ).executeTakeFirst();
  return row && (await readLeads(db, [row]))[0];
}

/** GET /api/contacts/:id: the lead with every field, its notes and its history. */
export async function getLeadDetail(db: Kysely<DB>, id: number): Promise<LeadDetail | undefined> {
  const lead = await getLead(db, id);
  if (!lead) return undefined;
  const [notes, history] = await Promise.all([leadNotes(db, id), leadHistory(db, id)]);
  return { ...lead, notes, history };
}

export type LeadChange =
  { ok: true; lead: Lead; changed: boolean } | { ok: false; reason: 'not-found' | 'not-an-admin' };

/**
 * Sets a lead's status and/or assignee, records who and when, and writes one audit event per
 * change in the same transaction. Each update only applies if the value is still the one read,
 * so two admins changing one lead at once each leave a truthful "from → to" in the trail (which
 * is also the lead's history, decision 0063). Setting the current value again changes and logs
 * nothing. The assignee must be an administrator (null: nobody).
 */
export async function updateLead(
  db: Kysely<DB>,
  change: {
    id: number;
    status?: LeadStatus;
    assigneeId?: string | null;
    actorId: string;
    now?: Date;
  },
): Promise<LeadChange> {
  const at = change.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<LeadChange> => {
    const exists = await trx
      .selectFrom('contact_submission')
      .select('id')
      .where('id', '=', change.id)
      .executeTakeFirst();
    if (!exists) return { ok: false, reason: 'not-found' };
    if (change.assigneeId && !(await isAdministrator(trx, change.assigneeId))) {
      return { ok: false, reason: 'not-an-admin' };
    }
    let changed = false;
    if (change.status !== undefined) {
      changed = (await setStatus(trx, change.id, change.status, change.actorId, at)) || changed;
    }
    if (change.assigneeId !== undefined) {
      changed =
        (await setAssignee(trx, change.id, change.assigneeId, change.actorId, at)) || changed;
    }
    const lead = await getLead(trx, change.id);
    if (!lead) return { ok: false, reason: 'not-found' };
    return { ok: true, lead, changed };
  });
}

interface FieldChange<T extends string | null> {
  id: number;
  actorId: string;
  at: Date;
  action: 'lead.status_changed' | 'lead.assigned';
  to: T;
  /** The field's value now. */
  read(): Promise<T>;
  /** Sets `to` only where the field still holds `from`; true when the row was updated. */
  write(from: T): Promise<boolean>;
}

/**
 * One field of a lead set only if it still holds the value read, so two admins changing it at
 * once each leave a truthful "from → to" (decision 0063); retried a few times if another change
 * came between. The audit event is written with the change, in the caller's transaction.
 */
async function changeField<T extends string | null>(
  trx: Kysely<DB>,
  change: FieldChange<T>,
): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const from = await change.read();
    if (from === change.to) return false;
    if (await change.write(from)) {
      await recordAuditEvent(trx, {
        actorId: change.actorId,
        action: change.action,
        subject: `lead:${change.id}`,
        details: { from, to: change.to },
        at: change.at,
      });
      return true;
    }
  }
  return false;
}

const updatedOne = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) === 1;

function setStatus(
  trx: Kysely<DB>,
  id: number,
  status: LeadStatus,
  actorId: string,
  at: Date,
): Promise<boolean> {
  const lead = trx.selectFrom('contact_submission').where('id', '=', id);
  return changeField<string>(trx, {
    id,
    actorId,
    at,
    action: 'lead.status_changed',
    to: status,
    read: async () => (await lead.select('status').executeTakeFirstOrThrow()).status,
    write: async (from) =>
      updatedOne(
        await trx
          .updateTable('contact_submission')
          .set({ status, status_changed_at: at.toISOString(), status_changed_by: actorId })
          .where('id', '=', id)
          .where('status', '=', from)
          .executeTakeFirst(),
      ),
  });
}

function setAssignee(
  trx: Kysely<DB>,
  id: number,
  assigneeId: string | null,
  actorId: string,
  at: Date,
): Promise<boolean> {
  const lead = trx.selectFrom('contact_submission').where('id', '=', id);
  return changeField(trx, {
    id,
    actorId,
    at,
    action: 'lead.assigned',
    to: assigneeId,
    read: async () => (await lead.select('assigned_to').executeTakeFirstOrThrow()).assigned_to,
    write: async (from) =>
      updatedOne(
        await trx
          .updateTable('contact_submission')
          .set({ assigned_to: assigneeId, assigned_at: assigneeId ? at.toISOString() : null })
          .where('id', '=', id)
          .where((eb) =>
            from === null ? eb('assigned_to', 'is', null) : eb('assigned_to', '=', from),
          )
          .executeTakeFirst(),
      ),
  });
}

export type NoteAdded = { ok: true; note: LeadNote } | { ok: false; reason: 'not-found' };

/** Appends an internal note (decision 0063: notes are a log, never edited). */
export async function addLeadNote(
  db: Kysely<DB>,
  note: { leadId: number; authorId: string; body: string; now?: Date },
): Promise<NoteAdded> {
  const at = note.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<NoteAdded> => {
    const lead = await trx
      .selectFrom('contact_submission')
      .select('id')
      .where('id', '=', note.leadId)
      .executeTakeFirst();
    if (!lead) return { ok: false, reason: 'not-found' };
    const row = await trx
      .insertInto('lead_note')
      .values({
        lead_id: note.leadId,
        author_id: note.authorId,
        body: note.body,
        created_at: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The trail records that a note was written, never what it says.
    await recordAuditEvent(trx, {
      actorId: note.authorId,
      action: 'lead.note_added',
      subject: `lead:${note.leadId}`,
      details: { noteId: Number(row.id) },
      at,
    });
    const notes = await leadNotes(trx, note.leadId);
    const added = notes.find((n) => n.id === Number(row.id));
    if (!added) throw new Error('note vanished inside its own transaction');
    return { ok: true, note: added };
  });
}

async function leadNotes(db: Kysely<DB>, leadId: number): Promise<LeadNote[]> {
  return (await notesOfLeads(db, [leadId])).get(leadId) ?? [];
}

/** How much of a lead's trail the detail panel shows: far more changes than a lead ever has. */
const HISTORY_LIMIT = 200;

/** A lead's status and assignee changes, oldest first, with the admins' names as they are now. */
async function leadHistory(db: Kysely<DB>, leadId: number): Promise<LeadHistoryEntry[]> {
  const events = (await listAuditEvents(db, { subject: `lead:${leadId}`, limit: HISTORY_LIMIT }))
    .filter((e) => e.action === 'lead.status_changed' || e.action === 'lead.assigned')
    .reverse();
  const ids = new Set<string>();
  for (const e of events) {
    if (e.actorId) ids.add(e.actorId);
    if (e.action === 'lead.assigned') {
      for (const v of [e.details?.from, e.details?.to]) if (typeof v === 'string') ids.add(v);
    }
  }
  const names = await accountNames(db, ids);
  const ref = (id: unknown): AdminRef | null =>
    typeof id === 'string' ? { id, name: names.get(id) ?? null } : null;
  const history: LeadHistoryEntry[] = [];
  for (const e of events) {
    const from = e.details?.from;
    const to = e.details?.to;
    if (e.action === 'lead.status_changed') {
      if (typeof from !== 'string' || typeof to !== 'string') continue;
      if (!isLeadStatus(from) || !isLeadStatus(to)) continue;
      history.push({ kind: 'status', at: e.occurredAt, actor: ref(e.actorId), from, to });
    } else {
      history.push({
        kind: 'assignee',
        at: e.occurredAt,
        actor: ref(e.actorId),
        from: ref(from),
        to: ref(to),
      });
    }
  }
  return history;
}

/** Everyone a lead may be assigned to: the administrators, by name. */
export async function listAssignees(db: Kysely<DB>): Promise<Assignee[]> {
  return (await administrators(db)).map((admin) => ({ id: admin.id, fullName: admin.name }));
}
