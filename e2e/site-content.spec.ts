import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { ContentEntry } from '#shared/content/content-answers.ts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts';
import { localePrefix, localeText, sidewaysOverflow, type Locale } from './layout-support.ts';
import { signInAsEditor } from './support.ts';

/**
 * The team on /about and the clients' strip on the home page (issue 23 §2, decision 0125) from
 * the real build's pages rendered again on the server (decision 0094): seeded through the desk's
 * API, read in pt-BR on a desktop and in English on a phone, axe-checked, and after a link inside
 * the hydrated app (whose root data is the first page's). Only what each language published is
 * shown; everything is unpublished at the end, so later journeys see the build's pages. The
 * content is visibly test content.
 */

test.describe.configure({ timeout: 180_000 });

const shots = '/tmp/i23-about-shots';

type Collection = 'team' | 'clients';
interface Published {
  collection: Collection;
  id: number;
  locale: Locale;
  version: number;
}

const versionOf = (entry: ContentEntry, locale: Locale) =>
  entry.translations.find((t) => t.locale === locale)?.version ?? 0;

/**
 * The page (or one section of it) at both widths for the report, the journey's own width last so
 * it goes on from there.
 */
async function shoot(page: Page, name: string, width: number, section?: Locator): Promise<void> {
  mkdirSync(shots, { recursive: true });
  for (const w of width === 360 ? [1366, 360] : [360, 1366]) {
    await page.setViewportSize({ width: w, height: w === 360 ? 800 : 900 });
    const path = `${shots}/${name}-${w}.png`;
    await (section ? section.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
}

test('the team and the clients’ strip show what each language published', async ({ page }) => {
  await signInAsEditor(page, 'Elisa Editora');
  const run = Date.now();
  const published: Published[] = [];
  const call = async (url: string, data: object, method: 'post' | 'put' = 'post') => {
    const response = await page.request[method](url, { data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as ContentEntry;
  };
  const write = async (
    collection: Collection,
    entry: ContentEntry | undefined,
    locale: Locale,
    slug: string,
    fields: object,
  ) => {
    const base = `/api/admin/content/${collection}`;
    const saved = entry
      ? await call(
          `${base}/${entry.id}/${locale}`,
          { version: 0, slug: `${slug}-${run}`, ...fields },
          'put',
        )
      : await call(base, { version: 0, slug: `${slug}-${run}`, ...fields });
    const done = await call(`${base}/${saved.id}/${locale}/publish`, {
      version: versionOf(saved, locale),
    });
    published.push({ collection, id: done.id, locale, version: versionOf(done, locale) });
    return done;
  };
  const text = (locale: Locale, ns: string, key: string) => localeText(locale, ns, key);
  const team = (locale: Locale) =>
    page.getByRole('region', { name: text(locale, 'about', 'team.title') });
  const strip = (locale: Locale) =>
    page.getByRole('region', { name: text(locale, 'home', 'clients.title') });
  const cardNames = (region: Locator) => region.getByRole('heading', { level: 3 });

  try {
    // Nothing published: the build's page, without a heading for the team.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(team('pt-BR')).toHaveCount(0);

    const first = await write('team', undefined, 'pt-BR', 'pessoa-de-teste-1', {
      name: 'Pessoa de teste 1',
      role: 'Cargo de teste',
      bio: 'Texto de teste: esta pessoa não existe.',
      linkedin: 'https://example.com/perfil-de-teste',
    });
    await write('team', undefined, 'pt-BR', 'pessoa-de-teste-2', {
      name: 'Pessoa de teste 2',
      role: 'Outro cargo de teste',
    });
    // Only the first person has an English translation published.
    await write('team', first, 'en', 'test-person-1', {
      name: 'Test person 1',
      role: 'Test role',
      bio: 'Test text: this person does not exist.',
      linkedin: 'https://example.com/perfil-de-teste',
    });
    for (const n of [1, 2, 3]) {
      const client = await write('clients', undefined, 'pt-BR', `cliente-de-teste-${n}`, {
        name: `Cliente de teste ${n}`,
        permissionOn: '2026-01-01',
        link: `https://example.com/cliente-${n}`,
        ...(n === 1
          ? { testimonial: 'Depoimento de teste.', testimonialAuthor: 'Autoria de teste' }
          : {}),
      });
      await write('clients', client, 'en', `test-client-${n}`, {
        name: `Test client ${n}`,
        permissionOn: '2026-01-01',
        ...(n === 1 ? { testimonial: 'Test testimonial.', testimonialAuthor: 'Test author' } : {}),
      });
    }

    // pt-BR on a desktop: both people in the desk's order, a named LinkedIn link.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/about');
    await expect(cardNames(team('pt-BR'))).toHaveText(['Pessoa de teste 1', 'Pessoa de teste 2']);
    const linkedin = team('pt-BR').getByRole('link', {
      name: `${text('pt-BR', 'about', 'team.linkedin').replace('{{name}}', 'Pessoa de teste 1')} (${text('pt-BR', 'navigation', 'opensInNewTab')})`,
    });
    await expect(linkedin).toHaveAttribute('rel', 'noopener');
    await expectAccessible(page);
    await shoot(page, 'about-pt-BR', 1366);
    await page.goto('/');
    await expect(cardNames(strip('pt-BR'))).toHaveText(
      [1, 2, 3].map((n) => `Cliente de teste ${n}`),
    );
    await expect(strip('pt-BR').getByText('Depoimento de teste.')).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'home-strip-pt-BR', 1366, strip('pt-BR'));

    // A link inside the hydrated app keeps the first page's root data: the team is in it.
    await gotoHydrated(page, '/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: text('pt-BR', 'navigation', 'about'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(cardNames(team('pt-BR'))).toHaveText(['Pessoa de teste 1', 'Pessoa de teste 2']);

    // English on a phone: only the person published in English, never a Portuguese name.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${localePrefix.en}/about`);
    await expect(cardNames(team('en'))).toHaveText(['Test person 1']);
    await expect(page.getByText('Pessoa de teste 2')).toHaveCount(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await shoot(page, 'about-en', 360);
    await page.goto(localePrefix.en);
    await expect(cardNames(strip('en'))).toHaveText([1, 2, 3].map((n) => `Test client ${n}`));
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await shoot(page, 'home-strip-en', 360, strip('en'));
  } finally {
    // Later journeys read /about and / as the build made them.
    for (const item of published.reverse()) {
      await call(`/api/admin/content/${item.collection}/${item.id}/${item.locale}/unpublish`, {
        version: item.version,
      });
    }
  }
  await page.goto('/about');
  await expect(team('pt-BR')).toHaveCount(0);
});
