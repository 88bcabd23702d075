import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '#server/test/databases.ts';
import { useMigratedTestDatabase } from '#server/test/migration-database.ts';

/**
 * Migration 006 (decision 0032): the tool, assignee and result-key indexes hold only the leads
 * with a value, the result key stays unique among those, and the queries that name a value are
 * still answered from them.
 */
const partial: readonly [string, string, string] = [
  'contact_submission_result_key_idx',
  'contact_submission_tool_created_at_idx',
  'contact_submission_assigned_to_created_at_idx',
];

describe.each(testDatabases)('migration 006 on %s', (kind) => {
  const migrated = useMigratedTestDatabase(kind, { withAuth: true });

  it('makes the three indexes partial', async () => {
    const definitions =
      kind === 'sqlite'
        ? await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
            where type = 'index' and tbl_name = 'contact_submission'`.execute(migrated.database.db)
        : await sql<{ name: string; sql: string }>`select indexname as name, indexdef as sql
            from pg_indexes where tablename = 'contact_submission'`.execute(migrated.database.db);
    const byName = new Map(definitions.rows.map((r) => [r.name, r.sql]));
    for (const name of partial) expect(byName.get(name)).toMatch(/where .+ is not null/i);
    expect(byName.get('contact_submission_result_key_idx')).toMatch(/unique/i);
  });

  it('answers a named assignee, tool or key from them on SQLite', async () => {
    // PostgreSQL's planner chooses by statistics, which an empty table does not have: its
    // definitions above are what this migration controls there.
    const queries = [
      [
        sql`select id from contact_submission where assigned_to = 'x' order by created_at desc, id desc`,
        partial[2],
      ],
      [sql`select count(*) from contact_submission where tool is not null`, partial[1]],
      [sql`select id from contact_submission where result_key = 'k1'`, partial[0]],
    ] as const;
    const plans: string[] = [];
    for (const [query] of queries) {
      const plan =
        kind === 'sqlite'
          ? await sql<{ detail: string }>`explain query plan ${query}`.execute(migrated.database.db)
          : { rows: [] };
      plans.push(plan.rows.map((r) => r.detail).join('\n'));
    }
    expect(plans).toEqual(
      queries.map(([, index]) => (kind === 'sqlite' ? expect.stringContaining(index) : '')),
    );
  });

  it('still refuses a second lead with the same result key, and takes any number without', async () => {
    const lead = (resultKey: string | null) => ({
      name: 'Ana',
      email: 'ana@example.com',
      created_at: new Date().toISOString(),
      result_key: resultKey,
    });
    await migrated.database.db
      .insertInto('contact_submission')
      .values([lead(null), lead(null)])
      .execute();
    await migrated.database.db.insertInto('contact_submission').values(lead('k1')).execute();
    await expect(
      migrated.database.db.insertInto('contact_submission').values(lead('k1')).execute(),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});
