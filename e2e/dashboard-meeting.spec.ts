import { mkdirSync } from 'node:fs';
import { smallCalculatorState } from '#shared/test/tool-result-fixtures.ts';
import { ensureConsultant } from './booking-support.ts';
import { openDashboardPage } from './dashboard-support.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { localePrefix, localeText, sidewaysOverflow } from './layout-support.ts';
import { latestMailTo, registerByApi, uniqueEmail } from './support.ts';

/**
 * The dashboard shows a client's booked meeting instead of offering a demonstration again (issue
 * 26 §3: nothing offers what was already done; decision 0177). A verified client sees the spec's
 * call to action, books (through the API: booking itself is booking.spec.ts's subject), and the
 * dashboard then names the meeting on the client's clock with its consultant, with the manage
 * page's links; a tool result names the same meeting instead of offering another, and sends the
 * result to the consultant; cancelling brings the call to action and the result's booking back. Portuguese at 1366 px, English on
 * a 360 px phone, axe-clean; screenshots in /tmp/i26-dashboard-meeting-shots/.
 */

test.describe.configure({ timeout: 120_000 });
test.use({ timezoneId: 'Europe/Lisbon' });

const shots = '/tmp/i26-dashboard-meeting-shots';
mkdirSync(shots, { recursive: true });

const verificationLink = /http:\/\/localhost:\d+(?:\/en|\/es)?\/verify-email\?token=[\w-]+/;

for (const { locale, width, height } of [
  { locale: 'pt-BR', width: 1366, height: 900 },
  { locale: 'en', width: 360, height: 800 },
] as const) {
  test(`${locale}, ${width} px: the dashboard shows the booked meeting, not the offer, until it is cancelled`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height });
    await ensureConsultant(page.request);
    const { email } = await registerByApi(page.request, 'Paula Cliente', uniqueEmail('meeting'));
    let link: string | undefined;
    await expect
      .poll(async () => (link = verificationLink.exec((await latestMailTo(email)).body)?.[0]))
      .toBeTruthy();
    const token = new URL(link ?? '').searchParams.get('token');
    expect((await page.request.post('/api/verify-email', { data: { token } })).status()).toBe(200);
    await page.context().addCookies([{ name: 'user-locale', value: locale, url: baseURL ?? '' }]);

    const dash = (key: string) => localeText(locale, 'dashboard', key);
    const common = (key: string) => localeText(locale, 'common', key);
    const manage = (key: string) => common(`booking.manage.${key}`);
    const title = dash('title');

    // Nothing booked: the spec's call to action.
    await openDashboardPage(page, '/dashboard', title);
    const offer = page.getByRole('link', { name: dash('cta.action') });
    await expect(offer).toHaveAttribute('href', `${localePrefix[locale]}/demonstracao`);

    // Booked, as the demonstration page books.
    const slots = await page.request.get(`/api/meetings/slots?language=${locale}`);
    const [slot] = ((await slots.json()) as { slots: { start: string }[] }).slots;
    const booked = await page.request.post('/api/meetings', {
      data: {
        name: 'Paula Cliente',
        email,
        visitorTimeZone: 'Europe/Lisbon',
        slotStart: slot?.start,
        language: locale,
      },
    });
    expect(booked.status()).toBe(201);

    await openDashboardPage(page, '/dashboard', title);
    await expect(page.getByRole('heading', { name: dash('cta.booked.title') })).toBeVisible();
    const when = new Intl.DateTimeFormat(locale, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Europe/Lisbon',
    }).format(new Date(slot?.start ?? ''));
    await expect(
      page.getByText(`${when}, ${locale === 'en' ? 'with' : 'com'} Carla Consultora.`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: dash('cta.action') })).toHaveCount(0);
    const band = page.getByRole('region', { name: dash('cta.booked.title') });
    await band.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    expect(await sidewaysOverflow(page)).toBe(0);
    // From the top: a full-page shot taken while scrolled draws the sticky top bar mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/booked-${locale}-${width}.png`, fullPage: true });

    // Its manage page, by the dashboard's link: the same meeting.
    await band.getByRole('link', { name: dash('cta.booked.action') }).click();
    await expect(page.getByRole('heading', { level: 1, name: manage('title') })).toBeVisible();
    await expect(page.getByTestId('meeting-time')).toHaveText(when, { ignoreCase: true });

    // A tool result names the meeting instead of offering another; its result can go to the
    // consultant before the call.
    const client = (await (await page.request.get('/api/user')).json()) as { id: string };
    await page.addInitScript(
      ({ id, state }) => localStorage.setItem(`nexus:calculator:${id}`, JSON.stringify(state)),
      { id: client.id, state: smallCalculatorState },
    );
    await page.goto('/dashboard/calculator');
    const meetingCard = page.getByTestId('result-meeting');
    await expect(
      meetingCard.getByRole('heading', { name: common('booking.tool.booked.heading') }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(meetingCard).toContainText(
      `${when}, ${locale === 'en' ? 'with' : 'com'} Carla Consultora.`,
      { ignoreCase: true },
    );
    await expect(page.getByTestId('result-next-step')).toHaveCount(0);
    await expect(page.locator('input[type="radio"][data-slot-start]')).toHaveCount(0);
    await expect(
      meetingCard.getByRole('link', { name: common('booking.tool.booked.manage') }),
    ).toHaveAttribute('href', new RegExp(`^${localePrefix[locale]}/reuniao\\?token=`));
    const send = page.getByTestId('send-to-consultant');
    await send.getByRole('button', { name: dash('consultant.send') }).click();
    await expect(send.getByText(dash('consultant.sent'))).toBeVisible();
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/result-${locale}-${width}.png`, fullPage: true });

    // Cancelled by the dashboard's other link: the offer is back.
    await openDashboardPage(page, '/dashboard', title);
    await band.getByRole('link', { name: manage('cancel.button') }).click();
    await page.getByRole('button', { name: manage('cancel.button') }).click();
    await page.getByRole('button', { name: manage('cancel.confirmButton') }).click();
    await expect(page.getByRole('heading', { name: manage('cancelled.title') })).toBeVisible();
    await openDashboardPage(page, '/dashboard', title);
    await expect(page.getByRole('link', { name: dash('cta.action') })).toBeVisible();
    await expect(page.getByRole('heading', { name: dash('cta.booked.title') })).toHaveCount(0);
    // And the result offers a booking again.
    await page.goto('/dashboard/calculator');
    await expect(page.getByTestId('result-next-step')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('result-meeting')).toHaveCount(0);
  });
}
