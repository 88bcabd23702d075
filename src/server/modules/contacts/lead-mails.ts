import {
  composeMail,
  oneLine,
  quoted,
  type MailMessage,
} from '#server/modules/mail/mail.service.ts';
import type { Translate } from '#server/plugins/i18n.ts';

/** The mails of the lead desk: the new-lead notification and the admin's test e-mail. */

export function testMail(t: Translate, to: string, name: string, date: string): MailMessage {
  return {
    to,
    subject: t('mail:testEmail.subject'),
    text: composeMail(t, name, [t('mail:testEmail.body', { date })]),
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
 * Leads stored before the fields refused line breaks may still hold them (issue 12 finding 10):
 * single-line fields are put on one line and the message is quoted, whatever the row holds.
 */
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
    text: composeMail(t, recipientName ?? t('mail:newLead.team'), [
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
