import type { Page } from '@playwright/test';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import { zonedTime } from '#shared/meetings/zoned-time.ts';
import type { LeadDetail, Lead } from '#shared/schemas/leads.ts';
import { smallCalculatorState } from '#shared/test/tool-result-fixtures.ts';
import { signInNewClient } from './dashboard-support.ts';
import { signInAdmin } from './lead-desk-support.ts';
import { ensureConsultant, invitationTo, slotRadios } from './booking-support.ts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts';
import { localePrefix, localeText, type Locale } from './layout-support.ts';
import { uniqueEmail } from './support.ts';

/**
 * Booking a conversation (issue 25 §2, decision 0107): a visitor in Lisbon books from the
 * demonstration page and reads the time on both clocks; the invitation in the outbox is at the
 * booked instant; a slot taken meanwhile is offered again without retyping. The slots are the
 * API's (the server's real clock, a 4-business-hour notice): nothing here names a date.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'Europe/Lisbon' });

const shots = '/tmp/i25-book-ui-shots';
const text = (locale: Locale, key: string) => localeText(locale, 'common', key);

const journeys: { locale: Locale; width: number; height: number }[] = [
  { locale: 'pt-BR', width: 1366, height: 900 },
  { locale: 'en', width: 360, height: 800 },
  { locale: 'es', width: 360, height: 800 },
];

for (const { locale, width, height } of journeys) {
  test(`a visitor in Lisbon books from the demonstration page (${locale}, ${width} px)`, async ({
    page,
  }) => {
    await ensureConsultant(page.request);
    await page.setViewportSize({ width, height });
    await gotoHydrated(page, `${localePrefix[locale]}/demonstracao`);
    const radios = slotRadios(page);
    await expect(radios.first()).toBeVisible();
    await expect(
      page.getByText(text(locale, 'booking.picker.zone').split('(')[0] ?? ''),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/demo-picker-${locale}-${width}.png`, fullPage: true });
    // The other width too, for the screenshots (pt-BR and en on phone and desktop).
    const other = width === 360 ? { width: 1366, height: 900 } : { width: 360, height: 800 };
    await page.setViewportSize(other);
    await page.screenshot({ path: `${shots}/demo-picker-${locale}-${other.width}.png` });
    await page.setViewportSize({ width, height });

    // The first free time, read on the Lisbon clock with São Paulo's beside it.
    const first = radios.first();
    const start = (await first.getAttribute('data-slot-start')) ?? '';
    const lisbon = zonedTime(new Date(start), 'Europe/Lisbon').time;
    const saoPaulo = zonedTime(new Date(start), 'America/Sao_Paulo').time;
    const card = page.locator(`label:has(input[data-slot-start="${start}"])`);
    await expect(card).toContainText(lisbon);
    await expect(card).toContainText(
      text(locale, 'booking.picker.saoPaulo').replace('{{time}}', saoPaulo),
    );
    // Keyboard: the radio group takes focus, space chooses, arrows move to the next time.
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(radios.nth(1)).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeChecked();

    const email = uniqueEmail(`lisboa-${locale}`);
    await page.getByLabel(text(locale, 'booking.form.name')).fill('Marta Lisboeta');
    await page.getByLabel(text(locale, 'booking.form.email'), { exact: true }).fill(email);
    await page.getByLabel(new RegExp(`^${text(locale, 'booking.form.company')}`)).fill('Tejo Lda');

    if (locale === 'pt-BR') {
      // Someone else takes the time meanwhile: the reason, fresh times, nothing retyped.
      // Every consultant free then (other journeys may have made more) takes it, until none is.
      let status = 201;
      for (let i = 0; i < 10 && status === 201; i++) {
        const taken = await page.request.post('/api/meetings', {
          headers: { origin: new URL(page.url()).origin },
          data: {
            name: 'Outra Pessoa',
            email: uniqueEmail('outra'),
            slotStart: start,
            visitorTimeZone: 'America/Sao_Paulo',
            language: 'pt-BR',
          },
        });
        status = taken.status();
      }
      expect(status).toBe(409);
      await page.getByRole('button', { name: text(locale, 'booking.form.submit') }).click();
      await expect(page.getByRole('alert')).toHaveText(text(locale, 'booking.errors.taken'));
      await expect(page.locator(`input[data-slot-start="${start}"]`)).toHaveCount(0);
      await expect(
        page.getByLabel(text(locale, 'booking.form.email'), { exact: true }),
      ).toHaveValue(email);
      await expectAccessible(page);
      await page.screenshot({ path: `${shots}/demo-taken-${locale}-${width}.png`, fullPage: true });
    }

    const chosen = slotRadios(page).first();
    const booked = (await chosen.getAttribute('data-slot-start')) ?? '';
    await chosen.check();
    await page.getByRole('button', { name: text(locale, 'booking.form.submit') }).click();

    const done = page.getByTestId('booking-done');
    await expect(done).toContainText(text(locale, 'booking.done.title'));
    await expect(done).toContainText(zonedTime(new Date(booked), 'Europe/Lisbon').time);
    await expect(done).toContainText(zonedTime(new Date(booked), 'America/Sao_Paulo').time);
    await expect(done).toContainText('Europe/Lisbon');
    await expect(done).toContainText(text(locale, 'booking.done.invitation'));
    await expect(done.getByRole('link', { name: /meet\.jit\.si/ })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/demo-booked-${locale}-${width}.png`, fullPage: true });

    if (locale === 'pt-BR') {
      const invitation = await invitationTo(email);
      expect(invitation.method).toBe('REQUEST');
      expect(invitation.start.toISOString()).toBe(booked);
    }
  });
}

/** Chooses the first free time in the picker and returns its UTC start. */
async function chooseFirstSlot(page: Page): Promise<string> {
  const first = slotRadios(page).first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const start = (await first.getAttribute('data-slot-start')) ?? '';
  await first.check();
  return start;
}

/**
 * A signed-in client's ROI result on the dashboard, as a returning client finds it (the calculator
 * keeps its answers on the device), with the result's next step.
 */
async function openSavedRoiResult(page: Page) {
  const client = (await (await page.request.get('/api/user')).json()) as {
    id: string;
    email: string;
  };
  await page.addInitScript(
    ({ id, state }) => localStorage.setItem(`nexus:calculator:${id}`, JSON.stringify(state)),
    { id: client.id, state: smallCalculatorState },
  );
  await page.goto('/dashboard/calculator');
  return { client, next: page.getByTestId('result-next-step') };
}

/** The desk's leads matching `q`, read as the signed-in admin. */
async function leadsFound(page: Page, q: string): Promise<Lead[]> {
  return (await (
    await page.request.get(`/api/contacts?q=${encodeURIComponent(q)}`)
  ).json()) as Lead[];
}

test('after the home form, a visitor chooses a time (one lead); a client books from the ROI result and the lead carries the result and the meeting', async ({
  page,
}) => {
  const consultantEmail = await ensureConsultant(page.request);
  await page.setViewportSize({ width: 1366, height: 900 });
  const home = (key: string) => localeText('pt-BR', 'home', key);

  // The home page's form as today, then the offer to choose a time now.
  const visitor = uniqueEmail('inicio');
  await gotoHydrated(page, '/');
  const form = page.locator('form[aria-labelledby="demonstracao-title"]');
  await form.getByLabel(home('form.name')).fill('Rui Visitante');
  await form.getByLabel(home('form.email'), { exact: true }).fill(visitor);
  await form.getByRole('button', { name: home('form.submit') }).click();
  await page.getByRole('button', { name: text('pt-BR', 'booking.afterContact.choose') }).click();
  const fromHome = await chooseFirstSlot(page);
  await expect(page.getByLabel(text('pt-BR', 'booking.form.email'), { exact: true })).toHaveValue(
    visitor,
  );
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/home-after-contact-pt-BR-1366.png`, fullPage: false });
  await page.getByRole('button', { name: text('pt-BR', 'booking.form.submit') }).click();
  await expect(page.getByTestId('booking-done')).toContainText(
    zonedTime(new Date(fromHome), 'Europe/Lisbon').time,
  );

  // A client's ROI result ends with one next step: book a call about it.
  await page.context().clearCookies();
  await signInNewClient(page, 'Paula Cliente');
  const { client, next } = await openSavedRoiResult(page);
  await expect(
    next.getByRole('heading', { name: text('pt-BR', 'booking.tool.heading') }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    next.getByRole('button', { name: text('pt-BR', 'booking.tool.sendWithoutTime') }),
  ).toHaveCount(1);
  const fromResult = await chooseFirstSlot(page);
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/roi-next-step-pt-BR-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shots}/roi-next-step-pt-BR-360.png`, fullPage: true });
  await next.getByRole('button', { name: text('pt-BR', 'booking.form.submit') }).click();
  await expect(next.getByTestId('booking-done')).toBeVisible();
  await expect(
    next.getByRole('button', { name: text('pt-BR', 'booking.tool.sendWithoutTime') }),
  ).toHaveCount(0);
  await page.screenshot({ path: `${shots}/roi-booked-pt-BR-360.png`, fullPage: true });
  const invitation = await invitationTo(client.email);
  expect(invitation.start.toISOString()).toBe(fromResult);

  // The admin's desk: the client's lead carries the ROI result and went to the consultant who
  // got the meeting; the home visitor has one lead, not two.
  await signInAdmin(page, 'pt-BR');
  const leads = (q: string) => leadsFound(page, q);
  // The search index follows new leads a moment later.
  await expect.poll(async () => (await leads(client.email)).length).toBe(1);
  const [clientLead] = await leads(client.email);
  const detail = (await (
    await page.request.get(`/api/contacts/${clientLead?.id}`)
  ).json()) as LeadDetail;
  expect(detail.source).toBe('calculator');
  expect(detail.toolResult).toMatchObject({ tool: 'calculator' });
  expect(detail.assignee?.name).toBeTruthy();
  await expect.poll(async () => (await leads(visitor)).length).toBe(1);
  const visitorInvitation = await invitationTo(visitor);
  expect(visitorInvitation.start.toISOString()).toBe(fromHome);
  expect(consultantEmail).toContain('@');
});

test('en, 360 px: a client books from the ROI result, and the lead on the desk carries the result and the meeting', async ({
  page,
}) => {
  await ensureConsultant(page.request);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInNewClient(page, 'Paula Client', 'en');
  const { client, next } = await openSavedRoiResult(page);
  await expect(next.getByRole('heading', { name: text('en', 'booking.tool.heading') })).toBeVisible(
    { timeout: 30_000 },
  );
  const booked = await chooseFirstSlot(page);
  await next.getByRole('button', { name: text('en', 'booking.form.submit') }).click();
  await expect(next.getByTestId('booking-done')).toContainText(
    zonedTime(new Date(booked), 'Europe/Lisbon').time,
  );
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/roi-booked-en-360.png`, fullPage: true });

  // The desk, in English on the phone: the lead opens with the ROI result and the meeting.
  await signInAdmin(page, 'en');
  const found = () => leadsFound(page, client.email);
  // The search index follows new leads a moment later.
  await expect.poll(async () => (await found()).length).toBe(1);
  const [lead] = await found();
  await page.goto(`/admin?lead=${String(lead?.id)}`);
  const panel = page.getByRole('dialog', { name: 'Paula Client' });
  await expect(panel.getByTestId('detail-tool-result')).toBeVisible();
  const meeting = panel.getByTestId('detail-meeting');
  const admin = (key: string) => localeText('en', 'admin', key);
  await expect(meeting.getByText(admin('agenda.status.booked'), { exact: true })).toBeVisible();
  await expect(meeting).toContainText(formatSaoPauloDateTime(new Date(booked), 'en', 'short'));
  await expect(meeting).toContainText('Europe/Lisbon');
  await expectAccessible(page);
  await meeting.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/roi-lead-desk-en-360.png` });
});
