import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { createTestDatabaseUrl, testDatabases, type TestDatabase } from '#server/test/databases.ts';
import { createLeadWriter, type PlanLeadMail } from './lead-writer.ts';
import { insertContactsWithMail, nextLeadIds, type NewContact } from './leads.write.queries.ts';

/**
 * A batch of leads stored with its mail through the group commit, on both databases: on
 * PostgreSQL that is the fixed-text statement whose rows travel as one array per column
 * (decision 0153), so whatever an array literal escapes must come back as it was sent.
 */

/** Values an array literal has to escape, and absent fields (NULL), in one lead. */
const oddLead = (i: number): NewContact => ({
  name: `O'Brien "Bob" \\ {${i},x} NULL`,
  email: `odd${i}@example.com`,
  company: i % 2 === 0 ? `Ação & Cia, "Ltda" 日本 🚀 ${i}` : undefined,
  message: i % 3 === 0 ? undefined : `Linha 1\nLinha 2\t"citação" \\n ${i} NULL ,}{`,
  origin:
    i % 4 === 0
      ? undefined
      : {
          path: '/en/demonstracao',
          language: 'en',
          referrerHost: i % 5 === 0 ? undefined : 'www.google.com',
          utm: { source: 'news"letter', campaign: i % 2 === 0 ? undefined : 'black{friday}' },
        },
  source: i % 4 === 0 ? undefined : 'demonstration',
  preferredDate: i % 7 === 0 ? '2026-12-01' : undefined,
  preferredPeriod: i % 7 === 0 ? 'morning' : undefined,
});

describe.each(testDatabases)('a lead batch stored with its mail on %s', (kind) => {
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

  /** One mail per lead whose payload repeats the lead's name, as a notification names it. */
  const mailNaming: PlanLeadMail = async () => (stored) => ({
    jobs: stored.map(({ id, lead }) => ({
      kind: 'test-odd',
      recipient: `admin+${id}@example.com`,
      locale: 'pt-BR',
      payload: { leadId: id, name: lead.name },
    })),
    each: stored.map(() => 1),
  });

  const readBack = async (ids: number[]) => {
    const leads = await database.db
      .selectFrom('contact_submission')
      .select([
        'id',
        'name',
        'email',
        'company',
        'message',
        'source',
        'origin_path',
        'origin_language',
        'referrer_host',
        'utm_source',
        'utm_campaign',
        'utm_medium',
        'preferred_date',
        'preferred_period',
      ])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    const mail = await database.db
      .selectFrom('mail_job')
      .select(['recipient', 'payload'])
      .where('kind', '=', 'test-odd')
      .where(
        'recipient',
        'in',
        ids.map((id) => `admin+${id}@example.com`),
      )
      .orderBy('id')
      .execute();
    return { leads, mail };
  };

  for (const size of [1, 500]) {
    it(`stores a batch of ${size} with quotes, braces, unicode and NULLs exactly as sent`, async () => {
      const writer = createLeadWriter({
        db: database.db,
        kind,
        planMail: mailNaming,
        maxBatch: 500,
      });
      const sent = Array.from({ length: size }, (_, i) => oddLead(i + size));
      const written = await Promise.all(sent.map((lead) => writer.write(lead)));
      const ids = written.map((w) => w.id);
      expect(written.every((w) => w.notifications === 1)).toBe(true);
      const { leads, mail } = await readBack(ids);
      expect(leads.map((row) => ({ ...row, id: Number(row.id) }))).toEqual(
        sent.map((lead, i) => ({
          id: ids[i],
          name: lead.name,
          email: lead.email,
          company: lead.company ?? null,
          message: lead.message ?? null,
          source: lead.source ?? null,
          origin_path: lead.origin?.path ?? null,
          origin_language: lead.origin?.language ?? null,
          referrer_host: lead.origin?.referrerHost ?? null,
          utm_source: lead.origin?.utm?.source ?? null,
          utm_campaign: lead.origin?.utm?.campaign ?? null,
          utm_medium: null,
          preferred_date: lead.preferredDate ?? null,
          preferred_period: lead.preferredPeriod ?? null,
        })),
      );
      expect(mail.map((m) => ({ ...m, payload: JSON.parse(m.payload) as unknown }))).toEqual(
        sent.map((lead, i) => ({
          recipient: `admin+${ids[i]}@example.com`,
          payload: { leadId: ids[i], name: lead.name },
        })),
      );
    });
  }

  // PostgreSQL's statement only: SQLite stores a batch through its transaction.
  if (kind === 'postgres') {
    it('runs one statement text for any batch, prepared once on its connection', async () => {
      const prepared = await database.db.connection().execute(async (db) => {
        for (const size of [1, 3, 2]) {
          const ids = await nextLeadIds(db, size);
          await insertContactsWithMail(
            db,
            ids.map((id, i) => ({ id, contact: oddLead(1000 + id + i) })),
            // A batch without mail too: the same text with empty mail arrays.
            size === 2
              ? []
              : ids.map((id) => ({
                  kind: 'test-odd',
                  recipient: `admin+${id}@example.com`,
                  locale: 'pt-BR',
                  payload: JSON.stringify({ leadId: id }),
                  run_after: new Date(0).toISOString(),
                  created_at: new Date(0).toISOString(),
                })),
          );
        }
        const { rows } = await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements where name = 'nexus_leads_with_mail'`.execute(
          db,
        );
        return rows;
      });
      expect(prepared).toHaveLength(1);
      expect(prepared[0]?.statement).toMatch(/^with lead as \(insert into contact_submission/);
    });
  }
});
