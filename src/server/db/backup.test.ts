import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '#server/app.ts';
import { registerUser, send, startAppForTest } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { findPostgresBinDir } from '#server/test/postgres-cluster.ts';
import { runScript } from '#server/test/run-script.ts';
import { mediaUrl } from '#shared/content/media.ts';
import { storeExampleCover } from '#server/modules/media/example-cover.ts';
import { databaseMediaStore } from '#server/modules/media/media-store.ts';
import { backupFileName } from './backup.ts';

/**
 * Issue "Operations" §4: `npm run db:backup` copies the database while the site runs and
 * writes; `npm run db:restore <file>` refuses while an instance runs, and puts the copy back into
 * a stopped one, keeping the database it replaces.
 */

describe('backupFileName', () => {
  it.each<[string, 'db' | 'dump', string]>([
    ['2026-11-21T14:30:05.123Z', 'db', 'app-20261121-143005Z.db'],
    ['2027-01-02T03:04:05.000Z', 'dump', 'app-20270102-030405Z.dump'],
  ])('names a copy made at %s (%s) %s', (iso, extension, expected) => {
    expect(backupFileName(new Date(iso), extension)).toBe(expected);
  });
});

async function leadEmails(app: FastifyInstance): Promise<string[]> {
  const { rows } = await sql<{
    email: string;
  }>`select email from contact_submission order by id`.execute(app.database.db);
  return rows.map((r) => r.email);
}

function postLead(app: FastifyInstance, email: string) {
  return send(app, { method: 'POST', url: '/api/contacts', payload: { name: 'Lead', email } });
}

describe.each(testDatabases)('db:backup and db:restore on %s', (kind) => {
  it('copies the live database while leads keep arriving, and restores it into a stopped instance', async () => {
    const t = await startAppForTest(kind);
    const env: Record<string, string> = {
      DATA_DIR: t.config.dataDir,
      ...(t.config.database.kind === 'postgres'
        ? { DATABASE_URL: t.config.database.url, PG_BIN_DIR: findPostgresBinDir() }
        : {}),
    };
    const member = await registerUser(t.app);
    // Images live in the database too (issue 23 §7, decision 0129): the copy holds them.
    const mediaId = await storeExampleCover(databaseMediaStore(t.app.database.db));
    const image = mediaUrl(mediaId, 'webp', 480);
    const imageBytes = (await send(t.app, { method: 'GET', url: image })).rawPayload;
    for (const n of [1, 2, 3]) {
      expect((await postLead(t.app, `before${n}@example.com`)).statusCode).toBe(201);
    }

    // Leads keep arriving while the copy is made: the site stays up and the copy is consistent.
    let writing = true;
    let writtenDuringBackup = 0;
    const writer = (async () => {
      while (writing) {
        expect((await postLead(t.app, `during${writtenDuringBackup}@example.com`)).statusCode).toBe(
          201,
        );
        writtenDuringBackup += 1;
      }
    })();
    const backup = await runScript('scripts/db-backup.ts', [], env);
    writing = false;
    await writer;
    expect(backup.code, backup.stderr).toBe(0);
    const file = /^Backup written: (\S+), /m.exec(backup.stdout)?.[1] ?? '';
    expect(path.dirname(file)).toBe(path.join(t.config.dataDir, 'backups'));
    expect(path.basename(file)).toMatch(
      kind === 'sqlite' ? /^app-\d{8}-\d{6}Z\.db$/ : /^app-\d{8}-\d{6}Z\.dump$/,
    );
    console.log(`  ${kind}: ${writtenDuringBackup} leads written while the backup ran`);
    const inBackup = await leadEmails(t.app);

    expect((await postLead(t.app, 'after@example.com')).statusCode).toBe(201);

    const refused = await runScript('scripts/db-restore.ts', [file], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Stop (the server|every instance)/);
    expect(await leadEmails(t.app)).toContain('after@example.com');

    await t.app.close();
    const restored = await runScript('scripts/db-restore.ts', [file], env);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`Restored ${file}`);

    const again = await buildApp(t.config, { logStream: devNull() });
    onTestFinished(() => again.close());
    const emails = await leadEmails(again);
    expect(emails.slice(0, 3)).toEqual([
      'before1@example.com',
      'before2@example.com',
      'before3@example.com',
    ]);
    expect(emails).not.toContain('after@example.com');
    // Every lead in the copy is whole: a prefix of what was written, with no gap.
    expect(inBackup.slice(0, emails.length)).toEqual(emails);
    // Sessions are rows too: the person is still signed in after the restore.
    const me = await send(again, { method: 'GET', url: '/api/user', jar: member.jar });
    expect(me.statusCode).toBe(200);
    const restoredImage = await send(again, { method: 'GET', url: image });
    expect(restoredImage.statusCode).toBe(200);
    expect(restoredImage.rawPayload.equals(imageBytes)).toBe(true);

    const kept = await readdir(path.join(t.config.dataDir, 'backups'));
    expect(kept.filter((name) => name.startsWith('before-restore-'))).toHaveLength(1);
  });
});

it('db:restore refuses a file that is not a backup of this site', async () => {
  const t = await startAppForTest('sqlite');
  await t.app.close();
  const result = await runScript('scripts/db-restore.ts', ['package.json'], {
    DATA_DIR: t.config.dataDir,
  });
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('is not a SQLite database');
});

function devNull(): Writable {
  return new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
}
