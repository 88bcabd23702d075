import type { Kysely } from 'kysely';
import { defaultLocale, isSupportedLocale } from '#shared/i18n/locales.ts';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import type { DB } from '#server/db/schema.ts';
import type { Translator } from '#server/plugins/i18n.ts';
import { administratorRecipients } from '#server/modules/auth/users.ts';
import { getLead } from './desk.queries.ts';
import { newLeadMail } from './lead-mails.ts';
import { deskText } from './lead-text.ts';
import {
  enqueueMail,
  type MailJobInput,
  type RenderMail,
} from '#server/modules/notifications/mail-queue.service.ts';

/**
 * "Every new lead sends an e-mail to the admins (or to the addresses in configuration) after the
 * reply to the visitor" (issue 6). One job per recipient, in the recipient's language, so a
 * retry for one mailbox never sends the others a second copy.
 */
export const NEW_LEAD_MAIL = 'new-lead';

interface NewLeadPayload {
  leadId: number;
  recipientName: string | null;
}

function isNewLeadPayload(value: unknown): value is NewLeadPayload {
  if (typeof value !== 'object' || value === null) return false;
  const payload = value as Record<string, unknown>;
  return (
    typeof payload.leadId === 'number' &&
    (payload.recipientName === null || typeof payload.recipientName === 'string')
  );
}

/**
 * The notification jobs of these new leads (one per lead and recipient) and how many each lead
 * gets. The recipients are read once for all of them; call inside the transaction that stores
 * the leads, and enqueue the jobs there too, so leads and their mail commit together.
 */
export async function newLeadMailJobs(
  db: Kysely<DB>,
  leadIds: readonly number[],
  notifyTo: readonly string[],
): Promise<{ jobs: MailJobInput[]; each: number }> {
  if (leadIds.length === 0) return { jobs: [], each: 0 };
  const jobsFor = await newLeadMailPlan(db, notifyTo);
  return { jobs: jobsFor(leadIds), each: jobsFor.each };
}

/**
 * The recipients of new-lead notifications, read now, and the jobs they make for any leads: for
 * the group commit, which reads them before it knows the ids of the leads it stores (decision
 * 0117). The configured addresses when set, else the administrators.
 */
export async function newLeadMailPlan(
  db: Kysely<DB>,
  notifyTo: readonly string[],
): Promise<{ (leadIds: readonly number[]): MailJobInput[]; each: number }> {
  const recipients =
    notifyTo.length > 0
      ? notifyTo.map((email) => ({ email, name: null, locale: defaultLocale }))
      : await administratorRecipients(db);
  const jobsFor = (leadIds: readonly number[]) =>
    leadIds.flatMap((leadId) =>
      recipients.map((r) => ({
        kind: NEW_LEAD_MAIL,
        recipient: r.email,
        locale: r.locale,
        payload: { leadId, recipientName: r.name } satisfies NewLeadPayload,
      })),
    );
  return Object.assign(jobsFor, { each: recipients.length });
}

/**
 * Call inside the transaction that stores the leads: leads and their mail commit together.
 * Returns how many mails each lead gets.
 */
export async function enqueueNewLeadMail(
  db: Kysely<DB>,
  leadIds: readonly number[],
  notifyTo: readonly string[],
  now = new Date(),
): Promise<number> {
  const { jobs, each } = await newLeadMailJobs(db, leadIds, notifyTo);
  await enqueueMail(db, jobs, now);
  return each;
}

/** Renders a queued new-lead job from the lead as it is now; nothing if it has been deleted. */
export function newLeadRenderer(deps: {
  db: Kysely<DB>;
  translator: Translator;
  appUrl: URL;
}): RenderMail {
  return async (job) => {
    if (!isNewLeadPayload(job.payload)) throw new Error(`malformed ${NEW_LEAD_MAIL} job payload`);
    const lead = await getLead(deps.db, job.payload.leadId);
    if (!lead) return null;
    const locale = isSupportedLocale(job.locale) ? job.locale : defaultLocale;
    const link = new URL('/admin', deps.appUrl);
    link.searchParams.set('q', lead.email);
    const receivedAt = formatSaoPauloDateTime(new Date(lead.createdAt), locale, 'long');
    const t = deps.translator.for(locale);
    return newLeadMail(t, job.recipient, job.payload.recipientName, {
      name: lead.name,
      email: lead.email,
      company: lead.company,
      message: lead.message,
      receivedAt,
      link: link.href,
      desk: deskText(t, locale, lead),
    });
  };
}
