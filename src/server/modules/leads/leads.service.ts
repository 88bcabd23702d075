import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';
import type { ConsultantRequest } from '#shared/schemas/consultant-request.ts';
import type { ContactData } from '#shared/schemas/contact.ts';
import type {
  Assignee,
  Lead,
  LeadDetail,
  LeadFilter,
  LeadStatus,
  LeadSummary,
} from '#shared/schemas/leads.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { DB } from '#server/db/schema.ts';
import { recordAuditEvent } from '#server/modules/audit/audit.service.ts';
import { enqueueMail } from '#server/modules/notifications/mail-queue.service.ts';
import type { RateLimiter } from '#server/plugins/rate-limit.ts';
import type { SessionUser } from '#server/plugins/session.ts';
import {
  addLeadNote,
  getLeadDetail,
  listAssignees,
  updateLead,
  type LeadChange,
  type NoteAdded,
} from './desk.queries.ts';
import {
  countMatchingLeads,
  leadsForExport,
  leadSummary,
  listLeads,
  type ExportedLead,
  type ExportMeeting,
  type LeadPage,
} from './inbox.queries.ts';
import {
  confirmationAllowance,
  returnConfirmation,
  enqueueLeadConfirmation,
  greetsSenderByName,
  leadConfirmationJob,
  type ConfirmedLead,
} from './lead-confirmation.ts';
import { enqueueNewLeadMail, newLeadMailJobs, newLeadMailPlan } from './lead-notification.ts';
import type { SearchIndexer } from './lead-search-index.ts';
import { createLeadWriter } from './lead-writer.ts';
import { leadsCsv, loadExportTexts } from './leads-csv.ts';
import { insertToolLead, leadSourceOf, type NewContact } from './leads.write.queries.ts';
import {
  insertBookingLead,
  SlotGone,
  type BookingLead,
  type BookInLeadTransaction,
  type LeadWithBooking,
} from './booking-lead.ts';
import { anonymisedLead } from './sender-leads.service.ts';
import { saoPauloIsoDate } from '#shared/time/sao-paulo.ts';

/**
 * The leads module's service (issue 24 §1, decision 0091). What the meetings module may ask of
 * the leads (decision 0031): a lead's language, contact and names (what the account pages ask,
 * the leads a person sent, is in sender-leads.service.ts). And `createLeadsService`, everything
 * the routes do with leads: each handler is one call into it, and the transactions, the
 * group-commit writer and the search index's schedule live here (the booking's lead, in
 * booking-lead.ts).
 */

/** The language of the page a lead was sent from, for mails about it (issue 25 §6). */
export async function leadLanguage(db: Kysely<DB>, id: number): Promise<Locale | undefined> {
  const row = await db
    .selectFrom('contact_submission')
    .select('origin_language')
    .where('id', '=', id)
    .executeTakeFirst();
  const language = row?.origin_language;
  return language && isSupportedLocale(language) ? language : undefined;
}

/**
 * Who sent a lead, for another module's mail about it (issue 25 §5: the meeting invitation).
 * Undefined when the lead is gone or anonymised (its sender deleted their account).
 */
export async function leadContact(
  db: Kysely<DB>,
  id: number,
): Promise<{ name: string; email: string } | undefined> {
  const row = await db
    .selectFrom('contact_submission')
    .select(['name', 'email'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.email === anonymisedLead.email) return undefined;
  return { name: row.name, email: row.email };
}

/**
 * How the meetings desk names the leads of its meetings (issue 25 §6: agenda, clashes, feed): name
 * and company by id; a lead that is gone is absent. Anonymised leads keep their anonymised name.
 */
export async function leadNames(
  db: Kysely<DB>,
  ids: Iterable<number>,
): Promise<Map<number, { name: string; company: string | null }>> {
  const wanted = [...new Set(ids)];
  const found = new Map<number, { name: string; company: string | null }>();
  if (wanted.length === 0) return found;
  const rows = await db
    .selectFrom('contact_submission')
    .select(['id', 'name', 'company'])
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows) found.set(row.id, { name: row.name, company: row.company || null });
  return found;
}

/** A form lead: dropped (the honeypot was filled) or stored, with what followed. */
export type LeadSubmitted =
  | { stored: false }
  | {
      stored: true;
      id: number;
      /** A mail was queued with the lead: the queue is woken after the answer. */
      mailQueued: boolean;
      /** This lead used up the address's confirmations for today (logged, decision 0063). */
      confirmationLimitReached: boolean;
    };

export interface ToolResultSent {
  id: number;
  /** False when the same account sent the same result before: no second lead, no more mail. */
  created: boolean;
  createdAt: string;
}

export interface LeadsExport {
  rows: number;
  fileName: string;
  csv: Readable;
}

export interface LeadsService {
  /** POST /api/contacts: a visitor's lead and its mails, committed together (decision 0015). */
  submit(
    input: ContactData,
    sender: { locale: Locale; user: SessionUser | null },
  ): Promise<LeadSubmitted>;
  /**
   * POST /api/meetings (issue 25 §2, decision 0102): the form's lead and a booking in one
   * transaction. `book` inserts the meeting and names the consultant it went to; the lead is
   * assigned to them and its mails are queued. When `book` finds the slot taken (undefined),
   * nothing is stored. The honeypot drops the lead as `submit` does. With a signed-in person's
   * tool result ("book a call about this result", decision 0107) the lead is stored as
   * `sendToolResult` stores it, in the same transaction; a result that person sent before keeps
   * its one lead, which gets the meeting (no second lead, no second lead mail).
   */
  submitWithBooking<T>(
    input: BookingLead,
    sender: { locale: Locale; user: SessionUser | null },
    book: BookInLeadTransaction<T>,
  ): Promise<LeadWithBooking<T> | { stored: false; booked: true }>;
  /** POST /api/contacts/tool-result: a signed-in person's tool result, once (decision 0061). */
  sendToolResult(
    user: SessionUser,
    input: ConsultantRequest,
    requestLocale: Locale,
  ): Promise<ToolResultSent>;
  list(filter: LeadPage): Promise<Lead[]>;
  summary(filter: LeadFilter): Promise<LeadSummary>;
  assignees(): Promise<Assignee[]>;
  /** Undefined when no lead has this id (null: the path named none). */
  detail(id: number | null): Promise<LeadDetail | undefined>;
  /** Null when the path named no lead. */
  update(change: {
    id: number | null;
    status?: LeadStatus;
    assigneeId?: string | null;
    actorId: string;
  }): Promise<LeadChange | null>;
  /** Null when the path named no lead. */
  addNote(note: {
    leadId: number | null;
    authorId: string;
    body: string;
  }): Promise<NoteAdded | null>;
  /**
   * The meetings module names each exported lead's meeting (issue 25 §6): it registers after this
   * service exists and owns its table, so it hands the lookup in rather than being reached into.
   */
  exportMeetingsFrom(lookup: MeetingsOfLeads): void;
  /** GET /api/contacts/export.csv: audited, then streamed in batches (decisions 0082, 0083). */
  export(
    filter: LeadFilter,
    by: { actorId: string; locale: Locale; log: FastifyBaseLogger },
  ): Promise<LeadsExport>;
}

/** What the meetings module tells the export of a lead's meeting (its one door into leads). */
export type { ExportMeeting };

/** Each lead's latest meeting by lead id; leads without one are absent. */
export type MeetingsOfLeads = (leadIds: readonly number[]) => Promise<Map<number, ExportMeeting>>;

/** Leads with their meeting, looked up per batch of the export's reads, not per lead. */
async function* withMeetings(
  leads: AsyncIterable<ExportedLead>,
  lookup: MeetingsOfLeads | undefined,
  batch = 200,
): AsyncGenerator<ExportedLead> {
  let pending: ExportedLead[] = [];
  const flush = async function* () {
    const meetings = lookup ? await lookup(pending.map((l) => l.id)) : new Map<number, never>();
    for (const lead of pending) yield { ...lead, meeting: meetings.get(lead.id) ?? null };
    pending = [];
  };
  for await (const lead of leads) {
    pending.push(lead);
    if (pending.length >= batch) yield* flush();
  }
  yield* flush();
}

export interface LeadsServiceDeps {
  config: Config;
  database: Database;
  limiter: RateLimiter;
  searchIndex: SearchIndexer;
}

export function createLeadsService(deps: LeadsServiceDeps): LeadsService {
  const { config, database, searchIndex } = deps;
  const mayConfirm = confirmationAllowance(deps.limiter);
  const giveBackConfirmation = returnConfirmation(deps.limiter);
  const exportTexts = loadExportTexts(config.localesDir);
  let meetingsOfLeads: MeetingsOfLeads | undefined;
  /**
   * New leads of the form, stored by group commit (decision 0030) with their mails: the admins'
   * notification for every lead, and the sender's confirmation (decision 0063) for each lead
   * whose address has not had its share of confirmations today.
   */
  const writer = createLeadWriter<NewContact & { confirm: Omit<ConfirmedLead, 'id'> | null }>({
    db: database.db,
    kind: database.kind,
    planMail: async (db) => {
      const notificationsOf = await newLeadMailPlan(db, config.notifications.leadNotifyTo);
      return (stored) => {
        const jobs = notificationsOf(stored.map((s) => s.id));
        for (const { id, lead } of stored) {
          if (lead.confirm) jobs.push(leadConfirmationJob({ id, ...lead.confirm }));
        }
        // Every mail of the batch in one INSERT: one round trip on PostgreSQL (decision 0034).
        return {
          jobs,
          each: stored.map(({ lead }) => notificationsOf.each + (lead.confirm ? 1 : 0)),
        };
      };
    },
    // SQLite has one writer; PostgreSQL commits a few batches side by side (decision 0030).
    concurrency: database.kind === 'sqlite' ? 1 : 4,
  });

  return {
    async submit(input, sender) {
      // Honeypot: only bots fill the hidden field. Answered as if stored so they learn nothing.
      if (input.website) return { stored: false };
      const locale: Locale = input.origin?.language ?? sender.locale;
      // Counted while the writer's batch reads its ids and recipients (decision 0151); the lead
      // is stored only once the count is committed and says whether it gets a confirmation.
      const allowance = mayConfirm(input.email);
      // The lead and its mails commit together: no lead without its mail, and a mail server that
      // is down changes nothing here (decision 0015). Answered after the commit.
      const { id, notifications } = await writer.write(
        allowance.then((allowed) => ({
          ...input,
          source: leadSourceOf(input.origin),
          confirm:
            allowed === 'send'
              ? { locale, greetByName: greetsSenderByName(sender.user, input.email) }
              : null,
        })),
      );
      searchIndex.schedule();
      return {
        stored: true,
        id,
        mailQueued: notifications > 0,
        confirmationLimitReached: (await allowance) === 'limit-reached',
      };
    },

    async submitWithBooking(input, sender, book) {
      if (input.website) return { stored: false, booked: true };
      const locale: Locale = input.origin?.language ?? sender.locale;
      const allowance = await mayConfirm(input.email);
      const now = new Date();
      // Not the group-commit writer: the meeting's insert decides inside this transaction
      // whether the lead is kept, and a booking is rare next to the form's leads.
      const stored = await database.db
        .transaction()
        .execute(async (trx) => {
          const { id, created } = await insertBookingLead(trx, input, sender.user, now);
          const booked = await book(trx, id);
          if (!booked) throw new SlotGone();
          await trx
            .updateTable('contact_submission')
            .set({ assigned_to: booked.assigneeId, assigned_at: now.toISOString() })
            .where('id', '=', id)
            .execute();
          // A lead found again (its result was sent before) had its mails then.
          const jobs = created
            ? (await newLeadMailJobs(trx, [id], config.notifications.leadNotifyTo)).jobs
            : [];
          if (created && allowance === 'send') {
            const greetByName = greetsSenderByName(sender.user, input.email);
            jobs.push(leadConfirmationJob({ id, locale, greetByName }));
          }
          await enqueueMail(trx, jobs, now);
          return { id, booking: booked.booking, mailQueued: jobs.length > 0 };
        })
        .catch((error: unknown) => {
          if (error instanceof SlotGone) return undefined;
          throw error;
        });
      if (!stored) {
        // Nothing stored, nothing mailed: the allowance counted above is the visitor's again.
        await giveBackConfirmation(input.email);
        return { stored: false, booked: false };
      }
      searchIndex.schedule();
      return { stored: true, booked: true, ...stored };
    },

    async sendToolResult(user, input, requestLocale) {
      const locale: Locale = input.origin?.language ?? requestLocale;
      const confirm = (await mayConfirm(user.email)) === 'send';
      const stored = await database.db.transaction().execute(async (trx) => {
        const lead = await insertToolLead(trx, {
          userId: user.id,
          name: user.fullName,
          email: user.email,
          company: input.company,
          message: input.message,
          origin: input.origin,
          result: input.result,
        });
        // A second send of the same result finds the first lead: no second lead, no more mail.
        if (lead.created) {
          await enqueueNewLeadMail(trx, [lead.id], config.notifications.leadNotifyTo);
          if (confirm) {
            // The account's own name and address: by name only once the address is proved.
            const greetByName = greetsSenderByName(user, user.email);
            await enqueueLeadConfirmation(trx, { id: lead.id, locale, greetByName });
          }
        }
        return lead;
      });
      if (stored.created) searchIndex.schedule();
      return stored;
    },

    list: (filter) => listLeads(database, filter),
    summary: (filter) => leadSummary(database, filter),
    assignees: () => listAssignees(database.db),
    detail: async (id) => (id === null ? undefined : getLeadDetail(database.db, id)),
    update: async ({ id, ...change }) =>
      id === null ? null : updateLead(database.db, { id, ...change }),
    addNote: async ({ leadId, ...note }) =>
      leadId === null ? null : addLeadNote(database.db, { leadId, ...note }),

    exportMeetingsFrom(lookup) {
      meetingsOfLeads = lookup;
    },

    async export(filter, by) {
      const now = new Date();
      const rows = await countMatchingLeads(database, filter);
      await recordAuditEvent(database.db, {
        actorId: by.actorId,
        action: 'leads.exported',
        details: {
          q: filter.q ?? null,
          status: filter.status ?? null,
          source: filter.source ?? null,
          hasToolResult: filter.hasToolResult ?? null,
          assignee: filter.assignee ?? null,
          rows,
        },
        at: now,
      });
      const csv = Readable.from(
        leadsCsv(
          withMeetings(leadsForExport(database, filter), meetingsOfLeads),
          exportTexts(by.locale),
        ),
        {
          objectMode: false,
        },
      );
      csv.on('error', (err) => by.log.error({ err }, 'lead export failed midway'));
      return { rows, fileName: `leads-${saoPauloIsoDate(now)}.csv`, csv };
    },
  };
}
