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
}

/**
 * What a visitor typed stays data (issue 12 finding 10): a single-line field is put on one line
 * (control characters and Unicode line/paragraph separators become a space), so it cannot add a
 * header or a line of its own; each line of a message is quoted, so none can pass for a field.
 * Leads stored before the fields refused line breaks may still hold them.
 */
const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();
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
      `${t('mail:newLead.action')}\n${lead.link}`,
    ]),
  };
}
