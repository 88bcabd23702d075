import { readFileSync } from 'node:fs';
import { technologySlugs } from '#shared/routes.ts';
import { technologyIdentities } from '#client/components/brand/technology-marks.ts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts';

type Tree = { [key: string]: string | Tree };
const locales = ['pt-BR', 'en', 'es'] as const;
type Locale = (typeof locales)[number];
const prefix: Record<Locale, string> = { 'pt-BR': '', en: '/en', es: '/es' };

const files = new Map<string, Tree>();
/** Texts straight from the locale files, so the journey follows the translations but fails without them. */
function text(locale: Locale, ns: string, key: string, name?: string): string {
  const file = `public/locales/${locale}/${ns}.json`;
  let node: string | Tree | undefined = files.get(file);
  if (!node) {
    node = JSON.parse(readFileSync(file, 'utf8')) as Tree;
    files.set(file, node);
  }
  for (const part of key.split('.')) {
    if (typeof node === 'string' || node === undefined) throw new Error(`${ns}:${key}`);
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(`${locale}/${ns}:${key} is not a text`);
  return name === undefined ? node : node.replace('{{name}}', name);
}
const tech = (locale: Locale, key: string) => text(locale, 'technologies', key);
/** A technology page's own texts, which the listing does not carry (decision 0141). */
const own = (locale: Locale, key: string) => text(locale, 'technology-pages', key);

test('the overview shows eight linked cards and its calls to action', async ({ page }) => {
  await page.goto('/technologies');
  await expect(page.getByRole('heading', { level: 1, name: tech('pt-BR', 'title') })).toBeVisible();
  await expect(page.getByRole('link', { name: tech('pt-BR', 'overview.back') })).toHaveAttribute(
    'href',
    '/',
  );

  // One assertion per aspect over all eight cards (in the spec's order), not one per card.
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(8);
  const names = technologySlugs.map((slug) => tech('pt-BR', `items.${slug}.name`));
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(names);
  await expect(cards).toContainText(
    technologySlugs.map((slug) => tech('pt-BR', `items.${slug}.category`)),
  );
  await expect(cards.getByRole('listitem')).toHaveCount(8 * 3);
  const links = cards.getByRole('link');
  await expect(links).toContainText(
    names.map((name) => text('pt-BR', 'technologies', 'overview.explore', name)),
  );
  expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(
    technologySlugs.map((slug) => `/tecnologias/${slug}`),
  );

  // Within the page: the footer links to the demonstration page too.
  const main = page.getByRole('main');
  await expect(
    main.getByRole('link', { name: tech('pt-BR', 'overview.cta.primary') }),
  ).toHaveAttribute('href', '/demonstracao');
  await expect(
    main.getByRole('link', { name: tech('pt-BR', 'overview.cta.secondary') }),
  ).toHaveAttribute('href', '/');
  await expectAccessible(page);
});

for (const locale of ['pt-BR', 'en'] as const) {
  test(`a technology page in ${locale} keeps its language in every link`, async ({ page }) => {
    const base = prefix[locale];
    await page.goto(`${base}/tecnologias/langchain`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: 'LangChain' })).toBeVisible();
    await expect(page.getByText(own(locale, 'items.langchain.headline'))).toBeVisible();

    // Predefined trail: Home > Technologies > LangChain.
    const trail = page.getByRole('navigation', { name: text(locale, 'navigation', 'breadcrumb') });
    await expect(
      trail.getByRole('link', { name: text(locale, 'navigation', 'home') }),
    ).toHaveAttribute('href', base || '/');
    await expect(trail.getByRole('link', { name: tech(locale, 'title') })).toHaveAttribute(
      'href',
      `${base}/technologies`,
    );
    await expect(trail.getByText('LangChain')).toHaveAttribute('aria-current', 'page');

    await expect(
      page.getByRole('heading', { level: 2, name: own(locale, 'detail.featuresTitle') }),
    ).toBeVisible();
    await expect(page.getByTestId('use-case-grid').getByRole('heading', { level: 3 })).toHaveCount(
      4,
    );
    await expect(page.getByTestId('sector-grid')).toHaveCount(0);
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: text(locale, 'technology-pages', 'detail.whyTitle', 'LangChain'),
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: own(locale, 'detail.cta.consulting') }),
    ).toHaveAttribute('href', `${base}/demonstracao`);
    await expect(
      page.getByRole('link', { name: own(locale, 'detail.cta.others') }),
    ).toHaveAttribute('href', `${base}/technologies`);
    await expectAccessible(page);
  });
}

// Client-side, from the hydrated listing: the listing's HTML carries only what its cards show, so
// the technology page loads its own texts (technology-pages) before it renders them, in the
// visitor's language (issue 26 §1, decision 0141).
for (const locale of ['pt-BR', 'en'] as const) {
  test(`in ${locale}, a card leads client-side to its page with all its texts, and "Ver Outras Tecnologias" back`, async ({
    page,
  }) => {
    const base = prefix[locale];
    await gotoHydrated(page, `${base}/technologies`);
    // The listing's document embeds none of a page's own texts.
    expect(await page.content()).not.toContain(own(locale, 'items.langgraph.intro'));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page
      .getByRole('link', { name: text(locale, 'technologies', 'overview.explore', 'LangGraph') })
      .click();
    await page.waitForURL(`${base}/tecnologias/langgraph`);
    await expect(page.getByRole('heading', { level: 1, name: 'LangGraph' })).toBeVisible();
    await expect(page.getByText(own(locale, 'items.langgraph.headline'))).toBeVisible();
    await expect(page.getByText(own(locale, 'items.langgraph.intro'))).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 3,
        name: own(locale, 'items.langgraph.features.state.title'),
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: text(locale, 'technology-pages', 'detail.whyTitle', 'LangGraph'),
      }),
    ).toBeVisible();
    expect(documents, 'a client-side navigation, no new document').toEqual([]);

    await page.getByRole('link', { name: own(locale, 'detail.cta.others') }).click();
    await page.waitForURL(`${base}/technologies`);
    await expect(
      page.getByRole('heading', { level: 1, name: tech(locale, 'title') }),
    ).toBeVisible();
  });
}

test('Vertical AI shows a sector grid instead of use cases', async ({ page }) => {
  await page.goto('/es/tecnologias/vertical-ai');
  await expect(page.getByRole('heading', { level: 1, name: 'Vertical AI' })).toBeVisible();
  await expect(page.getByTestId('use-case-grid')).toHaveCount(0);
  const grid = page.getByTestId('sector-grid');
  await expect(
    page.getByRole('heading', { level: 2, name: own('es', 'detail.sectorsTitle') }),
  ).toBeVisible();
  for (const sector of ['health', 'finance', 'retail', 'agribusiness', 'legal', 'logistics']) {
    await expect(
      grid.getByRole('heading', {
        level: 3,
        name: own('es', `items.vertical-ai.sectors.${sector}.title`),
        exact: true,
      }),
    ).toBeVisible();
  }
  await expectAccessible(page);
});

test('every technology page is prerendered with its content in each language', async ({
  request,
}) => {
  const decode = (html: string) =>
    html
      .replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  for (const locale of locales) {
    for (const slug of technologySlugs) {
      const response = await request.get(`${prefix[locale]}/tecnologias/${slug}`);
      expect(response.status()).toBe(200);
      const html = decode(await response.text());
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain(own(locale, `items.${slug}.headline`));
      expect(html).toContain(own(locale, 'detail.cta.consulting'));
      expect(html).toContain(own(locale, 'detail.cta.others'));
    }
  }
});

test('each technology carries the same mark on the home page, the overview and its own page', async ({
  page,
}) => {
  /** The mark's design and its drawing: the icon's path, or the monogram's letters. */
  const markOf = (scope: ReturnType<typeof page.locator>) =>
    scope.locator('[data-mark]').evaluate((el) => ({
      design: el.getAttribute('data-mark'),
      drawing: el.querySelector('path')?.getAttribute('d') ?? el.textContent,
    }));

  await page.goto('/');
  const home = [];
  for (const slug of technologySlugs)
    home.push(await markOf(page.getByTestId(`technology-card-${slug}`)));
  // Eight different marks: no two technologies share one ("La" for LangChain and LangGraph).
  expect(new Set(home.map((mark) => mark.design)).size).toBe(8);
  expect(home.find((mark) => mark.design === 'icon:langchain')?.drawing).toMatch(/^M/);
  expect(home.map((mark) => mark.design)).toContain('monogram:OA');

  await page.goto('/en/technologies');
  for (const [index, slug] of technologySlugs.entries()) {
    expect(await markOf(page.getByTestId(`technology-card-${slug}`)), slug).toEqual(home[index]);
  }
  for (const [index, slug] of technologySlugs.entries()) {
    await page.goto(`/es/tecnologias/${slug}`);
    expect(await markOf(page.locator('main header, main').first()), slug).toEqual(home[index]);
  }
});

// Issue 26 §2, decision 0089: each technology shows its owner's mark where the owner's terms
// allow it (drawn in the page as SVG, the registry's path unaltered), a monogram otherwise; each
// card carries the technology's name as its accessible name and the mark beside it is decorative;
// the trademark notice sits under the cards. On a phone and a desktop, in two languages.
for (const locale of ['pt-BR', 'en'] as const) {
  for (const [device, viewport] of [
    ['phone', { width: 360, height: 800 }],
    ['desktop', { width: 1366, height: 768 }],
  ] as const) {
    test(`the overview shows each technology's mark on a ${device} in ${locale}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${prefix[locale]}/technologies`);
      for (const slug of technologySlugs) {
        const { name, mark } = technologyIdentities[slug];
        const card = page.getByRole('article', { name, exact: true });
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
        const drawn = card.locator('[data-mark]');
        await expect(drawn).toBeVisible();
        await expect(drawn).toHaveAttribute('aria-hidden', 'true');
        if (mark.kind === 'icon') {
          await expect(drawn).toHaveAttribute('data-mark', `icon:${mark.source}`);
          await expect(drawn.locator('svg path')).toHaveAttribute('d', mark.path);
          // Legible: at least 40 px square on every width (the sm size), never squeezed.
          const box = await drawn.boundingBox();
          expect(box?.width).toBeGreaterThanOrEqual(40);
          expect(box?.height).toBe(box?.width);
        } else {
          await expect(drawn).toHaveAttribute('data-mark', `monogram:${mark.letters}`);
          await expect(drawn).toHaveText(mark.letters);
        }
      }
      await expect(page.getByTestId('trademark-notice')).toHaveText(
        text(locale, 'common', 'trademarks'),
      );
      // Nothing spills sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectAccessible(page);
    });
  }
}
