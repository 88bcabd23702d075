import { timingSafeEqual } from 'node:crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { symmetricDecrypt } from 'better-auth/crypto';
import type { Database } from '#server/db/database.ts';
import { withAuthTables } from './auth-tables.ts';

/**
 * One authenticator code, one sign-in (issue 22 finding 3, decision 0077; RFC 6238 §5.2). Better
 * Auth accepts a code for the time step before and after the current one, and remembers none, so
 * one code opened three admin sessions in ~90 s. Before a code goes to Better Auth we find the
 * step it belongs to and claim it for the account; a step at or before the last one claimed is a
 * replay. What this file reads of Better Auth (its stored secret's format, its TOTP parameters) is
 * 1.7.25's: the two-factor API tests fail if an upgrade changes either.
 */

/** Better Auth's TOTP as auth.ts configures it (the plugin's defaults): 30 s steps, 6 digits. */
const periodSeconds = 30;
const digits = 6;
/** Better Auth's `verify` accepts the current step and one on each side (its default window). */
const window = 1;

/** Better Auth's mark on a secret imported as base32 (never ours, which are generated). */
const base32Prefix = 'base32:';

/** The time step a moment falls in (RFC 6238's T: Unix time over the period). */
export function totpStepAt(epochMs: number): number {
  return Math.floor(epochMs / (periodSeconds * 1000));
}

type SecretConfig = Parameters<typeof symmetricDecrypt>[0]['key'];

/** The key codes are computed from, out of the encrypted secret Better Auth stored. */
export async function totpKey(secretConfig: SecretConfig, stored: string): Promise<OtpKey> {
  // Loaded with Better Auth, never at start-up (decision 0030).
  const { symmetricDecrypt } = await import('better-auth/crypto');
  const secret = await symmetricDecrypt({ key: secretConfig, data: stored });
  if (!secret.startsWith(base32Prefix)) return secret;
  return base32.decode(secret.slice(base32Prefix.length).toUpperCase());
}

type OtpKey = Parameters<typeof createOTP>[0];

/**
 * The step of Better Auth's window that `code` is the code of, or undefined for a wrong code.
 * Every step of the window is computed and compared in constant time, as Better Auth does.
 */
export async function matchedTotpStep(
  key: OtpKey,
  code: string,
  now = Date.now(),
): Promise<number | undefined> {
  const otp = createOTP(key, { period: periodSeconds, digits });
  const current = totpStepAt(now);
  const given = Buffer.from(code);
  let matched: number | undefined;
  for (let step = current - window; step <= current + window; step++) {
    const expected = Buffer.from(await otp.hotp(step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) matched = step;
  }
  return matched;
}

/**
 * Records `step` as the account's last accepted one, unless it or a later one already is: false
 * then (a replay). One statement (an insert, or an update only to a later step), so of two
 * instances given the same code at once only one sees its row written.
 */
export async function claimTotpStep(
  database: Database,
  userId: string,
  step: number,
): Promise<boolean> {
  const result = await database.db
    .insertInto('totp_step')
    .values({ user_id: userId, last_step: step })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ last_step: step }).where('totp_step.last_step', '<', step),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** A new secret starts with no step accepted (enrolment, decision 0077). */
export async function forgetTotpStep(database: Database, userId: string): Promise<void> {
  await database.db.deleteFrom('totp_step').where('user_id', '=', userId).execute();
}

/**
 * The code to hand Better Auth for `userId` (issue 22 finding 3, decision 0077): a right code
 * claims its time step here, before Better Auth checks it; a step at or before the last claimed
 * one is a replay, and Better Auth is given '' instead, which matches no code, so the replay is
 * refused as a wrong code is, with the same answer, counted toward the challenge's five tries and
 * the account's lockout, and no session. A wrong code claims nothing and is Better Auth's to
 * refuse and count. Moved from auth.service.ts (issue 24 §4).
 */
export async function unlessReplayed(
  database: Database,
  secretConfig: SecretConfig,
  userId: string,
  code: string,
): Promise<string> {
  const row = await withAuthTables(database.db)
    .selectFrom('twoFactor')
    .select('secret')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row) return code;
  const step = await matchedTotpStep(await totpKey(secretConfig, row.secret), code);
  if (step === undefined) return code;
  return (await claimTotpStep(database, userId, step)) ? code : '';
}
