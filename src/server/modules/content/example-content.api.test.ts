import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { collectionNames, type CollectionName } from '#shared/content/collection-names.ts';
import { supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/database.ts';
import { useTestApp } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';
import { listContent } from './content-read.service.ts';
import { publishedList } from './content-public.service.ts';
import { writeExampleContent } from './example-content.ts';
import { mediaUrl } from '#shared/content/media.ts';
import { storeExampleCover } from '#server/modules/media/example-cover.ts';
import { databaseMediaStore } from '#server/modules/media/media-store.ts';
import { publishedSiteContent } from './site-content.service.ts';

/**
 * `npm run content:example` (issue 23 §9, decision 0126) on SQLite and PostgreSQL: a start writes
 * no example content; the script's writer publishes two case studies, two insights, three team
 * members and three clients in pt-BR, en and es, each title or name starting with the language's
 * word for "example"; a second run adds nothing. The script itself refuses NODE_ENV=production
 * without --force, and with it writes to the configured DATA_DIR.
 */

const prefix: Record<Locale, string> = { 'pt-BR': 'Exemplo', en: 'Example', es: 'Ejemplo' };
const expected: Record<CollectionName, number> = {
  'case-studies': 2,
  insights: 2,
  team: 3,
  clients: 3,
};
const titleField: Record<CollectionName, string> = {
  'case-studies': 'title',
  insights: 'title',
  team: 'name',
  clients: 'name',
};

describe.each(testDatabases)('example content on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.app.database.db;

  it('is not written by a start', async () => {
    for (const collection of collectionNames) {
      expect((await listContent(db(), collection)).entries).toEqual([]);
    }
  });

  it('publishes every collection in three languages, each marked as an example', async () => {
    // The cover is drawn now and stored like an upload (decision 0130).
    const coverMediaId = await storeExampleCover(databaseMediaStore(db()));
    expect(await writeExampleContent(db(), undefined, { coverMediaId })).toEqual({
      written: 30,
      kept: 0,
    });
    for (const collection of ['case-studies', 'insights'] as const) {
      for (const item of await publishedList(db(), collection, 'en')) {
        expect(item.fields.cover).toEqual({
          mediaId: coverMediaId,
          alt: expect.stringMatching(/^Example illustration/),
        });
      }
    }
    expect(coverMediaId).toMatch(/-1600x900$/);
    const served = await t.app.inject({ url: mediaUrl(coverMediaId, 'avif', 960) });
    expect(served.statusCode).toBe(200);
    for (const collection of collectionNames) {
      for (const locale of supportedLocales) {
        const items = await publishedList(db(), collection, locale);
        expect(items, `${collection} ${locale}`).toHaveLength(expected[collection]);
        for (const item of items) {
          expect(String(item.fields[titleField[collection]])).toMatch(
            new RegExp(`^${prefix[locale]}`),
          );
        }
      }
    }
    // Enough for the pages: the team on /about and the clients' strip in every language.
    const site = await publishedSiteContent(db());
    for (const locale of supportedLocales) {
      expect(site?.team[locale]).toHaveLength(3);
      expect(site?.clients[locale]).toHaveLength(3);
    }
  });

  it('adds nothing when run again', async () => {
    expect(await writeExampleContent(db())).toEqual({ written: 0, kept: 30 });
    for (const collection of collectionNames) {
      expect((await listContent(db(), collection)).entries).toHaveLength(expected[collection]);
    }
  });
});

describe('npm run content:example', () => {
  const script = fileURLToPath(new URL('../../../../scripts/content-example.ts', import.meta.url));
  const run = (env: Record<string, string>, args: string[] = []) =>
    promisify(execFile)(process.execPath, [script, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('refuses NODE_ENV=production without --force, and writes with it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'content-example-'));
    try {
      const production = {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        APP_URL: 'https://www.example.com',
        SESSION_SECRET: 'x'.repeat(40),
      };
      const refused = await run(production);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('NODE_ENV=production');
      // Refused before the database is opened: nothing was created.
      expect(await readdir(dataDir)).toEqual([]);

      const forced = await run(production, ['--force']);
      expect(forced.code, forced.stderr).toBe(0);
      expect(forced.stdout).toContain('30 translation(s) written');
      const database = openDatabase(loadConfig(production));
      try {
        expect((await listContent(database.db, 'team')).entries).toHaveLength(3);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
