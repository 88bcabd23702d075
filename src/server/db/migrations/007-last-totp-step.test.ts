import { describe, expect, it } from 'vitest';
import { claimTotpStep, forgetTotpStep } from '#server/modules/auth/totp-steps.ts';
import { testDatabases } from '#server/test/databases.ts';
import { useMigratedTestDatabase } from '#server/test/migration-database.ts';

/**
 * Migration 007 (issue 22 finding 3, decision 0077): a table of the last authenticator step
 * accepted per account, standing without Better Auth's tables like our other migrations, in which
 * each step is accepted once and never one at or before the last.
 */
describe.each(testDatabases)('migration 007 on %s', (kind) => {
  const migrated = useMigratedTestDatabase(kind, { withAuth: false });
  const step = 59_000_000;

  it('starts empty: no account has had a code accepted', async () => {
    expect(await migrated.database.db.selectFrom('totp_step').selectAll().execute()).toEqual([]);
  });

  it('accepts each step once, then only later ones, per account', async () => {
    expect(await claimTotpStep(migrated.database, 'ana', step)).toBe(true);
    expect(await claimTotpStep(migrated.database, 'ana', step)).toBe(false);
    expect(await claimTotpStep(migrated.database, 'ana', step - 1)).toBe(false);
    expect(await claimTotpStep(migrated.database, 'bruno', step)).toBe(true);
    expect(await claimTotpStep(migrated.database, 'ana', step + 1)).toBe(true);
    expect(
      await migrated.database.db.selectFrom('totp_step').selectAll().orderBy('user_id').execute(),
    ).toEqual([
      { user_id: 'ana', last_step: step + 1 },
      { user_id: 'bruno', last_step: step },
    ]);
  });

  it('forgets an account: a new secret starts afresh', async () => {
    await forgetTotpStep(migrated.database, 'ana');
    expect(await claimTotpStep(migrated.database, 'ana', step - 5)).toBe(true);
  });
});
