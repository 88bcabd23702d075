import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createTestDatabaseUrl, testDatabases, type TestDatabase } from '#server/test/databases.ts';
import type { NewContact } from './leads.write.queries.ts';
import { createLeadWriter, type EnqueueLeadMail } from './lead-writer.ts';

/** Group commit of new leads (decision 0030), on both databases. */

describe.each(testDatabases)('lead writer on %s', (kind) => {
  let target: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    target = await createTestDatabaseUrl(kind);
    database = openDatabase({
      database: target.databaseUrl
        ? { kind: 'postgres', url: target.databaseUrl }
        : { kind: 'sqlite', file: `${target.dataDir}/app.db` },
    });
    // Only our own tables are needed here; Better Auth's are not.
    await migrateToLatest(database, async () => {});
  });
  afterAll(async () => {
    await database?.close();
    await target?.drop();
  });

  const stored = async (emails: string[]) =>
    (
      await database.db
        .selectFrom('contact_submission')
        .select(['id', 'email'])
        .where('email', 'in', emails)
        .orderBy('id')
        .execute()
    ).map((r) => ({ id: Number(r.id), email: r.email }));
  const lead = (tag: string, i: number): NewContact => ({
    name: `Pessoa ${i}`,
    email: `${tag}${i}@example.com`,
  });

  it('stores leads that arrive together in one transaction, each answered with its own id', async () => {
    const batches: number[][] = [];
    const writer = createLeadWriter({
      db: database.db,
      enqueueMail: async (_trx, stored) => {
        batches.push(stored.map((s) => s.id));
        // What the caller passed comes back beside its id: lead i gets i mails.
        return stored.map((s) => Number(/\d+/.exec(s.lead.email)?.[0]));
      },
    });
    const leads = Array.from({ length: 12 }, (_, i) => lead('junto', i));
    const results = await Promise.all(leads.map((l) => writer.write(l)));
    const rows = await stored(leads.map((l) => l.email));
    expect(rows.map((r) => r.email)).toEqual(leads.map((l) => l.email));
    expect(results).toEqual(rows.map((r, i) => ({ id: r.id, notifications: i })));
    // One batch for the twelve, its notifications queued once for all of them.
    expect(batches).toEqual([rows.map((r) => r.id)]);
  });

  it('answers each lead of full batches in flight side by side with the id of its own row', async () => {
    const writer = createLeadWriter({
      db: database.db,
      enqueueMail: async (_trx, stored) => stored.map(() => 0),
      maxBatch: 64,
      concurrency: kind === 'postgres' ? 4 : 1,
    });
    // The ids of a multi-row insert are matched to the leads by their order (decision 0034).
    const leads = Array.from({ length: 300 }, (_, i) => lead('ordem', i));
    const results = await Promise.all(leads.map((l) => writer.write(l)));
    const byId = new Map(
      (await stored(leads.map((l) => l.email))).map((row) => [row.id, row.email]),
    );
    expect(byId.size).toBe(leads.length);
    expect(results.map((r) => byId.get(r.id))).toEqual(leads.map((l) => l.email));
  });

  it('commits nothing of a batch whose notifications fail, and rejects every write of it', async () => {
    const failing: EnqueueLeadMail = async () => {
      throw new Error('mail queue insert failed');
    };
    const writer = createLeadWriter({ db: database.db, enqueueMail: failing });
    const leads = Array.from({ length: 3 }, (_, i) => lead('falha', i));
    const results = await Promise.allSettled(leads.map((l) => writer.write(l)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await stored(leads.map((l) => l.email))).toEqual([]);
  });

  it('stores the good leads of a batch when one of them cannot be stored', async () => {
    const writer = createLeadWriter({
      db: database.db,
      enqueueMail: async (_trx, stored) => stored.map(() => 0),
      maxBatch: 10,
    });
    const good = [lead('bom', 1), lead('bom', 2)];
    // NOT NULL on the name: only a bug could send this, and only this lead may fail for it.
    const bad = { name: null, email: 'ruim@example.com' } as unknown as NewContact;
    const results = await Promise.allSettled([
      writer.write(good[0] as NewContact),
      writer.write(bad),
      writer.write(good[1] as NewContact),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await stored(good.map((l) => l.email))).map((r) => r.email)).toEqual(
      good.map((l) => l.email),
    );
    expect(await stored(['ruim@example.com'])).toEqual([]);
  });

  it('keeps batching while a transaction is in flight: nothing waits for a turn it cannot take', async () => {
    const batches: number[] = [];
    const writer = createLeadWriter({
      db: database.db,
      enqueueMail: async (_trx, stored) => {
        batches.push(stored.length);
        return stored.map(() => 0);
      },
      maxBatch: 4,
    });
    const first = Array.from({ length: 10 }, (_, i) => writer.write(lead('fila', i)));
    const results = await Promise.all(first);
    expect(new Set(results.map((r) => r.id)).size).toBe(10);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(10);
    expect(Math.max(...batches)).toBeLessThanOrEqual(4);
  });
});
