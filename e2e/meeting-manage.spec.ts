import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { invitationOf, mimeParts } from '#server/modules/meetings/mime-parts.test-support.ts';
import { e2eDataDir } from '../playwright.config.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { grantAdmin, localeText, sidewaysOverflow } from './layout-support.ts';
import { latestMailTo, registerByApi, uniqueEmail } from './support.ts';

/**
 * The visitor moves and then cancels a booked conversation by the links of its mails (issue 25
 * §5, decision 0109), without an account: the confirmation's reschedule link opens the manage page
 * with the meeting on the visitor's clock (Lisbon) and São Paulo's; another time is chosen and the
 * updated invitation (parsed by ical.js) carries SEQUENCE 1 and the new instant; the new mail's
 * cancel link cancels after a confirmation step, and the mail's invitation is a METHOD:CANCEL.
 * The first link is dead by then and says so, with a way to book anew. Portuguese and English,
 * desktop and a 360 px phone, axe-clean; screenshots in /tmp/i25-manage-shots/.
 *
 * The consultant is made as an operator would (register, `admin grant`, `admin consultant`);
 * times come from the API, never a hard-coded date.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'Europe/Lisbon' });

const shots = '/tmp/i25-manage-shots';
mkdirSync(shots, { recursive: true });

async function seedConsultant(request: APIRequestContext) {
  const { email } = await registerByApi(request, 'Carla Consultora');
  grantAdmin(email);
  const run = spawnSync(process.execPath, ['scripts/admin.ts', 'consultant', email], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
}

interface OutboxMail {
  body: string;
  raw: string;
}

/** The visitor's mails carrying a manage link, oldest first (a mail with an invitation is multipart). */
async function meetingMailsTo(to: string): Promise<OutboxMail[]> {
  const outbox = path.join(e2eDataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  const mails: OutboxMail[] = [];
  for (const file of files) {
    const raw = await readFile(path.join(outbox, file), 'utf8');
    if (!raw.includes(`To: ${to}`)) continue;
    const body = mimeParts(raw).find((p) => p.type === 'text/plain')?.body ?? '';
    mails.push({ body, raw });
  }
  return mails;
}

/** Waits for the `count`-th mail to `to` with a calendar invitation and answers it. */
async function invitationMail(to: string, count: number): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const withIcs = (await meetingMailsTo(to)).filter((m) => invitationOf(m.raw));
        found = withIcs[count - 1];
        return found !== undefined;
      },
      { timeout: 30_000, message: `invitation mail ${count} to ${to}` },
    )
    .toBe(true);
  return found ?? { body: '', raw: '' };
}

/** The path and query of the mail's link of one purpose (`r`eschedule or `c`ancel). */
function linkIn(mail: OutboxMail, purpose: 'r' | 'c'): string {
  const urls = [...mail.body.matchAll(/https?:\/\/[^\s]+\?token=([^\s]+)/g)];
  const found = urls.find((m) => m[1]?.split('.')[2] === purpose);
  expect(found, mail.body).toBeDefined();
  const url = new URL(found?.[0] ?? 'http://x/');
  return `${url.pathname}${url.search}`;
}

/** Books the first free time through the API, trying the next ones if a parallel run took it. */
async function book(request: APIRequestContext, locale: 'pt-BR' | 'en', email: string) {
  let slots = (
    (await (await request.get(`/api/meetings/slots?language=${locale}`)).json()) as {
      slots: { start: string }[];
    }
  ).slots;
  for (let attempt = 0; attempt < 5; attempt++) {
    const slotStart = slots[0]?.start;
    expect(slotStart, 'a free slot').toBeDefined();
    const response = await request.post('/api/meetings', {
      headers: { 'x-ui-language': locale },
      data: {
        name: 'Marta Lisboeta',
        email,
        visitorTimeZone: 'Europe/Lisbon',
        slotStart,
        language: locale,
      },
    });
    if (response.status() === 201) return slotStart ?? '';
    expect(response.status()).toBe(409);
    slots = ((await response.json()) as { slots: { start: string }[] }).slots;
  }
  throw new Error('no slot could be booked');
}

let seeded = false;

for (const locale of ['pt-BR', 'en'] as const) {
  for (const phone of [false, true]) {
    const width = phone ? 'phone' : 'desktop';
    test(`${locale}, ${width}: moves the meeting by the mail's link, then cancels it by the new mail's link`, async ({
      page,
      request,
    }) => {
      const text = (key: string) => localeText(locale, 'common', `booking.manage.${key}`);
      if (phone) await page.setViewportSize({ width: 360, height: 800 });
      if (!seeded) {
        // Through the test's own request context: the visitor's browser stays signed out.
        await seedConsultant(request);
        seeded = true;
      }
      // Lower case: the booking stores the address as the schema normalises it.
      const email = uniqueEmail(`reuniao-${locale.toLowerCase()}-${width}`);
      const first = await book(request, locale, email);

      // The confirmation's reschedule link: the meeting on Lisbon's clock and São Paulo's.
      const confirmation = await invitationMail(email, 1);
      const firstReschedule = linkIn(confirmation, 'r');
      expect(firstReschedule.startsWith(locale === 'en' ? '/en/reuniao?' : '/reuniao?')).toBe(true);
      if (!phone) {
        // Lost that mail: the page without a link sends the links again by address (decision
        // 0120), the same answer for any address; the mail carries the same signed links.
        await page.goto(locale === 'en' ? '/en/reuniao' : '/reuniao');
        await expect(page.getByRole('alert')).toHaveText(text('errors.invalid'));
        await page
          .getByRole('textbox', { name: text('linksAgain.email'), exact: true })
          .fill(email);
        await page.getByRole('button', { name: text('linksAgain.submit') }).click();
        await expect(
          page.getByRole('status').filter({ hasText: text('linksAgain.sent') }),
        ).toBeVisible();
        await expectAccessible(page);
        await page.screenshot({ path: `${shots}/links-again-${locale}.png`, fullPage: true });
        const linksSubject =
          localeText(locale, 'mail', 'meetingLinks.subject').split('{{')[0] ?? '';
        let again = { subject: '', body: '' };
        await expect
          .poll(async () => (again = await latestMailTo(email)).subject)
          .toContain(linksSubject);
        expect(linkIn({ ...again, raw: '' }, 'r')).toBe(firstReschedule);
      }
      await page.goto(firstReschedule);
      await expect(page.getByRole('heading', { level: 1, name: text('title') })).toBeVisible();
      const lisbon = new Intl.DateTimeFormat(locale, {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: 'Europe/Lisbon',
      }).format(new Date(first));
      await expect(page.getByTestId('meeting-time')).toHaveText(lisbon, { ignoreCase: true });
      await expect(page.getByText('Carla Consultora')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const radios = page.getByRole('radio');
      await expect(radios.first()).toBeVisible();
      await expectAccessible(page);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.screenshot({ path: `${shots}/reschedule-${locale}-${width}.png`, fullPage: true });

      // Another time: the third offered.
      const target = radios.nth(2);
      const newStart = (await target.getAttribute('value')) ?? '';
      await target.check();
      await page.getByRole('button', { name: text('reschedule.button') }).click();
      await expect(page.getByRole('heading', { name: text('moved.title') })).toBeVisible();
      await expect(page.getByTestId('meeting-time')).toHaveText(
        new Intl.DateTimeFormat(locale, {
          dateStyle: 'full',
          timeStyle: 'short',
          timeZone: 'Europe/Lisbon',
        }).format(new Date(newStart)),
        { ignoreCase: true },
      );
      // From the top: a full-page shot taken while scrolled draws the sticky header mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/moved-${locale}-${width}.png`, fullPage: true });

      // The updated invitation, as a calendar reads it.
      const movedMail = await invitationMail(email, 2);
      const moved = invitationOf(movedMail.raw);
      expect(moved?.method).toBe('REQUEST');
      expect(moved?.event.sequence).toBe(1);
      expect(moved?.event.startDate.toJSDate().toISOString()).toBe(newStart);

      // The new mail's cancel link, with its confirmation step.
      await page.goto(linkIn(movedMail, 'c'));
      await page.getByRole('button', { name: text('cancel.button') }).click();
      await expect(page.getByText(text('cancel.confirm'))).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `${shots}/cancel-${locale}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: text('cancel.confirmButton') }).click();
      await expect(page.getByRole('heading', { name: text('cancelled.title') })).toBeVisible();
      await expect(page.getByRole('link', { name: text('bookAnew') })).toBeVisible();

      const cancelMail = await invitationMail(email, 3);
      const cancelled = invitationOf(cancelMail.raw);
      expect(cancelled?.method).toBe('CANCEL');
      expect(cancelled?.event.sequence).toBe(2);

      // The confirmation's first link is dead now: it says why and offers to book anew.
      await page.goto(firstReschedule);
      await expect(page.getByRole('alert')).toHaveText(text('errors.cancelled'));
      await page.getByRole('link', { name: text('bookAnew') }).click();
      await expect(page).toHaveURL(locale === 'en' ? /\/en\/demonstracao$/ : /\/demonstracao$/);
      if (!phone) {
        await page.goto(firstReschedule);
        await expect(page.getByRole('alert')).toBeVisible();
        await expectAccessible(page);
        await page.screenshot({ path: `${shots}/dead-link-${locale}.png`, fullPage: true });
      }
    });
  }
}
