import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { defaultLocale, isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import type { RateLimitRule } from '#server/config.ts';
import type { DB } from '#server/db/schema.ts';
import type { Translator } from '#server/plugins/i18n.ts';
import type { RateLimiter } from '#server/plugins/rate-limit.ts';
import { firmContactForMail } from '#server/modules/firm/firm-facts.service.ts';
import { oneLine } from '#server/modules/mail/mail.service.ts';
import {
  enqueueMail,
  type MailJobInput,
  type RenderMail,
} from '#server/modules/notifications/mail-queue.service.ts';
import { getLead } from './desk.queries.ts';
import { leadConfirmationMail } from './lead-mails.ts';
import { deskText } from './lead-text.ts';

/**
 * The confirmation to the person who sent a lead (issue 16 §6, decision 0063): through the mail
 * queue, enqueued in the lead's own transaction, in the language of the page it was sent from.
 */
export const LEAD_CONFIRMATION_MAIL = 'lead-confirmation';

/**
 * Anyone may type anyone's address into the form. Past this many confirmations a day to one
 * address the lead is still stored and the admins still told, but that address gets no more
 * mail from us: the form cannot be used to flood a mailbox.
 */
export const LEAD_CONFIRMATION_LIMIT: RateLimitRule = { max: 3, windowSeconds: 24 * 60 * 60 };

/** The limiter key of an address: hashed, so the counter table holds no e-mail address. */
export function confirmationLimitKey(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `lead-confirmation:${digest.slice(0, 32)}`;
}

/**
 * 'send' while the address has confirmations left today; 'limit-reached' for the first lead past
 * the limit (worth one log line), 'limited' for every one after it in the same window (a flood:
 * a line each would only add to it).
 */
export type ConfirmationAllowance = 'send' | 'limit-reached' | 'limited';

/**
 * Whether this address may have one more confirmation today; counts it. Counted before the lead's
 * transaction: SQLite's one connection is busy inside it.
 */
export function confirmationAllowance(
  limiter: Pick<RateLimiter, 'hit'>,
): (email: string) => Promise<ConfirmationAllowance> {
  return async (email) => {
    const state = await limiter.hit(confirmationLimitKey(email), LEAD_CONFIRMATION_LIMIT);
    if (!state.limited) return 'send';
    return state.count === LEAD_CONFIRMATION_LIMIT.max + 1 ? 'limit-reached' : 'limited';
  };
}

/**
 * Gives back the confirmation counted for a lead that was not stored after all (a booking whose
 * slot went meanwhile, issue 25 §5): a 409 must not cost the visitor one of today's mails.
 */
export function returnConfirmation(
  limiter: Pick<RateLimiter, 'refund'>,
): (email: string) => Promise<void> {
  return (email) => limiter.refund(confirmationLimitKey(email));
}

/** A greeting is one short line whatever was typed as the name. */
const GREETING_NAME_MAX_LENGTH = 80;

/**
 * Whether the confirmation may greet the sender by the name on the lead (issue 22 finding 5,
 * decision 0079): only when the lead was sent from a signed-in account whose address is verified
 * and is the lead's address. Then the mail goes to the person who typed the name. Anyone else may
 * have typed a stranger's address, and the name ("cliente. Sua senha expirou: renove em
 * https://…") would reach that stranger from our domain; their confirmation greets without it.
 */
export function greetsSenderByName(
  sender: { email: string; emailVerified: boolean } | null,
  leadEmail: string,
): boolean {
  return (
    sender !== null &&
    sender.emailVerified &&
    sender.email.trim().toLowerCase() === leadEmail.trim().toLowerCase()
  );
}

interface ConfirmationPayload {
  leadId: number;
  /**
   * Decided when the lead was sent (greetsSenderByName), when the session is known. Absent on
   * jobs queued before issue 22: those greet without the name too.
   */
  greetByName?: boolean;
}

function isConfirmationPayload(value: unknown): value is ConfirmationPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { leadId, greetByName } = value as Record<string, unknown>;
  return (
    typeof leadId === 'number' && (greetByName === undefined || typeof greetByName === 'boolean')
  );
}

/** A lead whose confirmation is queued: its id, the language of the mail, and the greeting. */
export interface ConfirmedLead {
  id: number;
  locale: Locale;
  /** See greetsSenderByName. */
  greetByName: boolean;
}

/**
 * The confirmation job of a new lead; enqueue it in the transaction that stores the lead. The job
 * names the lead, not the address: the address is read from the lead when the mail is sent, so
 * the queue (kept 30 days) holds nothing that names the person, and a lead anonymised meanwhile
 * (account deletion) is not mailed.
 */
export function leadConfirmationJob(lead: ConfirmedLead): MailJobInput {
  return {
    kind: LEAD_CONFIRMATION_MAIL,
    recipient: `lead:${lead.id}`,
    locale: lead.locale,
    payload: { leadId: lead.id, greetByName: lead.greetByName } satisfies ConfirmationPayload,
  };
}

/** Call inside the transaction that stores the lead (see leadConfirmationJob). */
export async function enqueueLeadConfirmation(
  db: Kysely<DB>,
  lead: ConfirmedLead,
  now = new Date(),
): Promise<void> {
  await enqueueMail(db, [leadConfirmationJob(lead)], now);
}

/** RFC 2606: no mail can reach `.invalid`; an anonymised lead has such an address. */
const unreachable = (email: string) => /\.invalid$/i.test(email);

/**
 * Renders a queued confirmation from the lead as it is now. Nothing is sent when the lead is gone
 * or anonymised (its sender deleted their account).
 */
export function leadConfirmationRenderer(deps: {
  db: Kysely<DB>;
  translator: Translator;
}): RenderMail {
  return async (job) => {
    if (!isConfirmationPayload(job.payload)) {
      throw new Error(`malformed ${LEAD_CONFIRMATION_MAIL} job payload`);
    }
    const lead = await getLead(deps.db, job.payload.leadId);
    if (!lead || unreachable(lead.email)) return null;
    const locale = isSupportedLocale(job.locale) ? job.locale : defaultLocale;
    const t = deps.translator.for(locale);
    const receivedAt = formatSaoPauloDateTime(new Date(lead.createdAt), locale, 'long');
    const desk = deskText(t, locale, lead);
    // The firm's stored contacts, read when the mail is written (issue 23 §3: mails print the
    // facts the desk keeps, not the placeholders the site shipped with).
    const firm = await firmContactForMail(deps.db);
    return leadConfirmationMail(t, lead.email, {
      name:
        job.payload.greetByName === true
          ? oneLine(lead.name).slice(0, GREETING_NAME_MAX_LENGTH).trim()
          : null,
      receivedAt,
      preferredSlot: desk.preferredSlot,
      toolResult: desk.toolResult,
      contact: { email: firm.email, phone: firm.phone },
    });
  };
}
