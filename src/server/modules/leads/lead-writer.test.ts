import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createTestDatabaseUrl, testDatabases, type TestDatabase } from '#server/test/databases.ts';
import { insertContacts, type NewContact } from './leads.write.queries.ts';
import { createLeadWriter, idReserve, type PlanLeadMail } from './lead-writer.ts';
import { readLeadRows, storedLead } from './lead-rows.test-support.ts';

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
  const noMail: PlanLeadMail = async () => (stored) => ({ jobs: [], each: stored.map(() => 0) });
  /** One mail per lead, naming it, as the notification and the confirmation do. */
  const mailPerLead =
    (kindOfJob: string): PlanLeadMail =>
    async () =>
    (stored) => ({
      jobs: stored.map(({ id }) => ({
        kind: kindOfJob,
        recipient: `lead:${id}`,
        locale: 'pt-BR',
        payload: { leadId: id },
      })),
      each: stored.map(() => 1),
    });
  const mailOf = async (ids: number[]) =>
    (
      await database.db
        .selectFrom('mail_job')
        .select(['recipient', 'payload'])
        .where(
          'recipient',
          'in',
          ids.map((id) => `lead:${id}`),
        )
        .orderBy('id')
        .execute()
    ).map((r) => ({ recipient: r.recipient, payload: JSON.parse(r.payload) as unknown }));
  const lead = (tag: string, i: number): NewContact => ({
    name: `Pessoa ${i}`,
    email: `${tag}${i}@example.com`,
  });

  it('stores leads that arrive together in one transaction, each answered with its own id', async () => {
    const batches: number[][] = [];
    const writer = createLeadWriter({
      db: database.db,
      kind,
      planMail: async () => (stored) => {
        batches.push(stored.map((s) => s.id));
        // What the caller passed comes back beside its id: lead i gets i mails.
        return { jobs: [], each: stored.map((s) => Number(/\d+/.exec(s.lead.email)?.[0])) };
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

  it('stores every field of each lead, batch after batch of one size (its insert compiled once)', async () => {
    const full: NewContact = {
      name: 'Ana "Aspas" Silva',
      email: 'campos1@example.com',
      company: "O'Brien \\ Cia",
      message: 'Olá, ação; vírgula, {chaves}',
      origin: {
        path: '/en/demonstracao',
        language: 'en',
        referrerHost: 'example.org',
        utm: { source: 's', medium: 'm', campaign: 'c', term: 't', content: 'x' },
      },
      source: 'demonstration',
      preferredDate: '2026-12-01',
      preferredPeriod: 'morning',
    };
    const bare: NewContact = { name: 'Bruno', email: 'campos2@example.com' };
    const partial: NewContact = { name: 'Carla', email: 'campos3@example.com', company: 'NULL' };
    // The same size twice, the fields in other places: the second batch reuses the first's text.
    const first = [full, bare, partial];
    const second = [
      { ...partial, email: 'campos4@example.com' },
      { ...full, email: 'campos5@example.com' },
      { ...bare, email: 'campos6@example.com' },
    ];
    const at = new Date('2026-11-28T01:02:03.000Z');
    const ids = [
      ...(await insertContacts(database.db, first, at)),
      ...(await insertContacts(database.db, second, at)),
    ];
    expect(await readLeadRows(database.db, ids)).toEqual(
      [...first, ...second].map((l, i) => storedLead(l, ids[i])),
    );
  });

  it('answers each lead of full batches in flight side by side with the id of its own row', async () => {
    const writer = createLeadWriter({
      db: database.db,
      kind,
      planMail: noMail,
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
    const failing: PlanLeadMail = async () => {
      throw new Error('mail recipients could not be read');
    };
    const writer = createLeadWriter({ db: database.db, kind, planMail: failing });
    const leads = Array.from({ length: 3 }, (_, i) => lead('falha', i));
    const results = await Promise.allSettled(leads.map((l) => writer.write(l)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await stored(leads.map((l) => l.email))).toEqual([]);
  });

  it('stores the good leads of a batch when one of them cannot be stored', async () => {
    const writer = createLeadWriter({
      db: database.db,
      kind,
      planMail: noMail,
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

  it('waits for leads still settling, stores them with their mail, and leaves out one that fails', async () => {
    const writer = createLeadWriter({
      db: database.db,
      kind,
      planMail: mailPerLead('test-settling'),
      maxBatch: 10,
    });
    const late = lead('tarde', 1);
    let release: (value: NewContact) => void = () => {};
    const settling = new Promise<NewContact>((resolve) => {
      release = resolve;
    });
    const countFailed = new Error('the confirmation allowance could not be counted');
    const writes = Promise.allSettled([
      writer.write(lead('tarde', 0)),
      writer.write(settling),
      writer.write(Promise.reject(countFailed)),
      writer.write(lead('tarde', 2)),
    ]);
    // The batch is formed before the second lead settles: it must wait for it, not skip it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release(late);
    const results = await writes;
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(results[2]).toEqual({ status: 'rejected', reason: countFailed });
    const emails = [0, 1, 2].map((i) => lead('tarde', i).email);
    const rows = await stored(emails);
    expect(rows.map((r) => r.email)).toEqual(emails);
    const answered = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
    expect(answered).toEqual(rows.map((r) => r.id));
    expect((await mailOf(answered)).map((m) => m.payload)).toEqual(
      answered.map((leadId) => ({ leadId })),
    );
  });

  it('keeps batching while a transaction is in flight: nothing waits for a turn it cannot take', async () => {
    const batches: number[] = [];
    const writer = createLeadWriter({
      db: database.db,
      kind,
      planMail: async () => (stored) => {
        batches.push(stored.length);
        return { jobs: [], each: stored.map(() => 0) };
      },
      maxBatch: 4,
    });
    const first = Array.from({ length: 10 }, (_, i) => writer.write(lead('fila', i)));
    const results = await Promise.all(first);
    expect(new Set(results.map((r) => r.id)).size).toBe(10);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(10);
    expect(Math.max(...batches)).toBeLessThanOrEqual(4);
  });

  it('stores a batch with its mail, on PostgreSQL in one statement without a transaction (decision 0117)', async () => {
    let transactions = 0;
    // Counts the transactions the writer opens; everything else is the database's own.
    const db = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'transaction') transactions += 1;
        const value = Reflect.get(target, property, receiver) as unknown;
        // Kysely's private fields are read through `this`: call its methods on the real object.
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const writer = createLeadWriter({ db, kind, planMail: mailPerLead('test-mail') });
    const leads = Array.from({ length: 5 }, (_, i) => lead('umavez', i));
    const results = await Promise.all(leads.map((l) => writer.write(l)));
    const rows = await stored(leads.map((l) => l.email));
    expect(rows.map((r) => r.email)).toEqual(leads.map((l) => l.email));
    expect(results).toEqual(rows.map((r) => ({ id: r.id, notifications: 1 })));
    // Each lead's mail names the id its row was stored under.
    expect(await mailOf(rows.map((r) => r.id))).toEqual(
      rows.map((r) => ({ recipient: `lead:${r.id}`, payload: { leadId: r.id } })),
    );
    // SQLite stores the batch in one transaction; PostgreSQL in one statement, its own commit.
    expect(transactions).toBe(kind === 'postgres' ? 0 : 1);
  });

  it('commits no lead of a batch whose mail cannot be stored, and rejects every write of it', async () => {
    // NOT NULL on the mail's kind: the mail's insert fails after the leads' rows were written.
    const writer = createLeadWriter({
      db: database.db,
      kind,
      planMail: mailPerLead(null as unknown as string),
    });
    const leads = Array.from({ length: 3 }, (_, i) => lead('semcorreio', i));
    const results = await Promise.allSettled(leads.map((l) => writer.write(l)));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await stored(leads.map((l) => l.email))).toEqual([]);
  });
});

/** The id reserve of the PostgreSQL writer (decision 0152), against a counting fake sequence. */
describe('idReserve', () => {
  const sequence = () => {
    let last = 0;
    const calls: number[] = [];
    let failNext = false;
    return {
      calls,
      failOnce() {
        failNext = true;
      },
      async take(count: number) {
        calls.push(count);
        if (failNext) {
          failNext = false;
          throw new Error('database unreachable');
        }
        return Array.from({ length: count }, () => (last += 1));
      },
    };
  };

  it('hands out ascending ids, each once, taking `size` at a time and refilling at half', async () => {
    const seq = sequence();
    const next = idReserve((n) => seq.take(n), 8);
    const batches = await Promise.all([next(3), next(3), next(5), next(1)]);
    const all = batches.flat();
    expect(new Set(all).size).toBe(all.length);
    for (const batch of batches) expect(batch).toEqual([...batch].sort((a, b) => a - b));
    // Twelve ids from statements of eight: never one statement per batch.
    expect(seq.calls.length).toBeLessThan(batches.length);
    expect(seq.calls.every((n) => n >= 8)).toBe(true);
  });

  it('takes a batch larger than the reserve in one statement', async () => {
    const seq = sequence();
    const next = idReserve((n) => seq.take(n), 4);
    expect(await next(10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(seq.calls[0]).toBe(10);
  });

  it('fails the batch whose ids cannot be taken, and the next batch takes them again', async () => {
    const seq = sequence();
    const next = idReserve((n) => seq.take(n), 4);
    seq.failOnce();
    await expect(next(2)).rejects.toThrow('database unreachable');
    expect(await next(2)).toEqual([1, 2]);
  });
});
