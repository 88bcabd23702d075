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
  /**
   * The sender's name, already cut to one short line; null greets without a name. Only a lead
   * sent from a signed-in account whose verified address is the lead's is greeted by name: anyone
   * may type anyone's address into the form, and the name would then be a stranger's words in a
   * mail from our domain (issue 22 finding 5, decision 0079).
   */
  name: string | null;
  /** Formatted for the recipient (date and time in São Paulo). */
  receivedAt: string;
  preferredSlot: string | null;
  toolResult: LeadDeskText['toolResult'];
  contact: { email: string; phone: string };
}

/**
 * The reply to a demonstration request, or to a tool result sent to a consultant, in the sender's
 * language: what happens next and how to reach us. A tool result is not a demonstration request,
 * so its confirmation says what the client sent (issue 26 §5: it thanked them for "seu pedido de
 * demonstração"). A transactional reply to something the person just did, so no unsubscribe link;
 * marked Auto-Submitted (RFC 3834) so auto-responders do not answer it, and replies go to the
 * consultancy's contact address rather than the no-reply sender. The subject is fixed text and
 * the visitor's words (message, company; the name unless the address is the sender's own,
 * verified) are never repeated: a lead sent with somebody else's address cannot turn this mail
 * into a messenger for someone else's text. The slot and the tool's figures are ids and numbers
 * the schemas admitted, written out by us.
 */
export function leadConfirmationMail(
  t: Translate,
  to: string,
  details: LeadConfirmationDetails,
): MailMessage {
  const tool = details.toolResult !== null;
  const paragraphs = [
    t(tool ? 'mail:leadConfirmation.toolIntro' : 'mail:leadConfirmation.intro', {
      date: details.receivedAt,
    }),
  ];
  if (details.preferredSlot) {
    paragraphs.push(t('mail:leadConfirmation.slot', { slot: details.preferredSlot }));
  }
  if (details.toolResult) {
    paragraphs.push(
      `${t('mail:leadConfirmation.toolResult', { tool: details.toolResult.name })}\n${figureLines(details.toolResult.figures)}`,
    );
  }
  paragraphs.push(
    t(tool ? 'mail:leadConfirmation.toolNext' : 'mail:leadConfirmation.next'),
    t('mail:leadConfirmation.reach', details.contact),
    t(tool ? 'mail:leadConfirmation.toolIgnore' : 'mail:leadConfirmation.ignore'),
  );
  return {
    to,
    subject: t(tool ? 'mail:leadConfirmation.toolSubject' : 'mail:leadConfirmation.subject'),
    text: composeMail(t, details.name, paragraphs),
    replyTo: details.contact.email,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
