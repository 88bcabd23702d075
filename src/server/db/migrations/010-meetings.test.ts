import { describe, expect, it } from 'vitest';
import { testDatabases } from '#server/test/databases.ts';
import { useMigratedTestDatabase } from '#server/test/migration-database.ts';

/**
 * Migration 010 (issue 25 §4, decision 0102): the database itself refuses a second booked
 * meeting of one consultant at one start, while cancelled meetings leave the slot free again.
 */
describe.each(testDatabases)('migration 010 on %s', (kind) => {
  const migrated = useMigratedTestDatabase(kind, { withAuth: false });
  const now = '2026-11-27T12:00:00.000Z';
  const meeting = (
    id: string,
    status: string,
    consultant = 'ana',
    start = '2026-12-01T12:00:00.000Z',
  ) => ({
    id,
    lead_id: 1,
    consultant_id: consultant,
    start_at: start,
    end_at: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    visitor_time_zone: 'Europe/Lisbon',
    status,
    video_url: `https://meet.jit.si/${id}`,
    created_at: now,
    updated_at: now,
  });
  const insert = (row: ReturnType<typeof meeting>) =>
    migrated.database.db.insertInto('meeting').values(row).execute();

  it('refuses a second booked meeting of one consultant at one start', async () => {
    await insert(meeting('m1', 'booked'));
    await expect(insert(meeting('m2', 'booked'))).rejects.toThrow(/unique|duplicate/i);
  });

  it('lets other consultants, other starts and non-booked meetings share the time', async () => {
    await insert(meeting('m3', 'booked', 'bia'));
    await insert(meeting('m4', 'booked', 'ana', '2026-12-01T12:30:00.000Z'));
    await insert(meeting('m5', 'cancelled'));
    await insert(meeting('m6', 'no_show'));
    expect(
      await migrated.database.db.selectFrom('meeting').select('id').orderBy('id').execute(),
    ).toHaveLength(5);
  });

  it('frees the slot when its meeting is cancelled', async () => {
    await migrated.database.db
      .updateTable('meeting')
      .set({ status: 'cancelled' })
      .where('id', '=', 'm1')
      .execute();
    await insert(meeting('m7', 'booked'));
  });

  it('refuses an unknown status, an end before the start and a range past midnight', async () => {
    await expect(insert(meeting('m8', 'maybe', 'caio'))).rejects.toThrow(/check/i);
    await expect(
      insert({ ...meeting('m9', 'booked', 'caio'), end_at: '2026-12-01T11:00:00.000Z' }),
    ).rejects.toThrow(/check/i);
    await migrated.database.db
      .insertInto('consultant')
      .values({ user_id: 'ana', languages: '[]', areas: '[]', created_at: now, updated_at: now })
      .execute();
    await expect(
      migrated.database.db
        .insertInto('consultant_availability')
        .values({ consultant_id: 'ana', weekday: 1, start_minute: 600, end_minute: 1500 })
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
