import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsAnswer } from '#shared/schemas/booking.ts';
import type { Database } from '#server/db/database.ts';
import { readOutbox, texts, validRegistration } from '#server/test/app-harness.ts';
import { fetchJson, type AppProcess } from '#server/test/app-process.ts';
import { startTwoInstances, type TwoInstances } from '#server/test/two-instances.ts';
import { enableConsultant } from './meetings.queries.ts';

/**
 * Issue 25 §5 with two real server processes on one PostgreSQL: when a meeting's reminders come
 * due, both instances' mail queues poll for them every second, and each reminder still leaves
 * once, to the visitor and to the consultant (the queue's compare-and-set claim, decision 0015;
 * decision 0110). The reminders' time is brought forward in the database, as the passing of a
 * day would: which instance sends them is left to the race.
 */
describe('meeting reminders, two app processes on one PostgreSQL', () => {
  let a: AppProcess;
  let b: AppProcess;
  let direct: Database;
  let instances: TwoInstances | undefined;

  beforeAll(async () => {
    instances = await startTwoInstances({ MAIL_QUEUE_POLL_SECONDS: '1' });
    ({ a, b, direct } = instances);
    const registered = await fetchJson(`${a.url}/api/register`, {
      method: 'POST',
      body: validRegistration({ fullName: 'Carla Consultora' }),
    });
    expect(registered.status).toBe(201);
    const { user } = registered.body as { user: { id: string } };
    await enableConsultant(direct.db, user.id, ['en'], new Date());
  });

  afterAll(async () => instances?.stop());

  it('sends each due reminder once between them', async () => {
    const listed = await fetchJson(`${b.url}/api/meetings/slots?language=en`);
    const slot = (listed.body as SlotsAnswer).slots.find(
      (s) => Date.parse(s.start) > Date.now() + 48 * 3_600_000,
    );
    const visitor = `reminded.${Date.now()}@example.com`;
    const booked = await fetchJson(`${a.url}/api/meetings`, {
      method: 'POST',
      headers: { 'x-ui-language': 'en' },
      body: {
        name: 'Rui Lembrado',
        email: visitor,
        visitorTimeZone: 'America/New_York',
        slotStart: slot?.start,
        language: 'en',
      },
    });
    expect(booked.status).toBe(201);
    const reminderJobs = () =>
      direct.db
        .selectFrom('mail_job')
        .select(['id', 'sent_at', 'attempts', 'payload'])
        .where('payload', 'like', '%"reminder-%')
        .execute();
    expect(await reminderJobs()).toHaveLength(4);
    // A day and more pass: both reminders of both recipients are due now.
    await direct.db
      .updateTable('mail_job')
      .set({ run_after: new Date(Date.now() - 1000).toISOString() })
      .where('payload', 'like', '%"reminder-%')
      .execute();
    await expect
      .poll(async () => (await reminderJobs()).every((j) => j.sent_at !== null), {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(true);
    for (const job of await reminderJobs()) expect(Number(job.attempts)).toBe(1);

    const subject = texts.for('en')('mail:meetingReminder.subject', { date: '' });
    const consultantPrefix =
      texts
        .for('pt-BR')('mail:meetingReminder.consultantSubject', { name: '', date: '' })
        .split(':')[0] ?? '-';
    const mails = (
      await Promise.all(
        (instances?.dataDirs ?? []).map((dir) => readOutbox(path.join(dir, 'outbox'))),
      )
    ).flat();
    const reminders = mails.filter(
      (m) => m.subject.startsWith(subject) || m.subject.startsWith(consultantPrefix),
    );
    expect(reminders.filter((m) => m.to === visitor)).toHaveLength(2);
    expect(reminders.filter((m) => m.to !== visitor)).toHaveLength(2);
  });
});
