import type { Page } from '@playwright/test';
import { e2ePort } from '../playwright.config.ts';
import { expect } from './fixtures.ts';
import { grantAdmin, localeText } from './layout-support.ts';
import { authenticatorCode, enrolAuthenticator, registerByApi, strongPassword } from './support.ts';

/** What the lead desk's journeys share (lead-desk-daily.spec.ts, lead-desk-views.spec.ts). */

export type DeskLocale = 'pt-BR' | 'en';
export const short: Record<DeskLocale, string> = { 'pt-BR': 'pt', en: 'en' };

/** A word no other journey's lead contains, so the desk can be filtered down to this run's dozen. */
export const tagOf = (locale: DeskLocale) =>
  `mesa${short[locale]}${Date.now().toString(36)}`.replace(/[^a-z0-9]/g, '');

/**
 * An admin signed in with password and app code through the API, reading in `locale`; the lead
 * desk's by default, named `fullName` where a journey shows another (portal-shell.spec.ts).
 */
export async function signInAdmin(
  page: Page,
  locale: DeskLocale,
  fullName = locale === 'en' ? 'Desk Admin' : 'Administradora da Mesa',
): Promise<string> {
  const { email } = await registerByApi(page.request, fullName);
  grantAdmin(email);
  const { secret } = await enrolAuthenticator(page.request);
  await page.context().clearCookies();
  const password = await page.request.post('/api/login', {
    data: { email, password: strongPassword },
  });
  expect(await password.json()).toEqual({ twoFactorRequired: true });
  const second = await page.request.post('/api/login/two-factor', {
    data: { code: await authenticatorCode(secret) },
  });
  expect(second.status()).toBe(200);
  await page
    .context()
    .addCookies([{ name: 'user-locale', value: locale, url: `http://localhost:${e2ePort}` }]);
  return fullName;
}

/** Twelve leads through the public form's API, oldest first; one with a long address. */
export async function seedLeads(page: Page, tag: string) {
  const leads = Array.from({ length: 12 }, (_, i) => ({
    name: `Pessoa ${String.fromCharCode(65 + i)} ${tag}`,
    email:
      i === 0
        ? `um.endereco.de.email.bem.comprido.${tag}@empresa-de-exemplo.com.br`
        : `pessoa${i}.${tag}@example.com`,
    company: `Empresa ${i + 1} Comércio e Serviços Ltda`,
    message: `Pedido ${i + 1}: queremos automatizar o atendimento com um assistente virtual e integrar ao nosso CRM antes do fim do trimestre. ${tag}`,
  }));
  for (const lead of leads) {
    const response = await page.request.post('/api/contacts', { data: lead });
    expect(response.status()).toBe(201);
  }
  return leads;
}

/**
 * Where both desk journeys start: a dozen fresh leads, an admin signed in (`admin`, her name),
 * and the desk at 1366×768 filtered down to this run's leads, all twelve listed.
 */
export async function openSeededDesk(page: Page, locale: DeskLocale) {
  const tag = tagOf(locale);
  const leads = await seedLeads(page, tag);
  const admin = await signInAdmin(page, locale);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/admin?q=${tag}`);
  const title = localeText(locale, 'admin', 'title');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const rows = page.getByTestId('lead-row');
  await expect(rows).toHaveCount(12);
  return { tag, leads, rows, admin };
}

/** Rows whose whole box lies between the site header (when it stays on screen) and the bottom. */
export function rowsOnFirstScreen(page: Page): Promise<number> {
  return page.getByTestId('lead-row').evaluateAll((rows) => {
    const header = document.querySelector('header');
    const position = header ? getComputedStyle(header).position : '';
    const top =
      header && (position === 'sticky' || position === 'fixed')
        ? header.getBoundingClientRect().bottom
        : 0;
    return rows.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.top >= top && box.bottom <= window.innerHeight;
    }).length;
  });
}
