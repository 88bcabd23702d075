import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test } from './fixtures.ts';
import { gtagEvents, stubGtag } from './support.ts';

/**
 * The service pages, /products and /about (spec 02 §2): content present in the page's language,
 * calls to action to /demonstracao in that language, external product links in a new tab, the
 * tracked calls to action reaching the analytics function, and axe. Two languages: Portuguese at
 * the bare path and English under /en.
 */

type Tree = { [key: string]: string | Tree };
const languages = [
  { locale: 'pt-BR', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const;

function tree(locale: string, ns: string): Tree {
  return JSON.parse(readFileSync(`public/locales/${locale}/${ns}.json`, 'utf8')) as Tree;
}

function node(root: Tree, key: string): string | Tree {
  let current: string | Tree = root;
  for (const part of key.split('.')) {
    if (typeof current === 'string' || current[part] === undefined) throw new Error(key);
    current = current[part];
  }
  return current;
}

/** A text from the locale files, so the test follows the translations but fails without them. */
function text(locale: string, ns: string, key: string, vars: Record<string, string> = {}): string {
  const value = node(tree(locale, ns), key);
  if (typeof value !== 'string') throw new Error(`${key} is not a text`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

/** The texts of a list held as an object in the locale file (features, benefits...). */
function texts(locale: string, ns: string, key: string): string[] {
  const value = node(tree(locale, ns), key);
  if (typeof value === 'string') throw new Error(`${key} is not a list`);
  return Object.values(value).map((v) => (typeof v === 'string' ? v : String(v.title)));
}

// The automation page's call to action counts as a demonstration request, the others as
// engagement with the service (spec 02 §2, spec 01 §7).
const services = [
  ['automacao-inteligente', 'demo_request', { source: 'service' }],
  ['analise-preditiva', 'service_engagement', {}],
  ['assistentes-virtuais-ia', 'service_engagement', {}],
  ['machine-learning-personalizado', 'service_engagement', {}],
] as const;

for (const { locale, prefix } of languages) {
  for (const [slug, event, params] of services) {
    test(`${locale}: /servicos/${slug} shows its content and records ${event} on the call to action`, async ({
      page,
    }) => {
      await stubGtag(page);
      await page.goto(`${prefix}/servicos/${slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', {
          level: 1,
          name: text(locale, 'services', `items.${slug}.title`),
        }),
      ).toBeVisible();
      await expect(main.getByText(text(locale, 'services', `items.${slug}.badge`))).toBeVisible();
      for (const title of texts(locale, 'services', `items.${slug}.features`)) {
        await expect(main.getByRole('heading', { level: 3, name: title })).toBeVisible();
      }
      for (const benefit of texts(locale, 'services', `items.${slug}.benefits`)) {
        await expect(main.getByText(benefit)).toBeVisible();
      }
      for (const title of texts(locale, 'services', `items.${slug}.useCases`)) {
        await expect(main.getByRole('heading', { level: 3, name: title })).toBeVisible();
      }
      const tagLists = main.getByRole('list', {
        name: text(locale, 'services', 'labels.industries'),
      });
      await expect(tagLists).toHaveCount(3);
      await expect(tagLists.first().getByRole('listitem').first()).toBeVisible();
      const trail = page.getByRole('navigation', {
        name: text(locale, 'navigation', 'breadcrumb'),
      });
      await expect(
        trail.getByRole('link', { name: text(locale, 'navigation', 'home') }),
      ).toHaveAttribute('href', prefix || '/');
      // Home > Services > the service (decision 0042).
      await expect(
        trail.getByRole('link', { name: text(locale, 'services', 'overview.title') }),
      ).toHaveAttribute('href', `${prefix}/servicos`);
      const demoLinks = main.getByRole('link', { name: text(locale, 'services', 'labels.demo') });
      await expect(demoLinks).toHaveCount(2);
      for (const link of await demoLinks.all()) {
        await expect(link).toHaveAttribute('href', `${prefix}/demonstracao`);
      }
      await expectAccessible(page);

      // The link navigates inside the app (no page load), so the recorded calls survive the click.
      await demoLinks.last().click();
      await expect(page).toHaveURL(`${prefix}/demonstracao`);
      await expect
        .poll(() => gtagEvents(page))
        .toContainEqual(['event', event, { event_category: 'business', ...params, service: slug }]);
    });
  }

  test(`${locale}: /products shows three products, external links in a new tab and a tracked call to action`, async ({
    page,
  }) => {
    await stubGtag(page);
    await page.goto(`${prefix}/products`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: text(locale, 'products', 'title') }),
    ).toBeVisible();
    const sites = {
      crypto: 'https://cripto.nexusia.com.br',
      prompts: 'https://prompts.nexusia.com.br',
    } as const;
    for (const id of ['crypto', 'prompts', 'agents'] as const) {
      const name = text(locale, 'products', `items.${id}.name`);
      const card = main.getByRole('article', { name });
      await expect(card.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(card.getByText(text(locale, 'products', `items.${id}.about`))).toBeVisible();
      for (const item of [
        ...texts(locale, 'products', `items.${id}.features`),
        ...texts(locale, 'products', `items.${id}.benefits`),
        ...texts(locale, 'products', `items.${id}.useCases`),
      ]) {
        await expect(card.getByText(item)).toBeVisible();
      }
      if (id === 'agents') {
        const demo = card.getByRole('link', {
          name: text(locale, 'products', 'labels.requestDemo', { name }),
        });
        await expect(demo).toHaveAttribute('href', `${prefix}/demonstracao`);
        await expect(demo).not.toHaveAttribute('target', '_blank');
      } else {
        const external = card.getByRole('link', {
          name: new RegExp(text(locale, 'products', 'labels.learnMore', { name })),
        });
        await expect(external).toHaveAttribute('href', sites[id]);
        await expect(external).toHaveAttribute('target', '_blank');
        await expect(external).toHaveAttribute('rel', /noopener/);
      }
    }
    await expectAccessible(page);

    const cta = main.getByRole('link', {
      name: text(locale, 'products', 'cta.button'),
      exact: true,
    });
    await expect(cta).toHaveAttribute('href', `${prefix}/demonstracao`);
    await cta.click();
    await expect(page).toHaveURL(`${prefix}/demonstracao`);
    await expect
      .poll(() => gtagEvents(page))
      .toContainEqual([
        'event',
        'demo_request',
        { event_category: 'business', source: 'products_page' },
      ]);
  });

  test(`${locale}: /about shows mission, four values, the story with the organization facts and a button to the demo`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: text(locale, 'about', 'title') }),
    ).toBeVisible();
    await expect(main.getByText(text(locale, 'about', 'mission.text'))).toBeVisible();
    const values = texts(locale, 'about', 'values.items');
    expect(values).toHaveLength(4);
    for (const title of values) {
      await expect(main.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    // Founding year and city come from src/shared/organization.ts (spec 01 §1: 2020, São Paulo).
    await expect(main.getByText(/2020/).first()).toBeVisible();
    await expect(main.getByText(/São Paulo/).first()).toBeVisible();
    const demo = main.getByRole('link', { name: text(locale, 'about', 'cta.button') });
    await expect(demo).toHaveAttribute('href', `${prefix}/demonstracao`);
    await expectAccessible(page);
  });
}

test('the pages are prerendered: their content is in the HTML without JavaScript', async ({
  request,
}) => {
  for (const [path, ns, key] of [
    ['/es/servicos/assistentes-virtuais-ia', 'services', 'items.assistentes-virtuais-ia.lead'],
    ['/es/products', 'products', 'items.agents.about'],
    ['/es/about', 'about', 'mission.text'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(text('es', ns, key));
  }
});
