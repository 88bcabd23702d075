import { sql, type Kysely } from 'kysely';

/**
 * The last authenticator time step accepted for each account (issue 22 finding 3, decision 0077):
 * a code is refused once its step, or an earlier one, has been accepted (RFC 6238 §5.2), so one
 * code cannot open several sessions in the ~90 s Better Auth accepts it for. A column of Better
 * Auth's `twoFactor` row (created by its migrations, which run before these, migrate.ts): it goes
 * with the secret it belongs to when two-factor sign-in is turned off, reset or the account is
 * deleted. Null: no code accepted yet. A step (Unix time / 30 s) fits a 32-bit integer until 4010.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table "twoFactor" add column "lastTotpStep" integer`.execute(db);
}
