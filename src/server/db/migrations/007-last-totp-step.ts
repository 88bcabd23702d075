import type { Kysely } from 'kysely';

/**
 * The last authenticator time step accepted for each account (issue 22 finding 3, decision 0077):
 * a code is refused once its step, or an earlier one, has been accepted (RFC 6238 §5.2), so one
 * code cannot open several sessions in the ~90 s Better Auth accepts it for. A table of our own
 * rather than a column of Better Auth's `twoFactor`: our migrations stand without Better Auth's
 * tables (tests of the lead writer and the limiter run them alone). No row: no code accepted yet.
 * A step (Unix time / 30 s) fits a 32-bit integer until the year 4010.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('totp_step')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('last_step', 'integer', (c) => c.notNull())
    .execute();
}
