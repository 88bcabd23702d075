import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { organization } from '#shared/organization.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** Terms of use and privacy policy (spec 02 §2 "Legal pages"; issue 7 item 6). */

type Locale = 'pt-BR' | 'en' | 'es';
interface Section {
  title: string;
  [key: string]: unknown;
}
interface LegalFile {
  title: string;
  lastUpdated: { label: string; date: string };
  toc: string;
  sections: Record<string, Section>;
}
interface TermsFile extends LegalFile {
  sections: Record<string, Section> & {
    serviceUse: Section & {
      permittedTitle: string;
      permitted: string[];
      prohibitedTitle: string;
      prohibited: string[];
    };
  };
}
interface PrivacyFile extends LegalFile {
  sections: Record<string, Section> & {
    rights: Section & { items: Record<string, { title: string; description: string }> };
  };
}

const read = <T>(locale: Locale, ns: string): T =>
  JSON.parse(readFileSync(`public/locales/${locale}/${ns}.json`, 'utf8')) as T;
const prefix: Record<Locale, string> = { 'pt-BR': '', en: '/en', es: '/es' };
/** The versions in force, by the date each file names (the privacy policy changed in issue 12). */
const dates: Record<string, Record<Locale, string>> = {
  '2026-11-21': {
    'pt-BR': '21 de novembro de 2026',
    en: 'November 21, 2026',
    es: '21 de noviembre de 2026',
  },
  '2026-11-23': {
    'pt-BR': '23 de novembro de 2026',
    en: 'November 23, 2026',
    es: '23 de noviembre de 2026',
  },
  '2026-11-26': {
    'pt-BR': '26 de novembro de 2026',
    en: 'November 26, 2026',
    es: '26 de noviembre de 2026',
  },
};

/** The section headings in the locale file's order, numbered, after the table of contents. */
async function expectSections(page: Page, file: LegalFile) {
  const titles = Object.values(file.sections).map((s, i) => `${i + 1}. ${s.title}`);
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([
    file.toc,
    ...titles,
  ]);
  const toc = page.getByRole('navigation', { name: file.toc });
  await expect(toc.getByRole('link')).toHaveText(Object.values(file.sections).map((s) => s.title));
}

async function expectLastUpdated(page: Page, locale: Locale, file: LegalFile) {
  const shown = dates[file.lastUpdated.date];
  expect(shown, `a known version date: ${file.lastUpdated.date}`).toBeDefined();
  const time = page.locator(`time[datetime="${file.lastUpdated.date}"]`);
  await expect(time).toHaveText(shown?.[locale] ?? '');
  await expect(page.getByText(file.lastUpdated.label)).toBeVisible();
}

/** Interpolation happened: no raw `{{placeholder}}` or translation key reached the page. */
async function expectNoRawKeys(page: Page) {
  const body = await page.locator('main').innerText();
  expect(body).not.toMatch(/\{\{|sections\./);
}

for (const locale of ['pt-BR', 'en'] as const) {
  test(`${locale}: the terms of use show every section, the last update and the company from configuration`, async ({
    page,
  }) => {
    const terms = read<TermsFile>(locale, 'terms');
    await page.goto(`${prefix[locale]}/terms-of-use`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(terms.title);
    await expectLastUpdated(page, locale, terms);
    await expectSections(page, terms);

    const use = terms.sections.serviceUse;
    for (const [title, items] of [
      [use.permittedTitle, use.permitted],
      [use.prohibitedTitle, use.prohibited],
    ] as const) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
      for (const item of items) await expect(page.getByText(item, { exact: true })).toBeVisible();
    }

    // Facts come from src/shared/organization.ts, interpolated or rendered, not copied.
    const main = page.locator('main');
    await expect(main.getByText(organization.legalName).first()).toBeVisible();
    await expect(main.getByText(organization.address.street).first()).toBeVisible();
    await expect(
      main.getByRole('link', { name: organization.dataProtectionOfficer.email }),
    ).toHaveAttribute('href', `mailto:${organization.dataProtectionOfficer.email}`);
    await expect(main.getByRole('link', { name: organization.email })).toHaveAttribute(
      'href',
      `mailto:${organization.email}`,
    );
    await expect(page.locator('#governing-law')).toContainText('São Paulo');
    await expectNoRawKeys(page);

    // Internal links keep the page's language.
    const privacy = read<LegalFile>(locale, 'privacy');
    await expect(main.getByRole('link', { name: privacy.title })).toHaveAttribute(
      'href',
      `${prefix[locale]}/privacy-policy`,
    );

    await page.getByRole('navigation', { name: terms.toc }).getByRole('link').last().click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('#contact h2')).toBeInViewport();
  });

  test(`${locale}: the privacy policy shows every section, the LGPD rights with how to exercise them and the DPO`, async ({
    page,
  }) => {
    const privacy = read<PrivacyFile>(locale, 'privacy');
    await page.goto(`${prefix[locale]}/privacy-policy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy.title);
    await expectLastUpdated(page, locale, privacy);
    await expectSections(page, privacy);

    const rights = page.locator('#lgpd-rights');
    const items = Object.values(privacy.sections.rights.items);
    await expect(rights.getByRole('heading', { level: 3 })).toHaveText(items.map((i) => i.title));
    // Self-service first: most rights point to the account page; the rest to the DPO by e-mail.
    const accountLinks = rights.locator('a[href="/dashboard/account"]');
    expect(await accountLinks.count()).toBeGreaterThanOrEqual(5);
    const dpoLinks = rights.locator(`a[href="mailto:${organization.dataProtectionOfficer.email}"]`);
    expect(await dpoLinks.count()).toBeGreaterThanOrEqual(5);
    await expect(rights.getByRole('link', { name: 'ANPD' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.gov\.br\/anpd/,
    );

    const main = page.locator('main');
    const dpo = organization.dataProtectionOfficer;
    await expect(page.locator('#introduction')).toContainText(dpo.email);
    await expect(page.locator('#contact').getByRole('link', { name: dpo.email })).toHaveAttribute(
      'href',
      `mailto:${dpo.email}`,
    );
    await expect(main.getByText(organization.legalName).first()).toBeVisible();
    // What the site really stores: the essential cookies, and the retention rules.
    await expect(page.locator('#data-collection')).toContainText('user-locale');
    // The banner's choice, kept in a cookie the server reads (issue 26 §1, decision 0085).
    await expect(page.locator('#data-collection')).toContainText('nexus.consent');
    await expect(page.locator('#retention')).toContainText('24');
    await expectNoRawKeys(page);

    const terms = read<LegalFile>(locale, 'terms');
    await expect(main.getByRole('link', { name: terms.title })).toHaveAttribute(
      'href',
      `${prefix[locale]}/terms-of-use`,
    );
  });
}

// axe on these long pages is slow on a busy machine: one check per test.
for (const locale of ['pt-BR', 'en'] as const) {
  for (const path of ['/terms-of-use', '/privacy-policy']) {
    test(`${locale}: ${path} is accessible`, async ({ page }) => {
      await page.goto(`${prefix[locale]}${path}`);
      await expect(page.locator('main h2').first()).toBeVisible();
      await expectAccessible(page);
    });
  }
}

test('Spanish legal pages are prerendered with every section, readable without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, ns] of [
    ['/es/terms-of-use', 'terms'],
    ['/es/privacy-policy', 'privacy'],
  ] as const) {
    const file = read<LegalFile>('es', ns);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(file.title);
    await expectLastUpdated(page, 'es', file);
    await expectSections(page, file);
  }
  await context.close();
});
