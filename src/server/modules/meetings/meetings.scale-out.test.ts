import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsAnswer } from '#shared/schemas/booking.ts';
import type { Database } from '#server/db/database.ts';
import { fetchJson, type AppProcess } from '#server/test/app-process.ts';
import { startTwoInstances, type TwoInstances } from '#server/test/two-instances.ts';
import { enableConsultant } from './meetings.queries.ts';

/**
 * Issue 25 §4 with two real server processes on one PostgreSQL (src/server/main.ts, as deployed):
 * 50 visitors asking for one slot at the same moment, half through each instance, get one
 * booking between them. Nothing in either process's memory decides; the database's index does.
 */
describe('one slot, two app processes on one PostgreSQL', () => {
  let a: AppProcess;
  let b: AppProcess;
  let direct: Database;
  let instances: TwoInstances | undefined;

  beforeAll(async () => {
    instances = await startTwoInstances({ RATE_LIMIT_CONTACT_MAX: '1000' });
    ({ a, b, direct } = instances);
    // A consultant needs no account for the booking itself (decision 0102: no foreign key).
    await enableConsultant(direct.db, 'consultant-two-instances', ['en'], new Date());
  });

  afterAll(async () => instances?.stop());

  it('gives exactly one 201 and 49 × 409 with fresh slots; one lead and one meeting stored', async () => {
    const listed = await fetchJson(`${a.url}/api/meetings/slots?language=en`);
    const slotStart = (listed.body as SlotsAnswer).slots[0]?.start;
    expect(slotStart).toBeDefined();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetchJson(`${(i % 2 === 0 ? a : b).url}/api/meetings`, {
          method: 'POST',
          body: {
            name: `Visitante ${i}`,
            email: `visitante.${i}@example.com`,
            visitorTimeZone: 'America/New_York',
            slotStart,
            language: 'en',
          },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of answers.filter((r) => r.status === 409)) {
      const body = refused.body as { slots: SlotsAnswer['slots'] };
      expect(body.slots.map((s) => s.start)).not.toContain(slotStart);
    }
    const meetings = await direct.db.selectFrom('meeting').select('lead_id').execute();
    expect(meetings).toHaveLength(1);
    const leads = await direct.db.selectFrom('contact_submission').select('id').execute();
    expect(leads.map((l) => l.id)).toEqual(meetings.map((m) => m.lead_id));
  });
});
