import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createTestDatabaseUrl, testDatabases, type TestDatabase } from '#server/test/databases.ts';
import { runScript } from '#server/test/run-script.ts';
import { listAuditEvents } from '#server/modules/audit/audit.service.ts';
import { withAuthTables } from './auth-tables.ts';

/** `npm run admin -- grant|revoke|grant-editor|revoke-editor|list|reset-two-factor`, run as a real process against both databases. */
describe.each(testDatabases)('admin CLI on %s', (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabaseUrl(kind);
    env = {
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    };
    const app = await buildApp(
      loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent' }),
    );
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        fullName: 'Ana Admin',
        email: 'ana@example.com',
        password: 'Senha#Forte1',
        confirmPassword: 'Senha#Forte1',
        birthDate: '1985-03-10',
        termsAccepted: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        fullName: 'Bia Verificada',
        email: 'bia@example.com',
        password: 'Senha#Forte1',
        confirmPassword: 'Senha#Forte1',
        birthDate: '1987-06-21',
        termsAccepted: true,
      },
    });
    expect(verified.statusCode).toBe(201);
    // As if Bia had opened the link of her confirmation mail.
    await withAuthTables(app.database.db)
      .updateTable('user')
      .set({ emailVerified: kind === 'sqlite' ? 1 : true })
      .where('email', '=', 'bia@example.com')
      .execute();
    await app.close();
  });
  afterAll(async () => database.drop());

  it('lists nobody before a grant', async () => {
    const result = await runScript('scripts/admin.ts', ['list'], env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('No administrators yet');
  });

  it('grants the role (e-mail matched case-insensitively), warns about the unverified e-mail, lists it', async () => {
    const granted = await runScript('scripts/admin.ts', ['grant', 'ANA@Example.com'], env);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('ana@example.com is now an administrator');
    expect(granted.stderr).toContain('has not verified');
    const listed = await runScript('scripts/admin.ts', ['list'], env);
    expect(listed.stdout).toMatch(/^ana@example\.com\tAna Admin/m);
  });

  it('grants the role to a verified account without a warning', async () => {
    const granted = await runScript('scripts/admin.ts', ['grant', 'bia@example.com'], env);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('bia@example.com is now an administrator');
    expect(granted.stderr).toBe('');
    const revoked = await runScript('scripts/admin.ts', ['revoke', 'bia@example.com'], env);
    expect(revoked.code).toBe(0);
  });

  it('revokes the role', async () => {
    const revoked = await runScript('scripts/admin.ts', ['revoke', 'ana@example.com'], env);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('no longer an administrator');
    expect((await runScript('scripts/admin.ts', ['list'], env)).stdout).toContain(
      'No administrators yet',
    );
  });

  it('grants and revokes the editor role (issue 23 §1), lists it, and records both in the audit trail', async () => {
    const granted = await runScript('scripts/admin.ts', ['grant-editor', 'Bia@Example.com'], env);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain('bia@example.com is now an editor');
    expect(granted.stdout).toContain('/admin/content');
    const listed = await runScript('scripts/admin.ts', ['list'], env);
    expect(listed.stdout).toMatch(/^bia@example\.com\tBia Verificada\teditor$/m);
    // A repeat changes nothing and records nothing.
    expect(
      (await runScript('scripts/admin.ts', ['grant-editor', 'bia@example.com'], env)).code,
    ).toBe(0);
    const revoked = await runScript('scripts/admin.ts', ['revoke-editor', 'bia@example.com'], env);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('bia@example.com is no longer an editor');
    const app = await buildApp(
      loadConfig({ ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIR: '/nonexistent' }),
    );
    try {
      const bia = await withAuthTables(app.database.db)
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'bia@example.com')
        .executeTakeFirstOrThrow();
      const events = await listAuditEvents(app.database.db, { subject: bia.id });
      // Newest first; the admin grant and revoke of an earlier test are Bia's other events.
      const editorEvents = events.filter((e) => e.details?.role === 'editor');
      expect(editorEvents.map((e) => [e.action, e.actorId, e.details])).toEqual([
        ['account.role_changed', null, { role: 'editor', granted: false, by: 'cli' }],
        ['account.role_changed', null, { role: 'editor', granted: true, by: 'cli' }],
      ]);
    } finally {
      await app.close();
    }
  });

  it('fails with a clear message and exit code 1 for an unknown e-mail', async () => {
    const result = await runScript('scripts/admin.ts', ['grant', 'ninguem@example.com'], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No account with the e-mail "ninguem@example.com"');
  });

  it('resets two-factor sign-in of an account (a lost authenticator), and says so', async () => {
    const result = await runScript(
      'scripts/admin.ts',
      ['reset-two-factor', 'ana@example.com'],
      env,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('ana@example.com: two-factor sign-in was not on');
    const unknown = await runScript('scripts/admin.ts', ['reset-two-factor', 'x@example.com'], env);
    expect(unknown.code).toBe(1);
  });

  it('prints the usage and exits 2 for a wrong command', async () => {
    const result = await runScript('scripts/admin.ts', ['promote'], env);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin');
  });
});
