import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceSlugs } from '#shared/routes.ts';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/database.ts';
import { setAdmin } from '#server/modules/auth/admin-role.ts';
import { createTestDatabaseUrl, testDatabases, type TestDatabase } from '#server/test/databases.ts';
import { runScript } from '#server/test/run-script.ts';
import { listConsultants } from './meetings.queries.ts';

/**
 * `npm run admin -- consultant <email> [--off]` and `consultant list` (issue 25 §1), run as a real
 * process against both databases, as the admin CLI's own tests do.
 */
describe.each(testDatabases)('consultant CLI on %s', (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let direct: Database;
  const admin = (...args: string[]) => runScript('scripts/admin.ts', args, env);

  beforeAll(async () => {
    database = await createTestDatabaseUrl(kind);
    env = {
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    };
    const config = loadConfig({
      ...env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CLIENT_DIR: '/nonexistent',
    });
    const app = await buildApp(config);
    for (const [fullName, email] of [
      ['Ana Consultora', 'ana@example.com'],
      ['Bruno Membro', 'bruno@example.com'],
    ]) {
      const registered = await app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          fullName,
          email,
          password: 'Senha#Forte1',
          confirmPassword: 'Senha#Forte1',
          birthDate: '1985-03-10',
          termsAccepted: true,
        },
      });
      expect(registered.statusCode).toBe(201);
    }
    await setAdmin(app.database, 'ana@example.com', true);
    await app.close();
    direct = openDatabase(config);
  });
  afterAll(async () => {
    await direct?.close();
    await database?.drop();
  });

  it('lists nobody before the first consultant', async () => {
    const listed = await admin('consultant', 'list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('No consultants yet');
  });

  it('makes an admin a consultant with the default schedule: Mon–Fri 09:00–18:00 São Paulo, three languages, every area', async () => {
    const made = await admin('consultant', 'ANA@example.com');
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain('ana@example.com is now a consultant');
    const [ana] = await listConsultants(direct.db);
    expect(ana).toMatchObject({
      active: true,
      languages: ['pt-BR', 'en', 'es'],
      // Every area: the services' catalogue.
      areas: [...serviceSlugs],
      meetingMinutes: 30,
      bufferMinutes: 0,
      noticeMinutes: 240,
      horizonDays: 30,
      weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1080 })),
    });
    const listed = await admin('consultant', 'list');
    expect(listed.stdout).toBe(
      'ana@example.com\tAna Consultora\ttaking bookings\tpt-BR,en,es\t30 min\t' +
        'Mon 09:00-18:00, Tue 09:00-18:00, Wed 09:00-18:00, Thu 09:00-18:00, Fri 09:00-18:00 (São Paulo)\n',
    );
  });

  it('stops new bookings with --off, and turns them back on keeping the schedule', async () => {
    const off = await admin('consultant', 'ana@example.com', '--off');
    expect(off.code, off.stderr).toBe(0);
    expect(off.stdout).toContain('takes no new bookings');
    expect((await admin('consultant', 'list')).stdout).toContain('\toff\t');
    expect((await listConsultants(direct.db))[0]?.active).toBe(false);
    const on = await admin('consultant', 'ana@example.com');
    expect(on.code).toBe(0);
    expect(on.stdout).toContain('takes bookings again');
    const [ana] = await listConsultants(direct.db);
    expect(ana?.active).toBe(true);
    // Not a second copy of the default schedule.
    expect(ana?.weekly).toHaveLength(5);
  });

  it.each([
    [['consultant', 'bruno@example.com'], 1, 'is not an administrator'],
    [['consultant', 'nobody@example.com'], 1, 'No account with the e-mail'],
    [['consultant', 'bruno@example.com', '--off'], 1, 'is not a consultant'],
    [['consultant', 'ana@example.com', '--of'], 2, 'Usage'],
    [['consultant'], 2, 'Usage'],
  ])('refuses %j with exit code %i', async (args, code, message) => {
    const result = await admin(...args);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
  });
});
