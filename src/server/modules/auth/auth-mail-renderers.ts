import { randomBytes } from 'node:crypto';
import { defaultLocale, isSupportedLocale, type Locale } from '#shared/i18n/locales.ts';
import { localizedPath } from '#shared/routes.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/database.ts';
import type { RenderMail } from '#server/modules/notifications/mail-queue.service.ts';
import type { Translator } from '#server/plugins/i18n.ts';
import { passwordResetMail, verifyEmailMail } from './auth-mails.ts';
import { withAuthTables } from './auth-tables.ts';
import type { AuthInternals } from './better-auth-internals.ts';
import {
  emailVerificationPrefix,
  verificationLifetimeSeconds,
  VERIFY_EMAIL_MAIL,
} from './email-verification.ts';
import {
  PASSWORD_RESET_MAIL,
  resetIdentifierPrefix,
  resetTokenLifetimeSeconds,
} from './password-reset.ts';

/**
 * The mails of this module, rendered by the mail queue after the request that asked for them
 * (decision 0015): each mints its single-use token only then. Split out of auth.service.ts
 * (issue 24 §4).
 */
export function authMailRenderers(deps: {
  config: Config;
  database: Database;
  translator: Translator;
  internals: AuthInternals;
}): Record<string, RenderMail> {
  const { config, database, translator, internals } = deps;
  const db = withAuthTables(database.db);

  /**
   * Stores a single-use token of `userId`; false when the account was deleted meanwhile. The mail
   * queue renders after the request that asked for the mail, so an account may be deleted between
   * the lookup and the insert: the token is then removed again, and no row of the person is left
   * behind (decision 0017). On PostgreSQL the check waits for a deletion in progress (the deletion
   * locks the user row first, then deletes the tokens), so either the deletion sees the token or
   * the check sees the account gone.
   */
  const issueToken = async (identifier: string, userId: string, lifetimeSeconds: number) => {
    await internals.createVerification({
      identifier,
      // The owner, so that deleting an account can find and delete its pending tokens.
      value: userId,
      expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
    });
    let owner = db.selectFrom('user').select('id').where('id', '=', userId);
    if (database.kind === 'postgres') owner = owner.forShare();
    if (await owner.executeTakeFirst()) return true;
    await db.deleteFrom('verification').where('value', '=', userId).execute();
    return false;
  };

  const mailLocale = (asked: string, user: { locale?: string | null }): Locale =>
    isSupportedLocale(asked) ? asked : isSupportedLocale(user.locale) ? user.locale : defaultLocale;

  /** A reset job: for an account, a fresh single-use token and its link; else nothing. */
  const renderPasswordReset: RenderMail = async (job) => {
    const user = await internals.userByEmail(job.recipient);
    if (!user) return null;
    const token = randomBytes(24).toString('base64url');
    if (!(await issueToken(`${resetIdentifierPrefix}${token}`, user.id, resetTokenLifetimeSeconds)))
      return null;
    const link = new URL('/reset-password', config.appUrl);
    link.searchParams.set('token', token);
    const t = translator.for(mailLocale(job.locale, user));
    return passwordResetMail(t, user.email, user.name, link.href);
  };

  /** A verification job: a single-use link to the page that confirms it, unless already done. */
  const renderVerification: RenderMail = async (job) => {
    const user = await internals.userByEmail(job.recipient);
    if (!user || user.emailVerified) return null;
    const token = randomBytes(32).toString('base64url');
    if (
      !(await issueToken(
        `${emailVerificationPrefix}${token}`,
        user.id,
        verificationLifetimeSeconds,
      ))
    )
      return null;
    const locale = mailLocale(job.locale, user);
    const link = new URL(localizedPath('/verify-email', locale), config.appUrl);
    link.searchParams.set('token', token);
    return verifyEmailMail(translator.for(locale), user.email, user.name, link.href);
  };

  return { [PASSWORD_RESET_MAIL]: renderPasswordReset, [VERIFY_EMAIL_MAIL]: renderVerification };
}
