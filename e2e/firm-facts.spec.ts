import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { localeText, sidewaysOverflow } from './layout-support.ts';
import { short, signInAdmin, type DeskLocale } from './lead-desk-support.ts';
import { toasts } from './support.ts';

/**
 * The firm's facts on the desk (issue 23 §3, decision 0093): an admin sees every fact marked
 * "default" and listed on the launch checklist, gets a message per field for a wrong CNPJ and
 * phone, saves a real phone and CNPJ (they leave the checklist), and a save based on a version
 * someone else has since replaced is refused with who saved, nothing overwritten. Portuguese and
 * English, desktop and a 360 px phone, axe-clean; screenshots in /tmp/i23-facts-shots/.
 *
 * The saved phone then shows, without a rebuild, in the footer and on the demonstration page of
 * a public (prerendered) page and in its structured data (runtime prerendering, decision 0094).
 */

test.describe.configure({ timeout: 120_000 });

const shots = '/tmp/i23-facts-shots';
mkdirSync(shots, { recursive: true });

interface Answer {
  facts: Record<string, unknown>;
  atDefault: string[];
  version: number;
}

/** Puts every fact back to its default through the API, so each journey starts from the same desk. */
async function resetFacts(page: Page, defaults: Record<string, unknown>) {
  const current = (await (await page.request.get('/api/admin/firm')).json()) as Answer;
  const response = await page.request.put('/api/admin/firm', {
    data: { ...defaults, version: current.version },
  });
  expect(response.status()).toBe(200);
}

// Each language once and each width once (decision 0128): pt-BR on the desktop, English on a phone.
for (const [locale, viewport] of [
  ['pt-BR', { name: 'desktop', width: 1366, height: 900 }],
  ['en', { name: 'phone', width: 360, height: 800 }],
] as const satisfies [DeskLocale, object][]) {
  const text = (key: string) => localeText(locale, 'admin', key);
  const common = (key: string) => localeText(locale, 'common', key);

  test(`${locale} ${viewport.name}: facts marked default, the launch checklist, errors per field, a save, and a 409 naming who saved`, async ({
    page,
  }) => {
    const adminName = await signInAdmin(page, locale);
    const first = (await (await page.request.get('/api/admin/firm')).json()) as Answer;
    const defaults = first.facts;
    await resetFacts(page, {
      ...defaults,
      phone: '+55 11 4002-8922',
      cnpj: '',
    });
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/admin/firm');
    await expect(page.getByRole('heading', { level: 1, name: text('firm.title') })).toBeVisible();

    const checklist = page.getByRole('listitem');
    await expect(checklist.filter({ hasText: text('firm.fields.phone') })).toHaveCount(1);
    await expect(checklist.filter({ hasText: text('firm.fields.addressStreet') })).toHaveCount(1);
    const phone = page.getByLabel(text('firm.fields.phone'));
    const cnpj = page.getByLabel(text('firm.fields.cnpj'));
    await expect(phone).toHaveValue('+55 11 4002-8922');
    await expect(page.getByText(text('firm.default'), { exact: true }).first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await page.screenshot({
      path: `${shots}/desk-${viewport.name}-${short[locale]}.png`,
      fullPage: true,
    });

    // Wrong CNPJ check digits and a number no operator assigns: a message on each field.
    await cnpj.fill('12.ABC.345/01DE-36');
    await phone.fill('4002-89');
    await page.getByRole('button', { name: text('firm.save') }).click();
    await expect(page.getByText(common('validation.cnpj'))).toBeVisible();
    await expect(page.getByText(common('validation.phone'))).toBeVisible();
    await expect(cnpj).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/desk-errors-${viewport.name}-${short[locale]}.png` });

    // The real ones: saved, shown as stored, off the checklist.
    await cnpj.fill('12abc34501de35');
    await phone.fill('(21) 3456-7890');
    await page.getByRole('button', { name: text('firm.save') }).click();
    await expect(toasts(page).getByText(text('firm.saved'))).toBeVisible();
    await expect(phone).toHaveValue('+55 21 3456-7890');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
    await expect(checklist.filter({ hasText: text('firm.fields.phone') })).toHaveCount(0);
    await expect(checklist.filter({ hasText: text('firm.fields.addressStreet') })).toHaveCount(1);

    // A public page shows it at once, without a rebuild: footer, contact card, structured data.
    const prefix = locale === 'en' ? '/en' : '';
    await page.goto(`${prefix}/demonstracao`);
    const footerPhone = page.locator('footer').getByRole('link', { name: '+55 21 3456-7890' });
    await expect(footerPhone).toHaveAttribute('href', 'tel:+552134567890');
    await expect(
      page.locator('main').getByRole('link', { name: '+55 21 3456-7890' }),
    ).toBeVisible();
    await expect(page.locator('footer')).not.toContainText('4002-8922');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join('\n')).toContain('"telephone":"+55 21 3456-7890"');
    expect(jsonLd.join('\n')).toContain('"taxID":"12ABC34501DE35"');
    await footerPhone.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await page
      .locator('footer')
      .screenshot({ path: `${shots}/footer-${viewport.name}-${short[locale]}.png` });
    // The legal pages name the firm by the same facts (issue 23 §3), the CNPJ as written.
    await page.goto(`${prefix}/privacy-policy`);
    await expect(page.locator('main dl')).toContainText('12.ABC.345/01DE-35');
    await page.goto('/admin/firm');
    await expect(phone).toHaveValue('+55 21 3456-7890');

    // Someone else saves in between (same account, another tab: the API directly).
    const now = (await (await page.request.get('/api/admin/firm')).json()) as Answer;
    expect(
      (
        await page.request.put('/api/admin/firm', {
          data: { ...now.facts, email: 'ola@nexusia.com.br', version: now.version },
        })
      ).status(),
    ).toBe(200);
    await page.getByLabel(text('firm.fields.legalName')).fill('Nexus IA Consultoria Ltda.');
    await page.getByRole('button', { name: text('firm.save') }).click();
    const alert = page.getByRole('alert').filter({ hasText: text('firm.staleTitle') });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(adminName);
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/desk-409-${viewport.name}-${short[locale]}.png` });
    await alert.getByRole('button', { name: text('firm.reload') }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByLabel(text('firm.fields.email'))).toHaveValue('ola@nexusia.com.br');
    // Nothing was overwritten by the refused save.
    await expect(page.getByLabel(text('firm.fields.legalName'))).toHaveValue(
      String(defaults.legalName),
    );

    await resetFacts(page, defaults);
  });
}
