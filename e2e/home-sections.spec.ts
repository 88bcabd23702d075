import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * The home page's second reading and its new ways out (issue 15 §3, issue 14 §2–3): the hero
 * drawing, the benefits section between services and products, links to all services, to how we
 * work and to the FAQ; the spec's first-reading order unchanged.
 */

type Tree = { [key: string]: string | Tree };
function tree(locale: string, ns: string): Tree {
  return JSON.parse(readFileSync(`public/locales/${locale}/${ns}.json`, 'utf8')) as Tree;
}
function text(locale: string, key: string, vars: Record<string, string> = {}): string {
  let node: string | Tree = tree(locale, 'home');
  for (const part of key.split('.')) {
    if (typeof node === 'string' || node[part] === undefined) throw new Error(key);
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(key);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}
const benefitKeys = (locale: string) =>
  Object.keys((tree(locale, 'home').benefits as Tree).items as Tree);

for (const { locale, prefix } of [
  { locale: 'pt-BR', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const) {
  test(`${locale}: benefits, the hero drawing and links to services, how we work and the FAQ`, async ({
    page,
  }) => {
    await page.goto(prefix || '/');
    const main = page.getByRole('main');

    const hero = main.getByRole('img', { name: text(locale, 'hero.art') });
    await expect(hero).toBeVisible();
    // Drawn in the page (decision 0075): the drawing itself, sized by its proportions.
    await expect(hero.locator('svg')).toHaveCount(1);
    const box = await hero.boundingBox();
    expect(Math.round(((box?.width ?? 0) / (box?.height ?? 1)) * 100)).toBe(
      Math.round((560 / 470) * 100),
    );

    // The spec's first reading keeps its order; benefits come after the services they explain.
    const order = await main
      .locator(':scope > section[aria-labelledby]')
      .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby')));
    expect(order).toEqual([
      'hero-title',
      'servicos',
      'beneficios',
      'produtos',
      'resultados',
      'tecnologias',
      'demonstracao',
    ]);

    const benefits = main.getByRole('region', { name: text(locale, 'benefits.title') });
    const keys = benefitKeys(locale);
    expect(keys).toHaveLength(6);
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(
      keys.map((key) => text(locale, `benefits.items.${key}.title`)),
    );
    await expect(
      benefits.getByRole('link', { name: text(locale, 'benefits.process') }),
    ).toHaveAttribute('href', `${prefix}/servicos#como-trabalhamos`);
    await expect(main.getByRole('link', { name: text(locale, 'services.all') })).toHaveAttribute(
      'href',
      `${prefix}/servicos`,
    );
    await expect(main.getByRole('link', { name: text(locale, 'demo.faq.link') })).toHaveAttribute(
      'href',
      `${prefix}/faq`,
    );
    await expectAccessible(page);
  });
}

test('on a 390 px phone the home page does not scroll sideways and the drawing follows the buttons', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const button = await page
    .getByRole('link', { name: text('pt-BR', 'hero.secondary') })
    .first()
    .boundingBox();
  const drawing = await page.getByRole('img', { name: text('pt-BR', 'hero.art') }).boundingBox();
  if (!button || !drawing) throw new Error('the hero lost its buttons or its drawing');
  expect(drawing.y).toBeGreaterThan(button.y + button.height);
  expect(drawing.width).toBeLessThanOrEqual(390);
  await context.close();
});

// Bands skipped by content-visibility made this link miss the form (decision 0164, reverted):
// the hero's in-page link must land on the form at phone width.
test('a phone: the hero call to action scrolls to the demonstration form with its heading in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: text('pt-BR', 'hero.primary') }).click();
  await expect(page).toHaveURL(/#demonstracao$/);
  const heading = page.locator('#demonstracao-title');
  await expect(heading).toBeInViewport();
  await page.screenshot({ path: 'test-results/home-cta-360.png' });
});
