import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '#server/test/databases.ts';
import { useMigratedTestDatabase } from '#server/test/migration-database.ts';
import { readLeadRows, storedLead } from './lead-rows.test-support.ts';
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
  // Only our own tables are needed here; Better Auth's are not.
  const suite = useMigratedTestDatabase(kind, { withAuth: false });

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
    const leads = await readLeadRows(suite.database.db, ids);
    const mail = await suite.database.db
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
        db: suite.database.db,
        kind,
        planMail: mailNaming,
        maxBatch: 500,
      });
      const sent = Array.from({ length: size }, (_, i) => oddLead(i + size));
      const written = await Promise.all(sent.map((lead) => writer.write(lead)));
      const ids = written.map((w) => w.id);
      expect(written.every((w) => w.notifications === 1)).toBe(true);
      const { leads, mail } = await readBack(ids);
      expect(leads).toEqual(sent.map((lead, i) => storedLead(lead, ids[i])));
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
      const prepared = await suite.database.db.connection().execute(async (db) => {
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
