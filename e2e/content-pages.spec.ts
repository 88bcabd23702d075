import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { richTextDocumentOf } from '#shared/content/rich-text-field.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { brandFontStack, localePrefix, localeText, sidewaysOverflow } from './layout-support.ts';
import { signInAdmin } from './lead-desk-support.ts';

/**
 * The public pages of published content (issue 23 §2, §4, §7; decision 0123) in a real browser,
 * against the real build rendered again on the server: a case study and an article published
 * through the desk's API appear in their language's listing, their page carries the entry's
 * title, hreflang only for the languages published and JSON-LD (Article, BreadcrumbList); the
 * article is in its language's RSS feed (well-formed XML); another language's address is not
 * found; and the page reads the same with JavaScript off. pt-BR on a desktop (Portuguese only),
 * English on a 360 px phone (published in all three languages: each listing, feed, the sitemap
 * and hreflang name it), axe-checked. The case study has a drawn cover, shown as the listing
 * card's thumbnail with its size reserved (no layout shift); the article has none, and its card
 * shows no image (decision 0139). Screenshots in /tmp/i23-public-shots/. Test content only.
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
  locale: 'en' | 'es',
  fields: Record<string, unknown>,
): Promise<void> {
  const saved = await request.put(`/api/admin/content/${collection}/${id}/${locale}`, {
    data: { version: 0, ...fields },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const answer = await request.post(`/api/admin/content/${collection}/${id}/${locale}/publish`, {
    data: { version: 1 },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await remember(collection, locale, answer);
}

/** A drawn test cover (no photograph), uploaded to the media store as the desk would. */
async function uploadCover(request: APIRequestContext): Promise<string> {
  const png = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#276749' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect x="300" y="200" width="600" height="400" rx="40" fill="#fbd38d"/><circle cx="600" cy="400" r="120" fill="#2c5282"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  const answer = await request.post('/api/admin/content/media', {
    data: png,
    headers: { 'content-type': 'image/png' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { mediaId: string }).mediaId;
}

/**
 * Sums the layout shifts of every document the page loads from now on (CLS's parts), read with
 * `layoutShift`: a thumbnail arriving must not move the cards (decision 0139).
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        shifts.total += (entry as unknown as { value: number }).value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
  );

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
    const coverId = await uploadCover(page.request);
    const coverAlt = {
      'pt-BR': 'Ilustração de teste: um retângulo amarelo com um círculo azul',
      en: 'Test illustration: a yellow rectangle with a blue circle',
      es: 'Ilustración de prueba: un rectángulo amarillo con un círculo azul',
    };
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
      cover: { mediaId: coverId, alt: coverAlt['pt-BR'] },
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
      // Published in all three languages (issue 23 "Done when").
      await publishTranslation(page.request, 'case-studies', caseId, 'en', {
        ...caseStudy,
        cover: { mediaId: coverId, alt: coverAlt.en },
        slug: `example-case-${run}`,
        title: `Example: order triage with AI ${run}`,
        summary: 'Example case for testing: a retailer cut its triage time.',
        challenge: 'Example challenge: orders triaged by hand.',
        approach: 'Example approach: a classifier reviewed by people.',
        body: richTextDocumentOf(
          'First paragraph of the example.\n\nSecond paragraph of the example.',
        ),
      });
      await publishTranslation(page.request, 'insights', articleId, 'en', {
        ...article,
        slug: `example-article-${run}`,
        title: `Example: measuring an AI project ${run}`,
        summary: 'Example article for testing.',
      });
      await publishTranslation(page.request, 'case-studies', caseId, 'es', {
        ...caseStudy,
        cover: { mediaId: coverId, alt: coverAlt.es },
        slug: `caso-ejemplo-${run}`,
        title: `Ejemplo: clasificación de pedidos con IA ${run}`,
        summary: 'Caso de ejemplo para pruebas.',
        challenge: 'Desafío de ejemplo.',
        approach: 'Enfoque de ejemplo.',
        body: richTextDocumentOf('Párrafo de ejemplo.'),
      });
      await publishTranslation(page.request, 'insights', articleId, 'es', {
        ...article,
        slug: `articulo-ejemplo-${run}`,
        title: `Ejemplo: cómo medir un proyecto de IA ${run}`,
        summary: 'Artículo de ejemplo para pruebas.',
      });
    }
    const title = english ? `Example: order triage with AI ${run}` : caseStudy.title;
    const path = english ? `/en/casos/example-case-${run}` : `/casos/${caseStudy.slug}`;
    const prefix = localePrefix[locale];

    // A visitor finds the listing from the home page's footer, linked once something is published
    // in this language (decision 0123); the listing names the case study, linked to its page.
    await recordLayoutShifts(page);
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
    // Its thumbnail: the cover with this language's alt, AVIF/WebP widths, its box reserved, the
    // first card's loaded at once; arriving moves nothing (decision 0139).
    const thumbnail = card.getByRole('img', { name: coverAlt[locale] });
    await expect(thumbnail).toHaveAttribute('width', '1200');
    await expect(thumbnail).toHaveAttribute('height', '800');
    await expect(thumbnail).toHaveAttribute('loading', 'eager');
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      new RegExp(`/media/${coverId}/480\\.avif 480w`),
    );
    await thumbnail.scrollIntoViewIfNeeded();
    await expect(thumbnail).toHaveJSProperty('complete', true);
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    expect(await layoutShift(page)).toBe(0);
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
      english ? ['en', 'es', 'pt-BR', 'x-default'] : ['pt-BR', 'x-default'],
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
    expect(options).toContain(english ? `es /es/casos/caso-ejemplo-${run}` : 'es /es');
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await shoot(page, `casos-page-${locale}`, width);

    // The article: in the listing and the feed of this language, escaped, well-formed.
    const articleTitle = english ? `Example: measuring an AI project ${run}` : article.title;
    await page.goto(`${prefix}/insights`);
    await expect(page.getByRole('heading', { level: 2, name: articleTitle })).toBeVisible();
    // No cover: its card shows no image at all.
    await expect(
      page.getByRole('listitem').filter({ hasText: articleTitle }).locator('picture'),
    ).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, `insights-listing-${locale}`, width);
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

    // Another language's slug is no page there, and the sitemap names the pages published.
    expect((await page.request.get(`/es/casos/${caseStudy.slug}`)).status()).toBe(404);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${path}</loc>`);
    if (english) {
      // The third language: its page, its listing and its feed name it too.
      const spanish = `/es/casos/caso-ejemplo-${run}`;
      expect(sitemap).toContain(`/casos/${caseStudy.slug}</loc>`);
      expect(sitemap).toContain(`${spanish}</loc>`);
      await page.goto(spanish);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: `Ejemplo: clasificación de pedidos con IA ${run}`,
        }),
      ).toBeVisible();
      await page.goto('/es/casos');
      await expect(page.getByRole('img', { name: coverAlt.es })).toBeVisible();
      await expectAccessible(page);
      const esFeed = await (await page.request.get('/es/insights/feed.xml')).text();
      expect(esFeed).toContain(`Ejemplo: cómo medir un proyecto de IA ${run}`);
    } else {
      expect(sitemap).not.toContain(`/es/casos/${caseStudy.slug}`);
    }

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
        brandFontStack,
      );
      await expect(bare.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
      expect(stylesheets).toEqual([]);
      await context.close();
    }
  });
}
