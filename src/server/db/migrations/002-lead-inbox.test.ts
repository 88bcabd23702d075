import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymisedLead } from '#server/modules/leads/sender-leads.service.ts';
import { leadSummary, listLeads } from '#server/modules/leads/inbox.queries.ts';
import { testDatabases } from '#server/test/databases.ts';
import {
  openMigrationTestDatabase,
  type MigrationTestDatabase,
} from '#server/test/migration-database.ts';
import type { Database } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import * as initial from './001-initial.ts';

/** Migration 002 on a database that already holds leads: nothing lost, every lead findable. */
describe.each(testDatabases)('migration 002 over existing leads on %s', (kind) => {
  let opened: MigrationTestDatabase | undefined;
  let database: Database;
  let authMigrations: () => Promise<void>;

  beforeAll(async () => {
    opened = await openMigrationTestDatabase(kind);
    ({ database, authMigrations } = opened);
    await authMigrations();
    // The schema as the foundation left it, with leads in it.
    const before = new Migrator({
      db: database.db,
      provider: {
        getMigrations: async () => ({ '001-initial': { up: (db) => initial.up(db, kind) } }),
      },
    });
    expect((await before.migrateToLatest()).error).toBeUndefined();
    const rows = [
      ['José Araújo', 'jose@acme.com', ' ACME ', 'Previsão de vendas'],
      ['Ana Lima', 'ana@beta.com', 'acme', null],
      ['Bruno Reis', 'bruno@gamma.com', null, 'Automação do atendimento'],
    ] as const;
    for (const [i, [name, email, company, message]] of rows.entries()) {
      await database.db
        .insertInto('contact_submission')
        .values({ name, email, company, message, created_at: `2025-01-0${i + 1}T12:00:00.000Z` })
        .execute();
    }
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('applies once, then has nothing left to do', async () => {
    // 002 first, then whatever later migrations there are.
    const { applied } = await migrateToLatest(database, authMigrations);
    expect(applied[0]).toBe('002-lead-inbox');
    expect(applied).not.toContain('001-initial');
    expect(await migrateToLatest(database, authMigrations)).toEqual({ applied: [] });
  });

  it('keeps every lead, as new, and makes the old ones searchable and counted', async () => {
    const all = await listLeads(database, { page: 1, pageSize: 50 });
    expect(all.map((l) => [l.name, l.status])).toEqual([
      ['Bruno Reis', 'new'],
      ['Ana Lima', 'new'],
      ['José Araújo', 'new'],
    ]);
    const names = async (q: string) =>
      (await listLeads(database, { q, page: 1, pageSize: 50 })).map((l) => l.name);
    expect(await names('araujo')).toEqual(['José Araújo']);
    expect(await names('previsao')).toEqual(['José Araújo']);
    expect(await names('automacao')).toEqual(['Bruno Reis']);
    expect(await names('acme')).toEqual(['Ana Lima', 'José Araújo']);
    expect(await leadSummary(database, {})).toMatchObject({
      total: 3,
      uniqueCompanies: 1,
      byStatus: { new: 3, contacted: 0, closed: 0 },
    });
  });

  it('re-derives the search text when a lead is rewritten without it (account deletion)', async () => {
    const [jose] = await listLeads(database, { q: 'araujo', page: 1, pageSize: 50 });
    if (!jose) throw new Error('José Araújo expected');
    await database.db
      .updateTable('contact_submission')
      .set(anonymisedLead)
      .where('id', '=', jose.id)
      .execute();
    const row = await database.db
      .selectFrom('contact_submission')
      .select(['search_text', 'company_key'])
      .where('id', '=', jose.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      search_text: 'contato anonimizado\nanonimizado@anonimizado.invalid',
      company_key: null,
    });
    const names = async (q: string) =>
      (await listLeads(database, { q, page: 1, pageSize: 50 })).map((l) => l.id);
    for (const old of ['araujo', 'jose@acme', 'previsao']) expect(await names(old)).toEqual([]);
    expect(await names('anonimizado')).toEqual([jose.id]);
    // Our own writes, which set search_text themselves, are left as they are.
    await database.db
      .updateTable('contact_submission')
      .set({ name: 'Zé Araújo', search_text: 'ze araujo' })
      .where('id', '=', jose.id)
      .execute();
    expect(await names('araujo')).toEqual([jose.id]);
  });
});
