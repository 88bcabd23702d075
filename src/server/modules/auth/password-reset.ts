import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '#server/db/schema.ts';
import { enqueueMail } from '#server/modules/notifications/mail-queue.service.ts';
import { withAuthTables } from './auth-tables.ts';

/**
 * Password recovery (decision 0003, hardened by issue 12 findings 5 and 9; decision 0027):
 * - the request only queues a mail job, the same one row for any address, so a registered address
 *   costs the request no more than an unknown one; the queue (after the answer) looks the address
 *   up and, for an account, makes the token and sends the link;
 * - tokens are stored as SHA-256 hashes, like e-mail verification tokens;
 * - a reset, or a password change, ends every link of the account still outstanding.
 */

export const PASSWORD_RESET_MAIL = 'password-reset';

/** Better Auth's identifier of a reset token (`reset-password:<token>`, its resetPassword call). */
export const resetIdentifierPrefix = 'reset-password:';
/**
 * How our hashed reset identifiers are stored. Not `reset-password:`: Better Auth, failing to find
 * a hashed identifier, also looks the plain one up, and a stored hash must never match that.
 */
const storedPrefix = 'reset-password-sha256:';

/** One hour (decision 0003). */
export const resetTokenLifetimeSeconds = 60 * 60;

/** Better Auth's `storeIdentifier` hash for reset identifiers: keeps a prefix we can delete by. */
export function hashResetIdentifier(identifier: string): string {
  return `${storedPrefix}${createHash('sha256').update(identifier).digest('base64url')}`;
}

/** Ends every outstanding reset link of the account (old plain rows included). */
export async function revokeResetTokens(db: Kysely<DB>, userId: string): Promise<number> {
  const result = await withAuthTables(db)
    .deleteFrom('verification')
    .where('value', '=', userId)
    .where((eb) =>
      eb.or([
        eb('identifier', 'like', `${storedPrefix}%`),
        eb('identifier', 'like', `${resetIdentifierPrefix}%`),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Queues the reset mail for whatever address was typed; who it belongs to is found later. */
export async function enqueuePasswordReset(
  db: Kysely<DB>,
  email: string,
  locale: string,
): Promise<void> {
  await enqueueMail(db, [{ kind: PASSWORD_RESET_MAIL, recipient: email, locale, payload: {} }]);
}

/**
 * The e-mail of the account a reset token belongs to, looked up before the reset consumes it: the
 * browser that completes the reset gets that account's device cookie (decision 0076). Whether the
 * token is still valid is Better Auth's to judge; this only names the owner.
 */
export async function resetTokenOwnerEmail(
  db: Kysely<DB>,
  token: string,
): Promise<string | undefined> {
  const identifier = `${resetIdentifierPrefix}${token}`;
  const row = await withAuthTables(db)
    .selectFrom('verification')
    .innerJoin('user', 'user.id', 'verification.value')
    .select('user.email')
    .where('verification.identifier', 'in', [hashResetIdentifier(identifier), identifier])
    .executeTakeFirst();
  return row?.email;
}
