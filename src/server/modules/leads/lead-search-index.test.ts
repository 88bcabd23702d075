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
import { COMMON_WORD_MATCHES, countMatchingLeads, listLeads, walksDates } from './inbox.queries.ts';
import { insertContact } from './leads.write.queries.ts';
import {
  copyAndMergePendingLeads,
  copyPendingLeads,
  createSearchIndexer,
  indexPendingLeads,
  mergePendingSearchEntries,
  SEARCH_INDEX_BATCH,
} from './lead-search-index.ts';
import { ftsTrigrams } from './lead-search.ts';
import { anonymisedLead, anonymiseLeadsOf } from './sender-leads.service.ts';

/**
 * The lead search index is filled after the commit, in batches: SQLite's FTS table (decision
 * 0032) and PostgreSQL's copy of the leads' text (decision 0176). A search finds every lead
 * whether or not it is indexed yet, the index never holds a lead twice or a stale text, and
 * migrations 005 and 017 keep the leads stored before them searchable through the index.
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

/** PostgreSQL: the leads' text copied under the trigram index (decision 0176). */
async function copied(database: Database): Promise<{ id: number; text: string }[]> {
  const rows = await database.db
    .selectFrom('contact_search_text')
    .select(['id', 'search_text'])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: Number(row.id), text: row.search_text }));
}

/** PostgreSQL: the leads written at or above the copy's horizon, which searches scan. */
async function pending(database: Database): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from contact_submission
    where search_xid >= (select through from contact_search_horizon)`.execute(database.db);
  return Number(rows[0]?.n);
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

    // One lead indexed, two still pending (SQLite); PostgreSQL copies all three.
    const [first, second, third] = ids as [number, number, number];
    const indexed =
      kind === 'sqlite'
        ? await indexPendingLeads(database.db, 1)
        : await copyPendingLeads(database.db);
    expect(indexed).toBe(kind === 'sqlite' ? 1 : 3);
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
    } else {
      // The rewritten texts and the deletion reached the copy in their own statements (017).
      expect(await copyPendingLeads(database.db)).toBe(0);
      const texts = await copied(database);
      expect(texts.map((row) => row.id)).toEqual([first, second, third]);
      expect(texts.find((row) => row.id === second)?.text).toBe('');
      expect(texts.filter((row) => /atendimento|estoque/.test(row.text))).toEqual([]);
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

  it('migrations 005 and 017 keep the leads stored before them searchable through the index', async () => {
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
    } else {
      // Migration 017 copied them; nothing is left for the indexer.
      expect(await copied(database)).toHaveLength(2);
      expect(await pending(database)).toBe(0);
      expect(await copyPendingLeads(database.db)).toBe(0);
    }
    await database.db.deleteFrom('contact_submission').where('name', '=', 'dora').execute();
    if (kind === 'sqlite') await integrityCheck(database);
    expect(await found(database, 'consultoria')).toEqual(['edu']);
  });
});

describe.each(testDatabases.filter((kind) => kind === 'postgres'))(
  "the copy of the leads' text under the trigram index on %s (decision 0176)",
  (kind) => {
    it("leaves the index out of a lead's statement and copies the lead after it; searches find it throughout", async () => {
      const { database, authMigrations } = await open(kind);
      await migrateToLatest(database, authMigrations);
      const indexes = await sql<{ table: string; name: string; options: string[] | null }>`
        select t.relname as table, i.relname as name, i.reloptions as options
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        join pg_am a on a.oid = i.relam
        where a.amname = 'gin' and t.relname like 'contact_s%'`.execute(database.db);
      expect(indexes.rows).toEqual([
        {
          table: 'contact_search_text',
          name: 'contact_search_text_trgm_idx',
          options: ['gin_pending_list_limit=65536'],
        },
      ]);

      const [ana, bruno] = [
        await insertContact(database.db, lead('ana', 'automação de atendimento')),
        await insertContact(database.db, lead('bruno', 'previsão de estoque')),
      ];
      // Not copied yet: found by their transaction ids.
      expect(await copied(database)).toEqual([]);
      expect(await pending(database)).toBe(2);
      expect(await found(database, 'atendimento')).toEqual(['ana']);

      const indexer = createSearchIndexer({
        db: database.db,
        kind,
        log: pino({ level: 'silent' }),
        delayMs: 0,
      });
      indexer.schedule();
      await indexer.flush();
      expect((await copied(database)).map((row) => row.id)).toEqual([ana, bruno]);
      expect(await pending(database)).toBe(0);
      expect(await copyPendingLeads(database.db)).toBe(0);
      // The indexer merged the copy's new entries into the index.
      expect(await mergePendingSearchEntries(database.db)).toBe(0);
      expect(await found(database, 'atendimento')).toEqual(['ana']);
      expect(await found(database, 'estoque')).toEqual(['bruno']);

      // A rewritten text reaches the copy in its own transaction: the old words go at once.
      await anonymiseLeadsOf(database.db, 'ana@example.com');
      expect(await pending(database)).toBe(0);
      const [anaCopy] = await copied(database);
      expect(anaCopy?.text).not.toContain('atendimento');
      expect(await found(database, 'atendimento')).toEqual([]);
      expect(await found(database, 'anonimizado')).toEqual([anonymisedLead.name]);
      expect(await copyAndMergePendingLeads(database.db)).toBe(0);

      // A deleted lead leaves an empty text in the copy.
      await database.db.deleteFrom('contact_submission').where('id', '=', bruno).execute();
      expect(await copied(database)).toEqual([anaCopy, { id: bruno, text: '' }]);
      expect(await found(database, 'estoque')).toEqual([]);
      await indexer.stop();
    });

    it('copies a lead whose transaction commits after a later one, which a mark by id would skip', async () => {
      const { database, authMigrations } = await open(kind);
      await migrateToLatest(database, authMigrations);
      await database.db.transaction().execute(async (early) => {
        await insertContact(early, lead('ana', 'automação de atendimento'));
        // Written and committed while ana's transaction is still open.
        await insertContact(database.db, lead('bruno', 'atendimento no whatsapp'));
        expect(await found(database, 'atendimento')).toEqual(['bruno']);
        // The horizon cannot pass an open transaction: nothing is copied, bruno stays pending.
        expect(await copyPendingLeads(database.db)).toBe(0);
        expect(await found(database, 'atendimento')).toEqual(['bruno']);
      });
      expect(await pending(database)).toBe(2);
      expect(await found(database, 'atendimento')).toEqual(['ana', 'bruno']);
      expect(await copyPendingLeads(database.db)).toBe(2);
      expect(await pending(database)).toBe(0);
      expect(await copied(database)).toHaveLength(2);
      expect(await found(database, 'atendimento')).toEqual(['ana', 'bruno']);
    });

    it('never puts back the words of a text rewritten while the copy is made', async () => {
      const { database, authMigrations } = await open(kind);
      await migrateToLatest(database, authMigrations);
      await insertContact(database.db, lead('ana', 'automação de atendimento'));
      let copying: Promise<number> | undefined;
      await database.db.transaction().execute(async (trx) => {
        await anonymiseLeadsOf(trx, 'ana@example.com');
        // The indexer reads ana's old text, then waits for this transaction's copy of the new.
        copying = copyPendingLeads(database.db);
        for (let waited = 0; ; waited++) {
          const { rows } = await sql<{ n: string }>`select count(*) as n from pg_locks
            where not granted`.execute(database.db);
          if (Number(rows[0]?.n) > 0) break;
          if (waited > 200) throw new Error('the copy never waited for the rewrite');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      });
      expect(await copying).toBe(0);
      const [anaCopy] = await copied(database);
      expect(anaCopy?.text).not.toContain('atendimento');
      expect(await found(database, 'atendimento')).toEqual([]);
    });

    it('copies everything again when its horizon is ahead of the cluster, as after a restore from another', async () => {
      const { database, authMigrations } = await open(kind);
      await migrateToLatest(database, authMigrations);
      const ana = await insertContact(database.db, lead('ana', 'automação de atendimento'));
      expect(await copyPendingLeads(database.db)).toBe(1);
      // What a dump of a cluster whose transaction ids ran further brings along: its horizon.
      await sql`update contact_search_horizon
        set through = (pg_current_xact_id()::text::bigint + 1000000)::text::xid8`.execute(
        database.db,
      );
      const bruno = await insertContact(database.db, lead('bruno', 'previsão de estoque'));
      // Below that horizon, yet found: searches treat every lead as pending until the copy.
      expect(await pending(database)).toBe(0);
      expect(await found(database, 'estoque')).toEqual(['bruno']);

      expect(await copyPendingLeads(database.db)).toBe(1);
      expect((await copied(database)).map((row) => row.id)).toEqual([ana, bruno]);
      expect(await found(database, 'estoque')).toEqual(['bruno']);
      expect(await found(database, 'atendimento')).toEqual(['ana']);
      // The horizon is this cluster's again: a new lead is pending, then copied.
      await insertContact(database.db, lead('carla', 'atendimento no whatsapp'));
      expect(await pending(database)).toBe(1);
      expect(await found(database, 'atendimento')).toEqual(['ana', 'carla']);
      expect(await copyPendingLeads(database.db)).toBe(1);
      expect(await pending(database)).toBe(0);
    });

    it('pages a common word by walking the dates, a rare one through the copy, with the same leads', async () => {
      const { database, authMigrations } = await open(kind);
      await migrateToLatest(database, authMigrations);
      const total = COMMON_WORD_MATCHES + 40;
      const start = Date.parse('2026-01-01T12:00:00Z');
      const rows = Array.from({ length: total }, (_, i) => {
        const message = i % 2 === 0 ? `pedido ${i}` : `pedido raro ${i}`;
        return {
          name: `lead${i}`,
          email: `lead${i}@example.com`,
          message,
          created_at: new Date(start + i * 60_000).toISOString(),
          search_text: `lead${i}\nlead${i}@example.com\n${message}`,
        };
      });
      await database.db.insertInto('contact_submission').values(rows).execute();
      expect(await copyPendingLeads(database.db)).toBe(total);
      // Newer than all of them: one pending lead, and one whose words changed after the copy.
      const pendingLead = await insertContact(database.db, lead('nova', 'pedido pendente'));
      await anonymiseLeadsOf(database.db, `lead${total - 2}@example.com`);

      const store = { db: database.db, kind };
      const newest = { page: 1, pageSize: 25, sort: 'createdAt', order: 'desc' } as const;
      expect(await walksDates(store, { ...newest, q: 'pedido' }, newest)).toBe(true);
      expect(await walksDates(store, { ...newest, q: 'raro' }, newest)).toBe(false);
      expect(
        await walksDates(store, { ...newest, q: 'pedido', sort: 'name' }, { sort: 'name' }),
      ).toBe(false);

      const expected = (word: string) => [
        ...(word === 'pedido' ? ['nova'] : []),
        ...rows
          .filter((row, i) => i !== total - 2 && row.message.includes(word))
          .map((row) => row.name)
          .reverse(),
      ];
      for (const word of ['pedido', 'raro']) {
        for (const page of [1, 3]) {
          const leads = await listLeads(database, { ...newest, q: word, page });
          expect(leads.map((l) => l.name)).toEqual(
            expected(word).slice((page - 1) * 25, page * 25),
          );
        }
        expect(await countMatchingLeads(database, { q: word })).toBe(expected(word).length);
      }
      const oldest = await listLeads(database, { ...newest, order: 'asc', q: 'pedido' });
      expect(oldest.map((l) => l.name)).toEqual(expected('pedido').reverse().slice(0, 25));
      expect((await listLeads(database, { ...newest, q: 'pendente' })).map((l) => l.id)).toEqual([
        pendingLead,
      ]);
    });

    it('copies and finds leads where the trigram index could not be created', async () => {
      const { database, authMigrations } = await open(kind);
      await migrateToLatest(database, authMigrations);
      await sql`drop index contact_search_text_trgm_idx`.execute(database.db);
      await insertContact(database.db, lead('ana', 'automação de atendimento'));
      expect(await found(database, 'atendimento')).toEqual(['ana']);
      expect(await copyAndMergePendingLeads(database.db)).toBe(1);
      expect(await mergePendingSearchEntries(database.db)).toBe(0);
      expect(await found(database, 'atendimento')).toEqual(['ana']);
    });
  },
);
