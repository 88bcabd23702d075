import { sql, type Kysely } from 'kysely';
import { inOneTransaction, timestampType, type Kind } from './kit.ts';

/**
 * The lead inbox (issue 6, decisions 0013–0015): lead status with who/when, search and paging
 * that stay fast at 100,000 leads, an audit trail, and the queue of notification mail.
 *
 * Migrations are frozen in time: the two text normalisations below are copies of the ones in
 * modules/leads/lead-search.ts as they were when this migration was written, so existing rows
 * are backfilled exactly as new rows are stored.
 */

function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[%_\\]+/g, ' ');
}

function companyKeyOf(company: string | null): string | null {
  const key = company?.normalize('NFC').trim().toLowerCase() ?? '';
  return key === '' ? null : key;
}

// SQLite and PostgreSQL alike: all of it or nothing (kit.ts).
export const up = inOneTransaction(apply);

async function apply(db: Kysely<unknown>, kind: Kind): Promise<void> {
  const timestamp = timestampType(kind);
  const autoId = kind === 'postgres' ? 'bigserial' : 'integer';
  const table = 'contact_submission';

  // SQLite adds one column per ALTER TABLE.
  await db.schema
    .alterTable(table)
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'contacted', 'closed')`),
    )
    .execute();
  await db.schema.alterTable(table).addColumn('status_changed_at', timestamp).execute();
  // The admin's user.id, without a foreign key: deleting an account (LGPD, issue 7) is never
  // blocked by the leads it worked, and a lead whose admin is gone shows no name (left join).
  // Our tables also stay migratable without Better Auth's (plugins/rate-limit.test.ts does so).
  await db.schema.alterTable(table).addColumn('status_changed_by', 'text').execute();
  // Name, e-mail, company and message, lower-cased and without accents ("joao" finds "João").
  await db.schema
    .alterTable(table)
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Trimmed, lower-cased company for 'Empresas Únicas'; SQLite's lower() folds ASCII only.
  await db.schema.alterTable(table).addColumn('company_key', 'text').execute();

  await backfill(db);

  // Status filter + newest first, and the per-status counts.
  await db.schema
    .createIndex('contact_submission_status_created_at_idx')
    .on(table)
    .columns(['status', 'created_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('contact_submission_company_key_idx')
    .on(table)
    .column('company_key')
    .execute();

  // Whoever rewrites a lead's text without also writing search_text (the anonymisation of a
  // deleted account, issue 7) must not leave the old words searchable: the database then derives
  // search_text and company_key itself. Lower-cased only — SQLite's lower() folds ASCII, so such
  // rows lose accent-insensitivity, never privacy. Our own writes set both columns and are kept.
  if (kind === 'sqlite') {
    await sql`create trigger contact_submission_text_au
      after update of name, email, company, message on contact_submission
      when new.search_text = old.search_text
      begin
        update contact_submission set
          search_text = lower(new.name || char(10) || new.email
            || coalesce(char(10) || new.company, '') || coalesce(char(10) || new.message, '')),
          company_key = nullif(lower(trim(coalesce(new.company, ''))), '')
        where id = new.id;
      end`.execute(db);
  } else {
    await sql`create function contact_submission_text() returns trigger language plpgsql as $$
      begin
        if new.search_text = old.search_text then
          new.search_text := lower(concat_ws(chr(10), new.name, new.email, new.company, new.message));
          new.company_key := nullif(lower(btrim(coalesce(new.company, ''))), '');
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger contact_submission_text_bu
      before update of name, email, company, message on contact_submission
      for each row execute function contact_submission_text()`.execute(db);
  }

  // Substring search (decision 0014). SQLite: an FTS5 trigram index kept in step by triggers,
  // queried with MATCH. PostgreSQL: a trigram GIN index, which serves LIKE '%…%' directly.
  if (kind === 'sqlite') {
    await sql`create virtual table contact_search using fts5(
      search_text, content='contact_submission', content_rowid='id', tokenize='trigram'
    )`.execute(db);
    await sql`create trigger contact_search_ai after insert on contact_submission begin
      insert into contact_search(rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
    await sql`create trigger contact_search_ad after delete on contact_submission begin
      insert into contact_search(contact_search, rowid, search_text)
        values ('delete', old.id, old.search_text);
    end`.execute(db);
    await sql`create trigger contact_search_au after update of search_text on contact_submission begin
      insert into contact_search(contact_search, rowid, search_text)
        values ('delete', old.id, old.search_text);
      insert into contact_search(rowid, search_text) values (new.id, new.search_text);
    end`.execute(db);
    await sql`insert into contact_search(contact_search) values ('rebuild')`.execute(db);
  } else {
    // pg_trgm ships with PostgreSQL and is a trusted extension (the database owner may create
    // it). Where it cannot be created, search still works, by a sequential scan (decision 0014).
    await sql`savepoint pg_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index contact_submission_search_trgm_idx
        on contact_submission using gin (search_text gin_trgm_ops)`.execute(db);
      await sql`release savepoint pg_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint pg_trgm`.execute(db);
    }
  }

  await db.schema
    .createTable('audit_event')
    .addColumn('id', autoId, (c) =>
      kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('occurred_at', timestamp, (c) => c.notNull())
    // No foreign key: the trail outlives the account that acted.
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('details', 'text')
    .execute();
  await db.schema
    .createIndex('audit_event_occurred_at_idx')
    .on('audit_event')
    .columns(['occurred_at desc', 'id desc'])
    .execute();

  // Mail waiting to be sent, shared by every instance (decision 0015).
  await db.schema
    .createTable('mail_job')
    .addColumn('id', autoId, (c) =>
      kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', timestamp, (c) => c.notNull())
    .addColumn('locked_until', timestamp)
    .addColumn('claim_token', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('sent_at', timestamp)
    .addColumn('failed_at', timestamp)
    .execute();
  await db.schema
    .createIndex('mail_job_pending_idx')
    .on('mail_job')
    .columns(['run_after', 'id'])
    .where(sql.ref('sent_at'), 'is', null)
    .where(sql.ref('failed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('mail_job_sent_at_idx')
    .on('mail_job')
    .column('sent_at')
    .where(sql.ref('sent_at'), 'is not', null)
    .execute();
}

interface LeadRow {
  id: number | string;
  name: string;
  email: string;
  company: string | null;
  message: string | null;
}

async function backfill(db: Kysely<unknown>): Promise<void> {
  const batch = 500;
  let after = 0;
  for (;;) {
    const { rows } = await sql<LeadRow>`
      select id, name, email, company, message from contact_submission
      where id > ${after} order by id limit ${batch}`.execute(db);
    for (const row of rows) {
      const text = [row.name, row.email, row.company, row.message]
        .filter((part): part is string => Boolean(part))
        .map(searchable)
        .join('\n');
      await sql`update contact_submission
        set search_text = ${text}, company_key = ${companyKeyOf(row.company)}
        where id = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = Number(last.id);
  }
}
