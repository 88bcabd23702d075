import { Migrator } from 'kysely/migration';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAuthTables } from '#server/modules/auth/auth-tables.ts';
import { claimTotpStep } from '#server/modules/auth/totp-steps.ts';
import { testDatabases } from '#server/test/databases.ts';
import {
  openMigrationTestDatabase,
  type MigrationTestDatabase,
} from '#server/test/migration-database.ts';
import type { Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import * as initial from './001-initial.ts';

/**
 * Migration 007 (issue 22 finding 3, decision 0077) on a database where an account already has
 * an authenticator: the enrolment is kept as it was, with no step accepted yet, and from then on
 * each step is accepted once, never one at or before the last.
 */
describe.each(testDatabases)('migration 007 over an existing enrolment on %s', (kind) => {
  let opened: MigrationTestDatabase | undefined;
  let database: Database;
  const userId = 'enrolled-before-007';
  const enrolment = {
    id: 'two-factor-before-007',
    secret: 'encrypted-secret',
    backupCodes: '["hmac:a"]',
    userId,
  };

  beforeAll(async () => {
    opened = await openMigrationTestDatabase(kind);
    database = opened.database;
    await opened.authMigrations();
    const until001 = new Migrator({
      db: database.db,
      provider: {
        getMigrations: async () => ({ '001-initial': { up: (db) => initial.up(db, kind) } }),
      },
    });
    expect((await until001.migrateToLatest()).error).toBeUndefined();
    const flag = kind === 'sqlite' ? 1 : true;
    const now = new Date('2026-01-01T00:00:00Z').toISOString();
    await sql`insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", "twoFactorEnabled")
      values (${userId}, 'Ana', 'ana@example.com', ${flag}, ${now}, ${now}, ${flag})`.execute(
      database.db,
    );
    await sql`insert into "twoFactor" (id, secret, "backupCodes", "userId", verified)
      values (${enrolment.id}, ${enrolment.secret}, ${enrolment.backupCodes}, ${userId}, ${flag})`.execute(
      database.db,
    );
    await migrateToLatest(database, opened.authMigrations);
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('keeps the enrolment, with no step accepted yet', async () => {
    const row = await withAuthTables(database.db)
      .selectFrom('twoFactor')
      .select(['id', 'secret', 'backupCodes', 'userId', 'lastTotpStep'])
      .where('userId', '=', userId)
      .executeTakeFirst();
    expect(row).toEqual({ ...enrolment, lastTotpStep: null });
  });

  it('accepts each step once, then only later ones', async () => {
    const step = 59_000_000;
    expect(await claimTotpStep(database, userId, step)).toBe(true);
    expect(await claimTotpStep(database, userId, step)).toBe(false);
    expect(await claimTotpStep(database, userId, step - 1)).toBe(false);
    expect(await claimTotpStep(database, userId, step + 1)).toBe(true);
    expect(await claimTotpStep(database, 'nobody', step + 2)).toBe(false);
  });
});
