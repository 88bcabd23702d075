import type { Translate } from '#server/plugins/i18n.ts';
import type { MailMessage } from './mailer.ts';

/** Plain-text e-mails: they read well in every client and carry no tracking. */
function compose(t: Translate, name: string, paragraphs: string[]): string {
  return [
    t('mail:greeting', { name }),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    t('mail:signature'),
    '',
  ].join('\n');
}

export function passwordResetMail(
  t: Translate,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: t('mail:resetPassword.subject'),
    text: compose(t, name, [
      t('mail:resetPassword.intro'),
      `${t('mail:resetPassword.action')}\n${link}`,
      t('mail:resetPassword.ignore'),
    ]),
  };
}

export function testMail(t: Translate, to: string, name: string, date: string): MailMessage {
  return {
    to,
    subject: t('mail:testEmail.subject'),
    text: compose(t, name, [t('mail:testEmail.body', { date })]),
  };
}

export function verifyEmailMail(t: Translate, to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: t('mail:verifyEmail.subject'),
    text: compose(t, name, [
      t('mail:verifyEmail.intro'),
      `${t('mail:verifyEmail.action')}\n${link}`,
      t('mail:verifyEmail.ignore'),
    ]),
  };
}

/** A lead as the new-lead notification shows it (issue 6 "New-lead notification"). */
export interface NewLeadDetails {
  name: string;
  email: string;
  company: string | null;
  message: string | null;
  /** Already formatted for the recipient (date and time in São Paulo). */
  receivedAt: string;
  /** The admin panel, filtered to this lead. */
  link: string;
  /** The lead desk's fields, already as text in the recipient's language (issue 16 §6). */
  desk?: LeadDeskText;
}

/** A lead's origin, preferred time and tool result as mails show them. */
export interface LeadDeskText {
  source: string;
  page: string | null;
  referrer: string | null;
  utm: string | null;
  preferredSlot: string | null;
  toolResult: { name: string; figures: [label: string, value: string][] } | null;
}

/**
 * What a visitor typed stays data (issue 12 finding 10): a single-line field is put on one line
 * (control characters and Unicode line/paragraph separators become a space), so it cannot add a
 * header or a line of its own; each line of a message is quoted, so none can pass for a field.
 * Leads stored before the fields refused line breaks may still hold them.
 */
export const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
const quoted = (text: string) =>
  text
    .split(/\r\n|[\n\v\f\r\u0085\u2028\u2029]/)
    .map((line) => `> ${line.replace(/\p{Cc}+/gu, ' ')}`.trimEnd())
    .join('\n');

export function newLeadMail(
  t: Translate,
  to: string,
  recipientName: string | null,
  lead: NewLeadDetails,
): MailMessage {
  const none = t('mail:newLead.notGiven');
  return {
    to,
    subject: t('mail:newLead.subject', { name: oneLine(lead.name) }),
    text: compose(t, recipientName ?? t('mail:newLead.team'), [
      t('mail:newLead.intro', { date: lead.receivedAt }),
      [
        `${t('mail:newLead.name')}: ${oneLine(lead.name)}`,
        `${t('mail:newLead.email')}: ${oneLine(lead.email)}`,
        `${t('mail:newLead.company')}: ${lead.company ? oneLine(lead.company) : none}`,
      ].join('\n'),
      `${t('mail:newLead.message')}:\n${lead.message ? quoted(lead.message) : none}`,
      ...deskParagraphs(t, lead.desk),
      `${t('mail:newLead.action')}\n${lead.link}`,
    ]),
  };
}

function figureLines(figures: [string, string][]): string {
  return figures.map(([label, value]) => `- ${label}: ${value}`).join('\n');
}

function deskParagraphs(t: Translate, desk: LeadDeskText | undefined): string[] {
  if (!desk) return [];
  const paragraphs: string[] = [];
  if (desk.preferredSlot) {
    paragraphs.push(`${t('mail:newLead.preferredSlot')}: ${desk.preferredSlot}`);
  }
  const origin = [`${t('mail:newLead.source')}: ${desk.source}`];
  if (desk.page) origin.push(`${t('mail:newLead.page')}: ${desk.page}`);
  if (desk.referrer) origin.push(`${t('mail:newLead.referrer')}: ${desk.referrer}`);
  if (desk.utm) origin.push(`${t('mail:newLead.utm')}: ${desk.utm}`);
  paragraphs.push(origin.join('\n'));
  if (desk.toolResult) {
    paragraphs.push(
      `${t('mail:newLead.toolResult', { tool: desk.toolResult.name })}\n${figureLines(desk.toolResult.figures)}`,
    );
  }
  return paragraphs;
}

/** What the confirmation to the person who sent a lead says (issue 16 §6). */
export interface LeadConfirmationDetails {
  /** The sender's name, already cut to one short line. */
  name: string;
  /** Formatted for the recipient (date and time in São Paulo). */
  receivedAt: string;
  preferredSlot: string | null;
  toolResult: LeadDeskText['toolResult'];
  contact: { email: string; phone: string };
}

/**
 * The reply to a demonstration request, in the sender's language: what happens next and how to
 * reach us. A transactional reply to something the person just did, so no unsubscribe link;
 * marked Auto-Submitted (RFC 3834) so auto-responders do not answer it, and replies go to the
 * consultancy's contact address rather than the no-reply sender. The subject is fixed text and
 * the visitor's words (message, company) are never repeated: a lead sent with somebody else's
 * address cannot turn this mail into a messenger for someone else's text.
 */
export function leadConfirmationMail(
  t: Translate,
  to: string,
  details: LeadConfirmationDetails,
): MailMessage {
  const paragraphs = [t('mail:leadConfirmation.intro', { date: details.receivedAt })];
  if (details.preferredSlot) {
    paragraphs.push(t('mail:leadConfirmation.slot', { slot: details.preferredSlot }));
  }
  if (details.toolResult) {
    paragraphs.push(
      `${t('mail:leadConfirmation.toolResult', { tool: details.toolResult.name })}\n${figureLines(details.toolResult.figures)}`,
    );
  }
  paragraphs.push(
    t('mail:leadConfirmation.next'),
    t('mail:leadConfirmation.reach', details.contact),
    t('mail:leadConfirmation.ignore'),
  );
  return {
    to,
    subject: t('mail:leadConfirmation.subject'),
    text: compose(t, details.name, paragraphs),
    replyTo: details.contact.email,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
