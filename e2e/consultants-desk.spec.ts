import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { saoPauloIsoDate } from '#shared/time/sao-paulo.ts';
import { e2eDataDir } from '../playwright.config.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { grantAdmin, localeText, sidewaysOverflow } from './layout-support.ts';
import { short, signInAdmin, type DeskLocale } from './lead-desk-support.ts';
import { registerByApi, toasts, uniqueEmail } from './support.ts';

/**
 * The consultants screen (issue 25 §1, §6; decision 0111): an admin makes themself a consultant,
 * replaces the weekday hours with one Saturday range (an overlapping second range is refused on
 * the spot), books nothing themself, and when a visitor has booked that Saturday, enters it as a
 * day off: the meeting that now clashes is listed to be moved, and the admin moves it to another
 * consultant who works then. Then the agenda shows the week with that meeting, and (Portuguese
 * desktop, English phone) marks two meetings that have started, one held and one no-show.
 * Portuguese and English, desktop and a 360 px phone, axe-clean; screenshots in
 * /tmp/i25-desk-shots/.
 *
 * Each journey's consultant works a Saturday window no other consultant has (workers: 1), so the
 * visitor's Saturday booking is routed to them.
 */

test.describe.configure({ timeout: 120_000 });

const shots = '/tmp/i25-desk-shots';
mkdirSync(shots, { recursive: true });

interface Entry {
  id: string;
  name: string;
  consultant: Record<string, unknown> | null;
}

const saoPaulo = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const wall = (iso: string) => {
  const parts = Object.fromEntries(
    saoPaulo.formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return {
    weekday: parts.weekday,
    hour: Number(parts.hour),
    date: `${parts.year}-${parts.month}-${parts.day}`,
  };
};

/** Earlier attempts' consultants (a retry) stop taking bookings, so the routing is ours. */
async function retireEarlierAttempts(page: Page, keep: string, prefix: string) {
  const answer = (await (await page.request.get('/api/admin/consultants')).json()) as {
    consultants: Entry[];
  };
  for (const c of answer.consultants) {
    if (c.id === keep || !c.consultant || !c.name.startsWith(prefix)) continue;
    await page.request.put(`/api/admin/consultants/${c.id}`, {
      data: { ...c.consultant, active: false, hasFeed: undefined },
    });
  }
}

// The journeys' consultants work Saturdays with no notice. Left taking bookings, they held the
// first free time of every later journey that books "the first free slot": meeting-manage.spec
// booked a Saturday of "Consultora Jornada Destino …" instead of its own consultant's Monday once
// a Friday afternoon had passed the weekday consultants' notice. Whatever a journey's outcome, its
// consultants stop taking bookings when it ends.
test.afterEach(async ({ page }) => {
  const answer = await page.request.get('/api/admin/consultants');
  if (!answer.ok()) return; // the journey ended before its admin signed in: nothing was made
  await retireEarlierAttempts(page, '', 'Consultora Jornada');
});

/**
 * Two meetings of `consultants` (one each) that started a moment ago, straight into the server's
 * SQLite file: a booking is never in the past (the slot rules, 0103) and the server's clock is the
 * only "now" (§7), so this is the one way a journey gets meetings the agenda may mark. Both start
 * today on São Paulo's clock, so the agenda's current week holds them.
 */
function startedMeetings(leadId: number, consultants: readonly string[]): void {
  const now = Date.now();
  const midnight = Date.parse(`${saoPauloIsoDate(new Date(now))}T00:00:00-03:00`);
  const start = new Date(Math.max(now - 30 * 60_000, midnight));
  start.setUTCSeconds(0, 0);
  const db = new Database(path.join(e2eDataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare(
      `insert into meeting (id, lead_id, consultant_id, start_at, end_at, visitor_time_zone,
         status, video_url, created_at, updated_at)
       values (?, ?, ?, ?, ?, 'Europe/Lisbon', 'booked', ?, ?, ?)`,
    );
    for (const consultantId of consultants) {
      const id = randomUUID();
      insert.run(
        id,
        leadId,
        consultantId,
        start.toISOString(),
        new Date(start.getTime() + 30 * 60_000).toISOString(),
        `https://meet.jit.si/nexus-${id}`,
        start.toISOString(),
        start.toISOString(),
      );
    }
  } finally {
    db.close();
  }
}

// Each language once and each width once (decision 0128): the other two pairs repeated the same
// flow for 30 s of CI and caught nothing these two do not.
const journeys = [
  {
    locale: 'pt-BR',
    viewport: { name: 'desktop', width: 1366, height: 900 },
    hour: 8,
    marks: true,
  },
  { locale: 'en', viewport: { name: 'phone', width: 360, height: 800 }, hour: 14, marks: true },
] as const satisfies {
  locale: DeskLocale;
  viewport: object;
  hour: number;
  marks: boolean;
}[];

for (const { locale, viewport, hour, marks } of journeys) {
  const text = (key: string, values: Record<string, string> = {}) =>
    localeText(locale, 'admin', key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
  const common = (key: string) => localeText(locale, 'common', key);

  test(`${locale} ${viewport.name}: an admin becomes a consultant, sets Saturday hours and a day off, moves the meeting that now clashes${marks ? ', marks meetings held and no-show' : ''}`, async ({
    page,
    playwright,
  }) => {
    const prefix = 'Consultora Jornada';
    const name = `${prefix} ${viewport.name === 'phone' ? 'Celular' : 'Mesa'} ${short[locale] === 'pt' ? 'Pt' : 'En'}`;
    await signInAdmin(page, locale, name);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/admin/consultants');
    await expect(
      page.getByRole('heading', { level: 1, name: text('consultants.title') }),
    ).toBeVisible();
    const card = page.getByTestId('consultant-card').filter({ hasText: name });
    await expect(card.getByText(text('consultants.state.none'))).toBeVisible();
    await card.getByRole('button', { name: `${text('consultants.make')}: ${name}` }).click();

    // The CLI's defaults: Monday to Friday 09:00–18:00. They give way to one Saturday range.
    const form = card.getByTestId('consultant-form');
    for (const weekday of [1, 2, 3, 4, 5]) {
      const day = text(`consultants.weekdays.${weekday}`);
      await form
        .getByRole('button', { name: text('consultants.form.removeRange', { day }) })
        .click();
    }
    const saturday = form.getByTestId('weekday-6');
    const saturdayName = text('consultants.weekdays.6');
    const addSaturday = saturday.getByRole('button', {
      name: `${text('consultants.form.addRange')}: ${saturdayName}`,
    });
    await addSaturday.click();
    const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
    await saturday.getByLabel(text('consultants.form.from')).fill(pad(hour));
    await saturday.getByLabel(text('consultants.form.to')).fill(pad(hour + 2));
    await form.getByLabel(text('consultants.form.noticeMinutes')).fill('0');
    // A second range over the first is refused before anything is sent.
    await addSaturday.click();
    await form.getByRole('button', { name: text('consultants.form.save') }).click();
    await expect(saturday.getByText(common('validation.scheduleOverlap'))).toHaveCount(2);
    await expectAccessible(page);
    await page.screenshot({
      path: `${shots}/consultant-overlap-${viewport.name}-${short[locale]}.png`,
      fullPage: true,
    });
    await saturday
      .getByRole('button', { name: text('consultants.form.removeRange', { day: saturdayName }) })
      .last()
      .click();
    await form.getByRole('button', { name: text('consultants.form.save') }).click();
    await expect(toasts(page).getByText(text('consultants.form.saved'))).toBeVisible();
    await expect(form.getByText(text('consultants.clashes.none'))).toBeVisible();
    await expect(card.getByText(text('consultants.state.active'))).toBeVisible();

    // A visitor in Lisbon books one of this consultant's Saturday slots.
    const answer = (await (await page.request.get('/api/admin/consultants')).json()) as {
      consultants: Entry[];
    };
    const me = answer.consultants.find((c) => c.name === name);
    expect(me?.consultant).not.toBeNull();
    await retireEarlierAttempts(page, me?.id ?? '', prefix);
    const slots = (
      (await (await page.request.get('/api/meetings/slots?language=pt-BR')).json()) as {
        slots: { start: string }[];
      }
    ).slots;
    const slot = slots.find((s) => {
      const w = wall(s.start);
      return w.weekday === 'Sat' && w.hour >= hour && w.hour < hour + 2;
    });
    expect(slot, 'a Saturday slot of this consultant').toBeDefined();
    const lead = `Marta Lisboeta ${viewport.name} ${short[locale]}`;
    const booked = await page.request.post('/api/meetings', {
      data: {
        name: lead,
        email: `marta.${Date.now()}@example.pt`,
        company: 'Tejo Lda',
        visitorTimeZone: 'Europe/Lisbon',
        slotStart: slot?.start,
      },
    });
    expect(booked.status()).toBe(201);

    // That Saturday becomes a day off: the booked meeting is listed to be moved.
    await page.reload();
    await card.getByRole('button', { name: `${text('consultants.edit')}: ${name}` }).click();
    await form.getByLabel(text('consultants.form.dayOff')).fill(wall(slot?.start ?? '').date);
    await form.getByRole('button', { name: text('consultants.form.addDayOff') }).click();
    await expect(form.getByTestId('days-off').getByRole('listitem')).toHaveCount(1);
    await form.getByRole('button', { name: text('consultants.form.save') }).click();
    const clashes = form.getByTestId('clashes');
    await expect(
      clashes.getByRole('heading', { name: text('consultants.clashes.heading') }),
    ).toBeVisible();
    await expect(clashes.getByText(lead)).toBeVisible();
    await expect(clashes.getByText(text('consultants.reasons.day-off'))).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await clashes.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${shots}/consultant-clash-${viewport.name}-${short[locale]}.png`,
      fullPage: true,
    });
    // The screen's own list of meetings to move holds it too, after a reload.
    await page.reload();
    const toMove = page.getByTestId('meeting-list').first().getByRole('listitem').filter({
      hasText: lead,
    });
    await expect(toMove).toBeVisible();

    // Another admin becomes a consultant for that Saturday window only (made after the booking,
    // so the routing could not give it to them), and the admin moves the meeting to them.
    const target = `${prefix} Destino ${viewport.name === 'phone' ? 'Celular' : 'Mesa'} ${short[locale] === 'pt' ? 'Pt' : 'En'}`;
    const other = await playwright.request.newContext({ baseURL: page.url() });
    const { email: targetEmail } = await registerByApi(other, target, uniqueEmail('destino'));
    await other.dispose();
    grantAdmin(targetEmail);
    const everyone = (await (await page.request.get('/api/admin/consultants')).json()) as {
      consultants: (Entry & { email: string })[];
    };
    const targetId = everyone.consultants.find((c) => c.email === targetEmail)?.id ?? '';
    const madeTarget = await page.request.put(`/api/admin/consultants/${targetId}`, {
      data: {
        ...me?.consultant,
        hasFeed: undefined,
        active: true,
        daysOff: [],
        weekly: [{ weekday: 6, startMinute: hour * 60, endMinute: (hour + 2) * 60 }],
      },
    });
    expect(madeTarget.status(), await madeTarget.text()).toBe(200);
    await page.reload();
    await toMove.getByLabel(text('consultants.reassign.label')).selectOption({ label: target });
    await toMove.getByRole('button', { name: text('consultants.reassign.submit') }).click();
    await expect(
      toasts(page).getByText(text('consultants.reassign.done', { name: target })),
    ).toBeVisible();
    await expect(toMove).toHaveCount(0);
    await expectAccessible(page);
    await page.screenshot({
      path: `${shots}/consultant-moved-${viewport.name}-${short[locale]}.png`,
      fullPage: true,
    });

    // The agenda: this consultant's week holding the meeting, in São Paulo time.
    await page.goto('/admin/agenda');
    await expect(page.getByRole('heading', { level: 1, name: text('agenda.title') })).toBeVisible();
    await page.getByLabel(text('agenda.consultant')).selectOption({ label: target });
    const meeting = page.getByTestId('agenda-meeting').filter({ hasText: lead });
    const loaded = page
      .getByTestId('agenda-meeting')
      .or(page.getByText(text('agenda.empty')))
      .first();
    for (let week = 0; week < 6; week += 1) {
      await expect(loaded).toBeVisible();
      if (await meeting.isVisible()) break;
      await page.getByRole('button', { name: text('agenda.next') }).click();
    }
    await expect(meeting).toBeVisible();
    await expect(meeting.getByText(text('agenda.status.booked'))).toBeVisible();
    await expect(meeting.getByText(text('agenda.withConsultant', { name: target }))).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await page.screenshot({
      path: `${shots}/agenda-${viewport.name}-${short[locale]}.png`,
      fullPage: true,
    });
    if (!marks) return;

    // Two meetings that started a moment ago, one each: one was held, the other's client missed it.
    const attended = `Paulo Atendido ${viewport.name} ${short[locale]}`;
    const contact = await page.request.post('/api/contacts', {
      data: { name: attended, email: uniqueEmail('atendido'), company: 'Douro Lda' },
    });
    expect(contact.status()).toBe(201);
    startedMeetings(((await contact.json()) as { id: number }).id, [me?.id ?? '', targetId]);
    // Reloaded, the agenda opens on everyone's current week: both meetings are in it.
    await page.reload();
    const started = (who: string) =>
      page
        .getByTestId('agenda-meeting')
        .filter({ hasText: attended })
        .filter({ hasText: text('agenda.withConsultant', { name: who }) });
    for (const [who, mark, status] of [
      [name, 'agenda.markHeld', 'agenda.status.held'],
      [target, 'agenda.markNoShow', 'agenda.status.no_show'],
    ] as const) {
      await started(who)
        .getByRole('button', { name: text(mark) })
        .click();
      await expect(started(who).getByText(text(status), { exact: true })).toBeVisible();
      await expect(started(who).getByRole('button', { name: text('agenda.undo') })).toBeVisible();
    }
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await started(target).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${shots}/agenda-marks-${viewport.name}-${short[locale]}.png`,
      fullPage: true,
    });
  });
}
