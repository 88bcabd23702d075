import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { testDatabases } from '#server/test/databases.ts';
import {
  migrateUntilLeadInbox,
  openMigrationTestDatabase,
  type MigrationTestDatabase,
} from '#server/test/migration-database.ts';
import { countMatchingLeads, listLeads } from './inbox.queries.ts';
import { insertContact } from './leads.write.queries.ts';
import {
  createSearchIndexer,
  indexPendingLeads,
  mergePendingSearchEntries,
  SEARCH_INDEX_BATCH,
} from './lead-search-index.ts';
import { ftsTrigrams } from './lead-search.ts';
import { anonymisedLead, anonymiseLeadsOf } from './sender-leads.service.ts';

/**
 * SQLite's lead search index is filled after the commit, in batches (decision 0032): a search
 * finds every lead whether or not it is indexed yet, the index never holds a lead twice or a
 * stale text, and migration 005 keeps the leads indexed before it.
 */

const opened: MigrationTestDatabase[] = [];
afterEach(async () => {
  for (const one of opened.splice(0)) await one.close();
});

async function open(kind: (typeof testDatabases)[number]) {
  const one = await openMigrationTestDatabase(kind);
  opened.push(one);
  return one;
}

const lead = (name: string, message: string) => ({ name, email: `${name}@example.com`, message });

async function found(database: Database, q: string): Promise<string[]> {
  const page = await listLeads(database, { q, page: 1, pageSize: 100 });
  const count = await countMatchingLeads(database, { q });
  expect(count).toBe(page.length);
  return page.map((l) => l.name).sort();
}

/** FTS5's own check that the index agrees with the leads it claims to hold. */
async function integrityCheck(database: Database): Promise<void> {
  await sql`insert into contact_search(contact_search, rank) values ('integrity-check', 0)`.execute(
    database.db,
  );
}

async function indexedThrough(database: Database): Promise<number> {
  const row = await database.db
    .selectFrom('contact_search_state')
    .select('indexed_through')
    .executeTakeFirstOrThrow();
  return row.indexed_through;
}

describe.each(testDatabases)('lead search after the commit on %s', (kind) => {
  it('finds leads before and after they are indexed, through edits and deletions', async () => {
    const { database, authMigrations } = await open(kind);
    await migrateToLatest(database, authMigrations);
    const ids: number[] = [];
    for (const [name, message] of [
      ['ana', 'automação de atendimento'],
      ['bruno', 'previsão de estoque'],
      ['carla', 'atendimento no whatsapp'],
    ] as const) {
      ids.push(await insertContact(database.db, lead(name, message)));
    }
    expect(await found(database, 'atendimento')).toEqual(['ana', 'carla']);

    // One lead indexed, two still pending (SQLite); PostgreSQL has nothing to index.
    const [first, second, third] = ids as [number, number, number];
    const indexed = kind === 'sqlite' ? await indexPendingLeads(database.db, 1) : 0;
    expect(indexed).toBe(kind === 'sqlite' ? 1 : 0);
    if (kind === 'sqlite') expect(await indexedThrough(database)).toBe(first);
    expect(await found(database, 'atendimento')).toEqual(['ana', 'carla']);
    expect(await found(database, 'estoque')).toEqual(['bruno']);

    // Rewriting an indexed and a pending lead (account deletion anonymises both the same way).
    await anonymiseLeadsOf(database.db, 'ana@example.com');
    await anonymiseLeadsOf(database.db, 'carla@example.com');
    expect(await found(database, 'atendimento')).toEqual([]);
    expect(await found(database, 'anonimizado')).toEqual([
      anonymisedLead.name,
      anonymisedLead.name,
    ]);
    await database.db.deleteFrom('contact_submission').where('id', '=', second).execute();
    expect(await found(database, 'estoque')).toEqual([]);

    if (kind === 'sqlite') {
      expect(await indexPendingLeads(database.db)).toBe(1);
      expect(await indexedThrough(database)).toBe(third);
      expect(await indexPendingLeads(database.db)).toBe(0);
      await integrityCheck(database);
      // Found through the index alone now: nothing is above the mark.
      const viaIndex = await sql<{ n: number }>`select count(*) as n from contact_search
        where contact_search match ${ftsTrigrams(['anonimizado'])}`.execute(database.db);
      expect(Number(viaIndex.rows[0]?.n)).toBe(2);
    }
    expect(await found(database, 'anonimizado')).toHaveLength(2);
  });

  it('finds a word, not a lead that holds its trigrams apart', async () => {
    const { database, authMigrations } = await open(kind);
    await migrateToLatest(database, authMigrations);
    // "mesmo empresa" holds "mes" and "esa", the trigrams the index is asked for "mesa"
    // (decision 0160), but not "mesa".
    await insertContact(database.db, lead('ana', 'uma mesa de reunião'));
    await insertContact(database.db, lead('bruno', 'o mesmo para a empresa'));
    expect(await found(database, 'mesa')).toEqual(['ana']);
    expect(await found(database, 'mesmo empresa')).toEqual(['bruno']);
    if (kind === 'sqlite') {
      expect(await indexPendingLeads(database.db)).toBe(2);
      const viaIndex = await sql<{ n: number }>`select count(*) as n from contact_search
        where contact_search match ${ftsTrigrams(['mesa'])}`.execute(database.db);
      expect(Number(viaIndex.rows[0]?.n)).toBe(2);
    }
    expect(await found(database, 'mesa')).toEqual(['ana']);
    expect(await found(database, 'a mesa')).toEqual(['ana']);
  });

  it('indexes a backlog larger than one batch, batch by batch', async () => {
    const { database, authMigrations } = await open(kind);
    await migrateToLatest(database, authMigrations);
    const total = SEARCH_INDEX_BATCH + 20;
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < total; i++) await insertContact(trx, lead(`lead${i}`, `pedido ${i}`));
    });
    expect(await countMatchingLeads(database, { q: 'pedido' })).toBe(total);
    if (kind === 'sqlite') {
      expect(await indexPendingLeads(database.db)).toBe(SEARCH_INDEX_BATCH);
      expect(await countMatchingLeads(database, { q: 'pedido' })).toBe(total);
      expect(await indexPendingLeads(database.db)).toBe(20);
      expect(await indexPendingLeads(database.db)).toBe(0);
      await integrityCheck(database);
    }
    expect(await countMatchingLeads(database, { q: 'pedido' })).toBe(total);
    expect(await found(database, 'pedido 519')).toEqual([`lead519`]);
  });

  it('migration 005 keeps the leads indexed before it searchable through the index', async () => {
    const { database, authMigrations } = await open(kind);
    await authMigrations();
    await migrateUntilLeadInbox(database.db, kind);
    // Stored under 002's insert trigger, with the columns every version has.
    for (const name of ['dora', 'edu']) {
      await database.db
        .insertInto('contact_submission')
        .values({
          name,
          email: `${name}@example.com`,
          message: 'consultoria em dados',
          created_at: new Date().toISOString(),
          search_text: `${name}\n${name}@example.com\nconsultoria em dados`,
        })
        .execute();
    }
    await migrateToLatest(database, authMigrations);
    expect(await found(database, 'consultoria')).toEqual(['dora', 'edu']);
    if (kind === 'sqlite') {
      const [last] = await database.db
        .selectFrom('contact_submission')
        .select((eb) => eb.fn.max('id').as('id'))
        .execute();
      expect(await indexedThrough(database)).toBe(Number(last?.id));
      expect(await indexPendingLeads(database.db)).toBe(0);
    }
    await database.db.deleteFrom('contact_submission').where('name', '=', 'dora').execute();
    if (kind === 'sqlite') await integrityCheck(database);
    expect(await found(database, 'consultoria')).toEqual(['edu']);
  });
});

describe.each(testDatabases.filter((kind) => kind === 'postgres'))(
  "the trigram index's pending list on %s (decision 0175)",
  (kind) => {
    it('takes new leads in its list, merged after the commit; searches find them throughout', async () => {
      const { database, authMigrations } = await open(kind);
      await migrateToLatest(database, authMigrations);
      const options = await sql<{ options: string[] | null }>`select reloptions as options
        from pg_class where relname = 'contact_submission_search_trgm_idx'`.execute(database.db);
      expect(options.rows[0]?.options).toEqual(['gin_pending_list_limit=65536']);

      for (const [name, message] of [
        ['ana', 'automação de atendimento'],
        ['bruno', 'previsão de estoque'],
      ] as const) {
        await insertContact(database.db, lead(name, message));
      }
      // Found while their entries wait in the list; the indexer then merges the whole list.
      expect(await found(database, 'atendimento')).toEqual(['ana']);
      const indexer = createSearchIndexer({
        db: database.db,
        kind,
        log: pino({ level: 'silent' }),
        delayMs: 0,
      });
      indexer.schedule();
      await indexer.flush();
      expect(await mergePendingSearchEntries(database.db)).toBe(0);
      expect(await found(database, 'atendimento')).toEqual(['ana']);
      expect(await found(database, 'estoque')).toEqual(['bruno']);

      // A lead's statement appends to the list and leaves the merge to the indexer.
      await insertContact(database.db, lead('carla', 'atendimento no whatsapp'));
      expect(await found(database, 'atendimento')).toEqual(['ana', 'carla']);
      expect(await mergePendingSearchEntries(database.db)).toBeGreaterThan(0);
      expect(await mergePendingSearchEntries(database.db)).toBe(0);
      expect(await found(database, 'atendimento')).toEqual(['ana', 'carla']);
      await indexer.stop();
    });

    it('merges nothing, and fails nothing, where the trigram index could not be created', async () => {
      const { database, authMigrations } = await open(kind);
      await migrateToLatest(database, authMigrations);
      await sql`drop index contact_submission_search_trgm_idx`.execute(database.db);
      await insertContact(database.db, lead('ana', 'automação de atendimento'));
      expect(await mergePendingSearchEntries(database.db)).toBe(0);
      expect(await found(database, 'atendimento')).toEqual(['ana']);
    });
  },
);
