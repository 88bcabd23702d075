import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { richTextDocumentOf } from '#shared/content/rich-text-field.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { localePrefix, localeText, sidewaysOverflow } from './layout-support.ts';
import { signInAdmin } from './lead-desk-support.ts';

/**
 * The public pages of published content (issue 23 §2, §4, §7; decision 0123) in a real browser,
 * against the real build rendered again on the server: a case study and an article published
 * through the desk's API appear in their language's listing, their page carries the entry's
 * title, hreflang only for the languages published and JSON-LD (Article, BreadcrumbList); the
 * article is in its language's RSS feed (well-formed XML); another language's address is not
 * found; and the page reads the same with JavaScript off. pt-BR on a desktop, English on a
 * 360 px phone, axe-checked; screenshots in /tmp/i23-public-shots/. Test content only.
 */

test.describe.configure({ timeout: 120_000 });

const shots = '/tmp/i23-public-shots';
const text = (locale: 'pt-BR' | 'en', key: string) => localeText(locale, 'content', key);

interface Entry {
  id: number;
  translations: { locale: string; version: number }[];
}

/**
 * What a journey published, unpublished after it: later journeys (the sitemap's, the page tours)
 * read the site as the build made it, as e2e/site-content.spec.ts leaves it too.
 */
const published: { collection: string; id: number; locale: string; version: number }[] = [];

async function remember(
  collection: string,
  locale: string,
  answer: { json(): Promise<unknown> },
): Promise<void> {
  const entry = (await answer.json()) as Entry;
  const version = entry.translations.find((t) => t.locale === locale)?.version ?? 0;
  published.push({ collection, id: entry.id, locale, version });
}

test.afterEach(async ({ page }) => {
  for (const item of published.splice(0).reverse()) {
    const answer = await page.request.post(
      `/api/admin/content/${item.collection}/${item.id}/${item.locale}/unpublish`,
      { data: { version: item.version } },
    );
    expect(answer.status(), await answer.text()).toBe(200);
  }
});

/** Creates an entry's pt-BR translation and publishes it; returns its id. */
async function publishNew(
  request: APIRequestContext,
  collection: 'case-studies' | 'insights',
  fields: Record<string, unknown>,
): Promise<number> {
  const created = await request.post(`/api/admin/content/${collection}`, {
    data: { version: 0, ...fields },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as Entry;
  const answer = await request.post(`/api/admin/content/${collection}/${id}/pt-BR/publish`, {
    data: { version: 1 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await remember(collection, 'pt-BR', answer);
  return id;
}

async function publishTranslation(
  request: APIRequestContext,
  collection: 'case-studies' | 'insights',
  id: number,
  fields: Record<string, unknown>,
): Promise<void> {
  const saved = await request.put(`/api/admin/content/${collection}/${id}/en`, {
    data: { version: 0, ...fields },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const answer = await request.post(`/api/admin/content/${collection}/${id}/en/publish`, {
    data: { version: 1 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await remember(collection, 'en', answer);
}

/**
 * The page at both widths for the report (the journey's own width last, so it goes on); only with
 * SCREENSHOTS=1, as the page tour (decision 0105): nobody opens CI's pictures.
 */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(shots, { recursive: true });
  for (const w of width === 360 ? [1366, 360] : [360, 1366]) {
    await page.setViewportSize({ width: w, height: w === 360 ? 800 : 900 });
    await page.screenshot({ path: `${shots}/${name}-${w}.png`, fullPage: true });
  }
}

for (const { locale, width } of [
  { locale: 'pt-BR', width: 1366 },
  { locale: 'en', width: 360 },
] as const) {
  test(`${locale} at ${width} px: a published case study and article in their listing, page and feed`, async ({
    page,
    browser,
  }) => {
    await signInAdmin(page, locale);
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    const run = Date.now().toString(36);
    const caseStudy = {
      slug: `caso-exemplo-${run}`,
      title: `Exemplo: triagem de pedidos com IA ${run}`,
      summary: 'Exemplo de caso para teste: um varejista reduziu o tempo de triagem.',
      client: 'Varejo Exemplo Ltda.',
      sector: 'Varejo',
      challenge: 'Exemplo de desafio: pedidos triados à mão.',
      approach: 'Exemplo de abordagem: um classificador revisado por pessoas.',
      results: '40 % menos tempo de triagem (março de 2026)\n3x mais pedidos por dia',
      body: richTextDocumentOf('Primeiro parágrafo do exemplo.\n\nSegundo parágrafo do exemplo.'),
    };
    const article = {
      slug: `artigo-exemplo-${run}`,
      title: `Exemplo: como medir um projeto de IA ${run}`,
      summary: 'Exemplo de artigo para teste <com> "aspas" & outros sinais.',
      body: richTextDocumentOf('Exemplo de corpo do artigo. '.repeat(80)),
      author: 'Autora Exemplo',
    };
    const caseId = await publishNew(page.request, 'case-studies', caseStudy);
    const articleId = await publishNew(page.request, 'insights', article);
    const english = locale === 'en';
    if (english) {
      await publishTranslation(page.request, 'case-studies', caseId, {
        ...caseStudy,
        slug: `example-case-${run}`,
        title: `Example: order triage with AI ${run}`,
        summary: 'Example case for testing: a retailer cut its triage time.',
        challenge: 'Example challenge: orders triaged by hand.',
        approach: 'Example approach: a classifier reviewed by people.',
        body: richTextDocumentOf(
          'First paragraph of the example.\n\nSecond paragraph of the example.',
        ),
      });
      await publishTranslation(page.request, 'insights', articleId, {
        ...article,
        slug: `example-article-${run}`,
        title: `Example: measuring an AI project ${run}`,
        summary: 'Example article for testing.',
      });
    }
    const title = english ? `Example: order triage with AI ${run}` : caseStudy.title;
    const path = english ? `/en/casos/example-case-${run}` : `/casos/${caseStudy.slug}`;
    const prefix = localePrefix[locale];

    // A visitor finds the listing from the home page's footer, linked once something is published
    // in this language (decision 0123); the listing names the case study, linked to its page.
    await page.goto(prefix || '/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: localeText(locale, 'navigation', 'caseStudies'), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/casos$`));
    await expect(
      page.getByRole('heading', { level: 1, name: text(locale, 'caseStudies.title') }),
    ).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await shoot(page, `casos-listing-${locale}`, width);
    await card
      .getByRole('link', { name: new RegExp(text(locale, 'caseStudies.readMore')) })
      .click();

    // Its page: the entry's text, hreflang for the languages published alone, JSON-LD.
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: text(locale, 'caseStudies.results') }),
    ).toBeVisible();
    await expect(
      page.getByText(
        english ? 'Second paragraph of the example.' : 'Segundo parágrafo do exemplo.',
      ),
    ).toBeVisible();
    const hreflangs = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflangs.sort()).toEqual(
      english ? ['en', 'pt-BR', 'x-default'] : ['pt-BR', 'x-default'],
    );
    const jsonLd = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).join('');
    expect(jsonLd).toContain('"@type":"Article"');
    expect(jsonLd).toContain('"@type":"BreadcrumbList"');
    expect(jsonLd).toContain('"name":"Varejo Exemplo Ltda."');
    await expect(page).toHaveTitle(new RegExp(title));
    // Its own share image in this language, drawn by the server with the real fonts (decision 0133).
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(ogImage ?? '').pathname).toBe(`/og/${locale}${path.slice(prefix.length)}.png`);
    const image = await page.request.get(new URL(ogImage ?? '').pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // The language selector leads to this entry's translations, and home where there is none.
    const options = await page
      .locator('a[hreflang]')
      .evaluateAll((links) =>
        links.map((a) => `${a.getAttribute('hreflang')} ${a.getAttribute('href')}`),
      );
    expect(options).toContain(`pt-BR /casos/${caseStudy.slug}`);
    expect(options).toContain('es /es');
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await shoot(page, `casos-page-${locale}`, width);

    // The article: in the listing and the feed of this language, escaped, well-formed.
    const articleTitle = english ? `Example: measuring an AI project ${run}` : article.title;
    await page.goto(`${prefix}/insights`);
    await expect(page.getByRole('heading', { level: 2, name: articleTitle })).toBeVisible();
    await expectAccessible(page);
    const feed = await page.request.get(`${prefix}/insights/feed.xml`);
    expect(feed.status()).toBe(200);
    const feedText = await feed.text();
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        error: doc.querySelector('parsererror') !== null,
        titles: [...doc.querySelectorAll('item > title')].map((node) => node.textContent),
      };
    }, feedText);
    expect(parsed.error).toBe(false);
    expect(parsed.titles).toContain(articleTitle);

    // Not published in Spanish: no page there, and the sitemap names the page published.
    expect((await page.request.get(`/es/casos/${caseStudy.slug}`)).status()).toBe(404);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${path}</loc>`);

    if (english) {
      // A visitor without JavaScript reads the same page: it is HTML from the server.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const bare = await context.newPage();
      await bare.setViewportSize({ width, height: 800 });
      const stylesheets: string[] = [];
      bare.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
      });
      await bare.goto(path);
      await expect(bare.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(bare.getByText('First paragraph of the example.')).toBeVisible();
      // Rendered at runtime with the stylesheet inline, as the build's pages (decision 0140):
      // styled, and no render-blocking stylesheet fetched.
      await expect(bare.getByRole('heading', { level: 1, name: title })).toHaveCSS(
        'font-family',
        /^"Inter Variable", "Inter Fallback",/,
      );
      await expect(bare.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
      expect(stylesheets).toEqual([]);
      await context.close();
    }
  });
}
