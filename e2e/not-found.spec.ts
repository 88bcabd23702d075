import { readFileSync } from 'node:fs';
import { expect, expectAccessible, test } from './fixtures.ts';

/** The 404 page (spec 01 §2, issue 14 §3): the spec's title and hint, and four ways forward. */

type Tree = { [key: string]: string | Tree };
function text(locale: string, key: string): string {
  let node: string | Tree = JSON.parse(
    readFileSync(`public/locales/${locale}/common.json`, 'utf8'),
  ) as Tree;
  for (const part of key.split('.')) {
    if (typeof node === 'string' || node[part] === undefined) throw new Error(key);
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(key);
  return node;
}

const destinations = [
  ['home', ''],
  ['services', '/servicos'],
  ['faq', '/faq'],
  ['contact', '/demonstracao'],
] as const;

for (const { locale, prefix } of [
  { locale: 'pt-BR', prefix: '' },
  { locale: 'en', prefix: '/en' },
] as const) {
  test(`${locale}: an unknown path answers 404 with the spec's title, its hint and four links`, async ({
    page,
  }) => {
    const response = await page.goto(`${prefix}/servicos-que-nao-existem`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page).toHaveTitle('404 Page Not Found');
    const hint = page.getByText(text(locale, 'notFound.hint'));
    await expect(hint).toBeVisible();
    // The router hint is secondary: smaller than the sentence addressed to the visitor.
    const size = (selector: typeof hint) =>
      selector.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await size(hint)).toBeLessThan(
      await size(page.getByText(text(locale, 'notFound.lead'))),
    );

    const main = page.getByRole('main');
    for (const [key, path] of destinations) {
      await expect(
        main.getByRole('link', {
          name: new RegExp(`^${text(locale, `notFound.links.${key}.title`)}`),
        }),
      ).toHaveAttribute('href', `${prefix}${path}` || '/');
    }
    await expectAccessible(page);
  });
}

test('the services link of the 404 page opens the services overview', async ({ page }) => {
  await page.goto('/servicos/x/y');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^${text('pt-BR', 'notFound.links.services.title')}`) })
    .click();
  await expect(page).toHaveURL('/servicos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Serviços');
});
