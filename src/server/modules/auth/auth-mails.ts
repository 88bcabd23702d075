import { composeMail, type MailMessage } from '#server/modules/mail/mail.service.ts';
import type { Translate } from '#server/plugins/i18n.ts';

/** The mails of the accounts module: a password reset link, an e-mail verification link. */

export function passwordResetMail(
  t: Translate,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: t('mail:resetPassword.subject'),
    text: composeMail(t, name, [
      t('mail:resetPassword.intro'),
      `${t('mail:resetPassword.action')}\n${link}`,
      t('mail:resetPassword.ignore'),
    ]),
  };
}

export function verifyEmailMail(t: Translate, to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: t('mail:verifyEmail.subject'),
    text: composeMail(t, name, [
      t('mail:verifyEmail.intro'),
      `${t('mail:verifyEmail.action')}\n${link}`,
      t('mail:verifyEmail.ignore'),
    ]),
  };
}
