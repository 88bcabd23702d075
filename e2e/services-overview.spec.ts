import { readFileSync } from 'node:fs';
import { serviceSlugs } from '#shared/routes.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/**
 * /servicos (issue 14 §3, decision 0042) in the three languages: prerendered in its language, the
 * four services linked with their diagrams, how we work and the data stance, breadcrumbs, search
 * metadata of kind `services`, a place in the sitemap, and axe.
 */

type Tree = { [key: string]: string | Tree };
const languages = [
  { locale: 'pt-BR', prefix: '' },
  { locale: 'en', prefix: '/en' },
  { locale: 'es', prefix: '/es' },
] as const;

function text(locale: string, ns: string, key: string, vars: Record<string, string> = {}): string {
  let node: string | Tree = JSON.parse(
    readFileSync(`public/locales/${locale}/${ns}.json`, 'utf8'),
  ) as Tree;
  for (const part of key.split('.')) {
    if (typeof node === 'string' || node[part] === undefined) throw new Error(`${ns}:${key}`);
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(`${key} is not a text`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}

for (const { locale, prefix } of languages) {
  test(`${locale}: ${prefix}/servicos lists the four services, how we work and the data stance`, async ({
    page,
  }) => {
    const response = await page.goto(`${prefix}/servicos`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(`${text(locale, 'services', 'overview.meta.title')} | Nexus IA`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      text(locale, 'services', 'overview.meta.description'),
    );

    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: text(locale, 'services', 'overview.title') }),
    ).toBeVisible();
    const trail = page.getByRole('navigation', { name: text(locale, 'navigation', 'breadcrumb') });
    await expect(
      trail.getByRole('link', { name: text(locale, 'navigation', 'home') }),
    ).toHaveAttribute('href', prefix || '/');
    await expect(trail.getByText(text(locale, 'services', 'overview.title'))).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Each service: its diagram (described in words), its title and a link to its page.
    for (const slug of serviceSlugs) {
      const card = main.getByTestId(`service-card-${slug}`);
      const title = text(locale, 'services', `items.${slug}.title`);
      await expect(card.getByRole('heading', { level: 2, name: title })).toBeVisible();
      const diagram = card.getByRole('img', {
        name: text(locale, 'services', `items.${slug}.diagram`),
      });
      await expect(diagram).toHaveAttribute('src', `/art/service-${slug}.svg`);
      await expect(diagram).toHaveAttribute('width', '480');
      await expect(diagram).toHaveAttribute('height', '300');
      await expect(
        card.getByRole('link', { name: text(locale, 'services', 'overview.explore', { title }) }),
      ).toHaveAttribute('href', `${prefix}/servicos/${slug}`);
    }

    const process = main.getByRole('region', {
      name: text(locale, 'services', 'overview.process.title'),
    });
    await expect(process.getByRole('listitem')).toHaveCount(4);
    await expect(
      process.getByText(text(locale, 'services', 'overview.process.steps.diagnosis.deliverable')),
    ).toBeVisible();
    const data = main.getByRole('region', {
      name: text(locale, 'services', 'overview.data.title'),
    });
    await expect(data.getByRole('listitem')).toHaveCount(4);
    await expect(
      data.getByRole('link', { name: text(locale, 'services', 'overview.data.privacy') }),
    ).toHaveAttribute('href', `${prefix}/privacy-policy`);
    await expect(
      main.getByRole('link', { name: text(locale, 'services', 'labels.demo') }),
    ).toHaveAttribute('href', `${prefix}/demonstracao`);
    await expect(
      main.getByRole('link', { name: text(locale, 'services', 'overview.cta.faq') }),
    ).toHaveAttribute('href', `${prefix}/faq`);

    // Every drawing loaded (a broken file would show as a 0-wide image).
    await page.evaluate(() =>
      document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')),
    );
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    await expectAccessible(page);
  });
}

test('the overview is prerendered: its content is in the HTML without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/es/servicos');
  await expect(
    page.getByRole('heading', { level: 1, name: text('es', 'services', 'overview.title') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toContainText([
    text('es', 'services', 'items.automacao-inteligente.title'),
  ]);
  await context.close();
});

test('the sitemap lists /servicos in the three languages with priority 0.9', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/servicos', '/en/servicos', '/es/servicos']) {
    expect(sitemap).toMatch(
      new RegExp(
        `<loc>[^<]*${path}</loc>\\s*<lastmod>[^<]+</lastmod>\\s*<priority>0\\.9</priority>`,
      ),
    );
  }
});

test('a service page leads back to the overview through its breadcrumb', async ({ page }) => {
  await page.goto('/en/servicos/analise-preditiva');
  const trail = page.getByRole('navigation', { name: text('en', 'navigation', 'breadcrumb') });
  await trail.getByRole('link', { name: text('en', 'services', 'overview.title') }).click();
  await expect(page).toHaveURL('/en/servicos');
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'services', 'overview.title') }),
  ).toBeVisible();
});
