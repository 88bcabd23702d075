import { sql, type Kysely } from 'kysely';
import { inOneTransaction, timestampType, type Kind } from './kit.ts';

/**
 * Consultants, their availability and booked meetings (issue 25 §1, §4; decision 0102).
 * - `consultant`: an admin who takes meetings (the user id, no foreign key, like
 *   `contact_submission.assigned_to`); `active` 0 stops new bookings and keeps the old ones.
 *   Languages and areas are JSON arrays; notice is in business minutes (the consultant's own
 *   schedule), horizon in São Paulo calendar days.
 * - `consultant_availability`: weekly ranges in São Paulo wall-clock minutes (several per day).
 * - `consultant_day_off`: São Paulo dates ('YYYY-MM-DD') a consultant does not work.
 * - `meeting`: instants in UTC; `sequence` is the iCalendar SEQUENCE of its invitation.
 *
 * One booking per slot is the database's job, not a read-then-write: a unique index on
 * (consultant_id, start_at) holding only booked meetings, so a cancelled slot can be booked
 * again. Partial unique indexes work alike on SQLite and PostgreSQL; the insert names the same
 * condition in its ON CONFLICT target (meetings.queries.ts). Instants are written by
 * `toISOString()` alone, so on SQLite's text column equal instants are equal strings.
 */

// SQLite and PostgreSQL alike: all of it or nothing (kit.ts).
export const up = inOneTransaction(apply);

async function apply(db: Kysely<unknown>, kind: Kind): Promise<void> {
  const timestamp = timestampType(kind);
  await db.schema
    .createTable('consultant')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('active', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`active in (0, 1)`),
    )
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('areas', 'text', (c) => c.notNull())
    .addColumn('meeting_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`meeting_minutes between 5 and 480`),
    )
    .addColumn('buffer_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`buffer_minutes between 0 and 240`),
    )
    .addColumn('notice_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(240)
        .check(sql`notice_minutes >= 0`),
    )
    .addColumn('horizon_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`horizon_days between 1 and 365`),
    )
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('consultant_availability')
    .addColumn('id', kind === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('consultant_id', 'text', (c) =>
      c.notNull().references('consultant.user_id').onDelete('cascade'),
    )
    // 0 = Sunday … 6 = Saturday, like Date#getUTCDay.
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addCheckConstraint(
      'consultant_availability_range',
      sql`start_minute >= 0 and start_minute < end_minute and end_minute <= 1440`,
    )
    .execute();
  await db.schema
    .createIndex('consultant_availability_consultant_idx')
    .on('consultant_availability')
    .columns(['consultant_id', 'weekday'])
    .execute();
  await db.schema
    .createTable('consultant_day_off')
    .addColumn('consultant_id', 'text', (c) =>
      c.notNull().references('consultant.user_id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('consultant_day_off_pk', ['consultant_id', 'day'])
    .execute();
  await db.schema
    .createTable('meeting')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('lead_id', 'integer', (c) => c.notNull())
    // No foreign key to consultant: a consultant removed leaves their meetings to reassign
    // (issue 25 "Bad input": nothing lost).
    .addColumn('consultant_id', 'text', (c) => c.notNull())
    .addColumn('start_at', timestamp, (c) => c.notNull())
    .addColumn('end_at', timestamp, (c) => c.notNull())
    .addColumn('visitor_time_zone', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('booked', 'cancelled', 'held', 'no_show')`),
    )
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_url', 'text', (c) => c.notNull())
    .addColumn('created_at', timestamp, (c) => c.notNull())
    .addColumn('updated_at', timestamp, (c) => c.notNull())
    .addCheckConstraint('meeting_ends_after_start', sql`end_at > start_at`)
    .execute();
  // The constraint of issue 25 §4. It also serves "this consultant's booked meetings from now".
  await sql`create unique index meeting_one_booking_per_slot
    on meeting (consultant_id, start_at) where status = 'booked'`.execute(db);
  await sql`create index meeting_lead_idx on meeting (lead_id)`.execute(db);
}
