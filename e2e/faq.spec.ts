import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test, gotoHydrated } from './fixtures.ts';

/** FAQ page (spec 02 §2 "FAQ page", §4): filter, accordion, keyboard, content without JavaScript. */

type Locale = 'pt-BR' | 'en';
interface FaqFile {
  title: string;
  breadcrumb: string;
  hero: { badge: string; subtitle: string };
  quick: { title: string };
  list: { title: string; filterLabel: string };
  categories: Record<string, string>;
  items: { question: string; answer: string; category: string }[];
  quickAnswers: { question: string; answer: string; details: string; category: string }[];
  cta: { title: string; button: string };
}

// The texts come from the locale files, so the test follows the copy but fails without it.
const read = <T>(locale: Locale, ns: string): T =>
  JSON.parse(readFileSync(`public/locales/${locale}/${ns}.json`, 'utf8')) as T;
const faq = (locale: Locale) => read<FaqFile>(locale, 'faq');
const nav = (locale: Locale) => read<{ home: string; breadcrumb: string }>(locale, 'navigation');

const prefix: Record<Locale, string> = { 'pt-BR': '', en: '/en' };
const categories = [
  'general',
  'technology',
  'process',
  'business',
  'security',
  'getting-started',
] as const;

function listSection(page: Page, texts: FaqFile): Locator {
  return page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: texts.list.title }),
  });
}
/**
 * The questions, in the order shown: each the `<summary>` of a `<details>` (decision 0085), which
 * the browser toggles itself, with the app or without it, and which holds the question's `<h3>`.
 */
function questionButtons(page: Page, texts: FaqFile): Locator {
  return listSection(page, texts).locator('details > summary:has(h3)');
}
/** Open or closed, as the browser exposes the disclosure (its `<details>` element's `open`). */
async function expectOpen(question: Locator, open: boolean): Promise<void> {
  await expect(question.locator('xpath=..')).toHaveJSProperty('open', open);
}
function filterButtons(page: Page, texts: FaqFile): Locator {
  return page.getByRole('group', { name: texts.list.filterLabel }).getByRole('button');
}
/** The answer a question discloses: the rest of its `<details>`. */
async function panelOf(_page: Page, button: Locator): Promise<Locator> {
  return Promise.resolve(button.locator('xpath=following-sibling::*[1]'));
}

for (const locale of ['pt-BR', 'en'] as const) {
  test(`${locale}: hero, quick answers and the category filter ('all' first, each category only its own)`, async ({
    page,
  }) => {
    const texts = faq(locale);
    await gotoHydrated(page, `${prefix[locale]}/faq`);

    const trail = page.getByRole('navigation', { name: nav(locale).breadcrumb });
    await expect(trail.getByRole('link', { name: nav(locale).home })).toHaveAttribute(
      'href',
      prefix[locale] || '/',
    );
    await expect(trail.getByText(texts.breadcrumb)).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expect(page.getByText(texts.hero.badge)).toBeVisible();
    await expect(page.getByText(texts.hero.subtitle)).toBeVisible();

    const quick = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: texts.quick.title }),
    });
    const cards = quick.getByRole('listitem');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
      texts.quickAnswers.map((q) => q.question),
    );
    await expect(cards).toContainText(texts.quickAnswers.map((q) => q.answer));
    await expect(cards).toContainText(texts.quickAnswers.map((q) => q.details));
    // The category picks the icon; decorative, so hidden from assistive technology.
    await expect(cards.locator('svg[aria-hidden="true"]')).toHaveCount(texts.quickAnswers.length);
    expect(
      await cards
        .locator('svg')
        .evaluateAll((icons) => icons.map((icon) => icon.getAttribute('data-icon'))),
    ).toEqual(texts.quickAnswers.map((q) => q.category));

    const filters = filterButtons(page, texts);
    await expect(filters).toHaveText(['all', ...categories].map((c) => texts.categories[c] ?? c));
    await expect(filters.first()).toHaveAttribute('aria-pressed', 'true');
    for (const other of await filters.all().then((all) => all.slice(1))) {
      await expect(other).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(questionButtons(page, texts)).toHaveText(texts.items.map((i) => i.question));

    for (const category of categories) {
      const expected = texts.items.filter((i) => i.category === category).map((i) => i.question);
      expect(expected.length, `${category} has at least three questions`).toBeGreaterThanOrEqual(3);
      const button = filters.filter({ hasText: texts.categories[category] });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(filters.first()).toHaveAttribute('aria-pressed', 'false');
      await expect(questionButtons(page, texts)).toHaveText(expected);
    }

    await filters.first().click();
    await expect(questionButtons(page, texts)).toHaveCount(texts.items.length);

    // The footer links to the demonstration page too (issue 14 §3); this is the page's own call.
    const cta = page.getByRole('main').getByRole('link', { name: texts.cta.button });
    await expect(cta).toHaveAttribute('href', `${prefix[locale]}/demonstracao`);
  });
}

// axe on this long page is slow on a busy machine: one check per test, with two answers open.
for (const locale of ['pt-BR', 'en'] as const) {
  test(`${locale}: accessible with answers open`, async ({ page }) => {
    const texts = faq(locale);
    await gotoHydrated(page, `${prefix[locale]}/faq`);
    const questions = questionButtons(page, texts);
    await questions.nth(0).click();
    await questions.nth(2).click();
    await expectOpen(questions.nth(2), true);
    await expectAccessible(page);
  });
}

test('several answers open at once, a click toggles one, and a new filter starts with its list closed', async ({
  page,
}) => {
  const texts = faq('pt-BR');
  await gotoHydrated(page, '/faq');
  const questions = questionButtons(page, texts);
  const filters = filterButtons(page, texts);
  await expectOpen(questions.first(), false);
  await expect(await panelOf(page, questions.first())).toBeHidden();

  await questions.nth(0).click();
  await questions.nth(2).click();
  await expectOpen(questions.nth(0), true);
  await expectOpen(questions.nth(1), false);
  await expectOpen(questions.nth(2), true);
  await expect(await panelOf(page, questions.nth(0))).toHaveText(texts.items[0]?.answer ?? '');
  await expect(await panelOf(page, questions.nth(2))).toHaveText(texts.items[2]?.answer ?? '');
  await expect(await panelOf(page, questions.nth(1))).toBeHidden();

  // A second click closes only that one.
  await questions.nth(0).click();
  await expectOpen(questions.nth(0), false);
  await expect(await panelOf(page, questions.nth(0))).toBeHidden();
  await expectOpen(questions.nth(2), true);

  // Positions belong to the list shown: position 2 was open in 'all', but the security list opens
  // closed instead of showing whichever security question happens to sit at position 2.
  const security = texts.items.filter((i) => i.category === 'security');
  await filters.filter({ hasText: texts.categories.security }).click();
  await expect(questions).toHaveCount(security.length);
  for (const question of await questions.all()) {
    await expectOpen(question, false);
  }
  await questions.nth(0).click();
  await expect(await panelOf(page, questions.nth(0))).toHaveText(security[0]?.answer ?? '');
  await expect(questions.nth(0)).toHaveText(security[0]?.question ?? '');

  // Back to 'all': position 0 there is another question, and it is closed too.
  await filters.first().click();
  await expect(questions).toHaveCount(texts.items.length);
  await expect(questions.nth(0)).toHaveText(texts.items[0]?.question ?? '');
  await expectOpen(questions.nth(0), false);
  await expectOpen(questions.nth(2), false);
});

test('filter and questions work from the keyboard with a visible focus', async ({ page }) => {
  const texts = faq('pt-BR');
  await gotoHydrated(page, '/faq');
  const filters = filterButtons(page, texts);
  const questions = questionButtons(page, texts);
  const focusVisible = (locator: Locator) => locator.evaluate((el) => el.matches(':focus-visible'));

  await filters.first().focus();
  // all → general → technology → process → business → security
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
  const security = filters.filter({ hasText: texts.categories.security });
  await expect(security).toBeFocused();
  expect(await focusVisible(security)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(security).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Tab');
  const gettingStarted = filters.filter({ hasText: texts.categories['getting-started'] });
  await expect(gettingStarted).toBeFocused();
  await page.keyboard.press('Space');
  await expect(gettingStarted).toHaveAttribute('aria-pressed', 'true');
  const expected = texts.items.filter((i) => i.category === 'getting-started');
  await expect(questions).toHaveText(expected.map((i) => i.question));

  await page.keyboard.press('Tab');
  await expect(questions.nth(0)).toBeFocused();
  expect(await focusVisible(questions.nth(0))).toBe(true);
  await page.keyboard.press('Enter');
  await expectOpen(questions.nth(0), true);
  await page.keyboard.press('Tab');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expectOpen(questions.nth(1), true);
  await expect(await panelOf(page, questions.nth(1))).toHaveText(expected[1]?.answer ?? '');
  await page.keyboard.press('Shift+Tab');
  await expect(questions.nth(0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expectOpen(questions.nth(0), false);
  await expectOpen(questions.nth(1), true);
});

test('without JavaScript the prerendered page carries every question and answer', async ({
  browser,
}) => {
  // A Portuguese browser: an English one asking for the bare /faq is sent to /en/faq by the
  // server before any page (decision 0073), which needs no JavaScript either.
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
  const page = await context.newPage();
  for (const locale of ['pt-BR', 'en'] as const) {
    const texts = faq(locale);
    await page.goto(`${prefix[locale]}/faq`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expect(questionButtons(page, texts)).toHaveText(texts.items.map((i) => i.question));
    await expect(listSection(page, texts).getByRole('heading', { level: 3 })).toHaveText(
      texts.items.map((i) => i.question),
    );
    for (const item of texts.items) {
      // Present in the HTML (hidden until opened), so crawlers and the FAQPage data agree.
      await expect(page.getByText(item.answer, { exact: true })).toBeAttached();
    }
    await expect(
      page.getByRole('main').getByRole('link', { name: texts.cta.button }),
    ).toHaveAttribute('href', `${prefix[locale]}/demonstracao`);
  }
  await context.close();
});

// Issue 26 §1, decision 0085: the accordion is the platform's own, so it answers the first tap
// with no app at all, on a phone and a desktop.
for (const [width, viewport] of [
  ['phone', { width: 360, height: 800 }],
  ['desktop', { width: 1366, height: 768 }],
] as const) {
  test(`without JavaScript a question opens on tap and closes again (${width})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'pt-BR',
      viewport,
    });
    // A visitor who chose: the cookie banner is not drawn over the list.
    await context.addCookies([
      {
        name: 'nexus.consent',
        value: '1.denied.2026-11-26T10:00:00.000Z',
        url: test.info().project.use.baseURL ?? '',
      },
    ]);
    const page = await context.newPage();
    const texts = faq('pt-BR');
    await page.goto('/faq');
    const questions = questionButtons(page, texts);
    const third = questions.nth(2);
    await expectOpen(third, false);
    await expect(await panelOf(page, third)).toBeHidden();
    await third.click();
    await expectOpen(third, true);
    await expect(await panelOf(page, third)).toHaveText(texts.items[2]?.answer ?? '');
    await expect(await panelOf(page, third)).toBeVisible();
    await expectOpen(questions.nth(0), false);
    if (width === 'phone') {
      await page.screenshot({ path: 'test-results/screenshots/faq-no-js-360-pt-BR.png' });
    }
    await third.click();
    await expectOpen(third, false);
    await context.close();
  });
}
