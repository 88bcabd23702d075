import type { Translate } from '../../plugins/i18n.ts';
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
