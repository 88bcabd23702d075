import { e2ePort } from '../playwright.config.ts';
import { prerenderPaths, splitLocalePath } from '#shared/routes.ts';
import { isIndexable } from '#shared/seo/page-metadata.ts';
import { shareImagePath } from '#shared/seo/share-image.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 15 §1, §2, §4 on the built site as served: structured data of each page's kind, a share
 * image per page and language at an absolute address on APP_URL (the build is made for the
 * production address; the server rebases it, decision 0046), and locale files readable from
 * anywhere.
 */
const appUrl = `http://localhost:${e2ePort}`;

function pngSize(png: Buffer): { width: number; height: number } | undefined {
  if (png.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return undefined;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

const kindOf = (path: string) =>
  path === '/'
    ? 'WebSite'
    : path === '/about'
      ? 'AboutPage'
      : path === '/demonstracao'
        ? 'ContactPage'
        : path === '/faq'
          ? 'FAQPage'
          : path === '/products' || path === '/technologies' || path === '/servicos'
            ? 'CollectionPage'
            : 'WebPage';

test('every prerendered page declares its kind and has its own share image on APP_URL', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const seen = new Set<string>();
  // The prerendered pages search engines see (the sign-in page is not one: decision 0070).
  const indexed = prerenderPaths().filter((p) => isIndexable(splitLocalePath(p).path));
  for (const pathname of indexed) {
    const { locale, path } = splitLocalePath(pathname);
    const html = await (await request.get(pathname)).text();
    const json = attribute(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    const graph = (JSON.parse(json ?? '{}') as { '@graph': { '@type': string }[] })['@graph'];
    expect(
      graph.map((node) => node['@type']),
      pathname,
    ).toContain(kindOf(path));

    const image = attribute(html, /<meta property="og:image" content="([^"]+)"/);
    expect(image, pathname).toBe(`${appUrl}${shareImagePath(path, locale)}`);
    expect(attribute(html, /<meta name="twitter:image" content="([^"]+)"/)).toBe(image);
    expect(attribute(html, /<meta property="og:image:alt" content="([^"]+)"/)).toBeTruthy();
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(
      new RegExp(`^${appUrl}/`),
    );

    const answer = await request.get(image ?? '');
    expect(answer.status(), image).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    const png = await answer.body();
    expect(pngSize(png), image).toEqual({ width: 1200, height: 630 });
    seen.add(png.toString('base64'));
  }
  // Each page and language has its own picture, not one image shared by all.
  expect(seen.size).toBe(indexed.length);
});

test('the FAQ share image, as a crawler reads it', async ({ request }) => {
  const html = await (await request.get('/en/faq')).text();
  const image = attribute(html, /<meta property="og:image" content="([^"]+)"/) ?? '';
  const answer = await request.get(image);
  const png = await answer.body();
  test.info().annotations.push({
    type: 'share image',
    description: `${image}: ${answer.headers()['content-type']}, ${png.length} bytes, ${JSON.stringify(pngSize(png))}`,
  });
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
});

test('sitemap.xml and robots.txt name APP_URL', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${appUrl}/en/faq</loc>`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${appUrl}/sitemap.xml`);
});

test('locale files answer any origin', async ({ request }) => {
  for (const file of [
    '/locales/pt-BR/common.json',
    '/locales/en/faq.json',
    '/locales/es/home.json',
  ]) {
    const answer = await request.get(file, { headers: { origin: 'https://partner.example.org' } });
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()['access-control-allow-origin'], file).toBe('*');
    expect(answer.headers()['cache-control'], file).toBe('public, max-age=300, must-revalidate');
  }
});

test('after hydration the head still has one canonical and one share image, on APP_URL', async ({
  page,
}) => {
  await page.goto('/en/technologies');
  await page.mouse.wheel(0, 1);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${appUrl}/en/technologies`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${appUrl}/og/en/technologies.png`,
  );
  // A client-side visit to another page keeps the address.
  await page.getByRole('link', { name: /^FAQ$/ }).first().click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${appUrl}/en/faq`);
});
