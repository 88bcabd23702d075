import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './fixtures.ts';
import { localeText, sidewaysOverflow, type Locale } from './layout-support.ts';
import { signInAsEditor } from './support.ts';

/**
 * The editorial desk's collections (issue 23 §2, §4, §5; decision 0113) in a real browser: an
 * editor creates a case study in pt-BR, publishes it, adds the English translation and publishes
 * it, meets a 409 when someone saved in between (the typed text stays), and sees the English
 * translation marked outdated once the Portuguese source changes; pt-BR on a desktop and English
 * on a phone, axe-checked. The body is written in the rich-text editor with the keyboard alone (a
 * heading, a bold word, a link; issue 23 §6, decision 0121) and is still there after a reload.
 * A PNG cover is chosen with the keyboard and described in each language (issue 23 §6, decision
 * 0130), then seen on the public page as AVIF/WebP with its alt text; what the journey published
 * is unpublished after it, so later journeys read the build's site. The content is visibly test
 * content.
 *
 * Issue 23 §5's workflow (decisions 0122, 0131, 0132) rides on the same case study: its draft is
 * opened through a preview link (the public page, `noindex`), its publish is scheduled a few
 * seconds ahead in São Paulo time (a past time first: the field says why) and the public page
 * appears at that time (the journeys' server runs the scheduler every second), and the calendar
 * lists its scheduled unpublish. The editor's browser is in Lisbon, so the form shows both clocks.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ timezoneId: 'Europe/Lisbon' });

const workflowShots = '/tmp/i23-workflow-shots';

/** Pictures for people only (SCREENSHOTS=1, decision 0105): CI's are never opened. */
async function shootWorkflow(page: Page, name: string, locale: Locale): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(workflowShots, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: `${workflowShots}/${name}-${locale}-${width}.png`,
    fullPage: true,
  });
}

/** A São Paulo wall-clock time `ms` from now, as a datetime-local field takes it (with seconds). */
const saoPauloInput = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'medium',
  })
    .format(new Date(Date.now() + ms))
    .replace(' ', 'T')
    // The browser writes a whole minute without its seconds; the field must read back as typed.
    .replace(/:00$/, '');

const shots = '/tmp/i23-content-shots';
const richShots = '/tmp/i23-rich-shots';
const text = (locale: Locale, key: string, ns = 'admin') => localeText(locale, ns, key);
const mediaShots = '/tmp/i23-media-shots';

/**
 * The journey's case study, unpublished after it in every language it reached (scheduled or by
 * hand), so later journeys read the build's site. One hook: the entry's answer says which.
 */
let journeyEntry: string | null = null;
test.afterEach(async ({ page }) => {
  if (!journeyEntry) return;
  const url = `/api/admin/content/case-studies/${journeyEntry}`;
  journeyEntry = null;
  const entry = (await (await page.request.get(url)).json()) as {
    translations: { locale: string; version: number; published: boolean }[];
  };
  for (const tr of entry.translations.filter((t) => t.published)) {
    const answer = await page.request.post(`${url}/${tr.locale}/unpublish`, {
      data: { version: tr.version },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }
});

/** A drawn test picture (no photograph): a PNG the desk uploads as a cover. */
const testCover = () =>
  sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2b6cb0' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"><circle cx="900" cy="300" r="200" fill="#f6ad55"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

/** Chooses the cover with the keyboard: the field's button opens the browser's file chooser. */
async function chooseCover(page: Page, locale: Locale, alt: string): Promise<void> {
  const label = text(locale, 'content.fields.cover');
  const choose = page.getByRole('button', {
    name: text(locale, 'content.media.choose').replace('{{field}}', label),
  });
  await choose.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles({
    name: 'capa-de-teste.png',
    mimeType: 'image/png',
    buffer: await testCover(),
  });
  // Uploaded: the alt input appears, and the preview (alt="", described by that input) loads.
  const altInput = page.getByLabel(text(locale, 'content.media.alt'), { exact: true });
  await altInput.fill(alt);
  const preview = page.getByRole('group', { name: label }).locator('img');
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
}

/** Only with SCREENSHOTS=1 (decision 0105): the media pictures are for the report. */
async function shootMedia(page: Page, name: string, locale: Locale, width: number) {
  if (process.env.SCREENSHOTS === '1') await shoot(page, name, locale, width, mediaShots);
}

/** The screen at both widths for the report (the journey's own width last, so it goes on). */
async function shoot(
  page: Page,
  name: string,
  locale: Locale,
  width: number,
  dir = shots,
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const w of width === 360 ? [1366, 360] : [360, 1366]) {
    await page.setViewportSize({ width: w, height: w === 360 ? 800 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${locale}-${w}.png`, fullPage: true });
  }
}

for (const { locale, width } of [
  { locale: 'pt-BR', width: 1366 },
  { locale: 'en', width: 360 },
] as const) {
  test(`${locale} at ${width} px: an editor writes, translates and publishes a case study`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page
      .context()
      .addCookies([{ name: 'user-locale', value: locale, url: 'http://localhost' }]);
    await signInAsEditor(page, 'Elisa Editora');
    const suffix = `${Date.now()}`;
    const collectionTitle = text(locale, 'content.collections.case-studies.title');

    // The desk's home: one card per collection, none announced before it exists.
    await page.goto('/admin/content');
    const sections = page.getByRole('list', { name: text(locale, 'content.sections') });
    await expect(sections.getByRole('heading', { name: collectionTitle })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'desk-home', locale, width);
    await sections
      .getByRole('link', { name: `${text(locale, 'content.open')}: ${collectionTitle}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: collectionTitle })).toBeVisible();

    // A new case study starts with its pt-BR source.
    await page
      .getByRole('link', { name: text(locale, 'content.collections.case-studies.new') })
      .click();
    const field = (key: string) =>
      page.getByLabel(text(locale, `content.fields.${key}`), { exact: true });
    await field('slug').fill(`caso-de-teste-${suffix}`);
    await field('title').fill(`Caso de teste ${suffix}`);
    await field('sector').fill('Setor de teste');
    await field('challenge').fill('Desafio de teste');
    await field('approach').fill('Abordagem de teste');
    await chooseCover(page, locale, 'Um círculo laranja sobre fundo azul');
    await expectAccessible(page);
    await shootMedia(page, 'desk-cover', locale, width);

    // The body in the rich-text editor (its own chunk, loaded with the form), by keyboard alone:
    // the toolbar is one tab stop before the text, arrows move in it, Enter presses a button.
    const body = field('body');
    await body.focus();
    const toolbar = page.getByRole('toolbar', { name: text(locale, 'richText.toolbar') });
    await page.keyboard.press('Shift+Tab');
    await expect(
      toolbar.getByRole('button', { name: text(locale, 'richText.bold'), exact: true }),
    ).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect(
      toolbar.getByRole('button', { name: text(locale, 'richText.heading2'), exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Resultados de teste');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Um texto ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('destacado');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' e um link');
    for (let i = 0; i < 'um link'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    // The editor reads the browser's selection on its `selectionchange`, a task after the key:
    // on a loaded machine Shift+Tab could leave before the last one was read, and the link
    // covered "m link" (ci-36, ci-37). Wait until the editor's own selection is the words.
    await expect
      .poll(() =>
        body.evaluate((element) => {
          const editor = (
            element as HTMLElement & {
              editor?: {
                state: {
                  selection: { from: number; to: number };
                  doc: { textBetween(from: number, to: number): string };
                };
              };
            }
          ).editor;
          const selection = editor?.state.selection;
          return selection ? editor.state.doc.textBetween(selection.from, selection.to) : null;
        }),
      )
      .toBe('um link');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('End');
    const linkButton = toolbar.getByRole('button', {
      name: text(locale, 'richText.link'),
      exact: true,
    });
    await expect(linkButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(text(locale, 'richText.linkAddress'))).toBeFocused();
    await page.keyboard.type('https://example.com/teste');
    await page.keyboard.press('Enter');
    const bodyHas = async () => {
      await expect(
        body.getByRole('heading', { level: 2, name: 'Resultados de teste' }),
      ).toBeVisible();
      await expect(body.locator('strong')).toHaveText('destacado');
      await expect(body.getByRole('link', { name: 'um link' })).toHaveAttribute(
        'href',
        'https://example.com/teste',
      );
      // The preview is the page's renderer: the same heading, bold word and link.
      const preview = page.getByRole('region', {
        name: `${text(locale, 'richText.preview')}: ${text(locale, 'content.fields.body')}`,
      });
      await expect(
        preview.getByRole('heading', { level: 2, name: 'Resultados de teste' }),
      ).toBeVisible();
      await expect(preview.locator('strong')).toHaveText('destacado');
      await expect(preview.getByRole('link', { name: 'um link' })).toHaveAttribute(
        'rel',
        'noopener noreferrer',
      );
    };
    await bodyHas();
    await expectAccessible(page);
    await page.getByRole('button', { name: text(locale, 'content.form.create') }).click();
    await page.waitForURL(/entry=\d+&lang=pt-BR/);
    journeyEntry = new URL(page.url()).searchParams.get('entry');
    await page.reload();
    await bodyHas();
    await expectAccessible(page);
    await shoot(page, 'rich-text-body', locale, width, richShots);
    const languages = page.getByRole('navigation', {
      name: text(locale, 'content.form.languages'),
    });
    const tab = (lng: Locale) =>
      languages.getByRole('link', {
        name: new RegExp(text(locale, `languages.${lng}.name`, 'common')),
      });
    await expect(tab('pt-BR')).toContainText(text(locale, 'content.states.draft'));
    await expect(tab('en')).toContainText(text(locale, 'content.states.missing'));
    const entryUrl = page.url();
    const entryId = new URL(entryUrl).searchParams.get('entry') ?? '';
    const publicPath = `/casos/caso-de-teste-${suffix}`;

    // Issue 23 §5: the draft through its preview link, the public page's own renderer, noindex.
    await page.getByRole('button', { name: text(locale, 'content.preview.copy') }).click();
    const previewUrl = await page.getByTestId('preview-link').inputValue();
    expect(previewUrl).toContain(`${publicPath}?preview=`);
    const preview = await page.context().newPage();
    await preview.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    const previewAnswer = await preview.goto(previewUrl);
    expect(previewAnswer?.status()).toBe(200);
    expect(previewAnswer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(
      preview.getByRole('heading', { level: 1, name: `Caso de teste ${suffix}` }),
    ).toBeVisible();
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    // A draft: no "published on <today>", but clearly a preview (decision 0139), in the page's
    // language (Portuguese, whatever the desk's).
    await expect(
      preview.getByText(
        `${text('pt-BR', 'preview.label', 'content')} · ${text('pt-BR', 'preview.notPublished', 'content')}`,
      ),
    ).toBeVisible();
    await shootWorkflow(preview, 'preview-page', locale);
    await preview.close();
    // Still a draft: no public page.
    expect((await page.request.get(publicPath)).status()).toBe(404);

    // The schedule: a past time is refused on its field; then a publish a few seconds ahead and an
    // unpublish in an hour, typed on São Paulo's clock and shown on the editor's (Lisbon) too.
    const when = (key: 'publishAt' | 'unpublishAt') =>
      page.getByLabel(text(locale, `content.schedule.${key}`), { exact: true });
    const saveSchedule = page.getByRole('button', { name: text(locale, 'content.schedule.save') });
    await when('publishAt').fill('2020-01-01T10:00');
    await saveSchedule.click();
    await expect(when('publishAt')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text(locale, 'validation.scheduleFuture', 'common'))).toBeVisible();
    const unpublishAt = saoPauloInput(3_600_000);
    await when('unpublishAt').fill(unpublishAt);
    await when('publishAt').fill(saoPauloInput(6_000));
    await expect(page.getByTestId('zone-note').first()).toContainText('São Paulo');
    await saveSchedule.click();
    await expect(when('publishAt')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByRole('button', { name: text(locale, 'content.schedule.cancel') }),
    ).toBeVisible();
    // Beside the pending publish, "publish now" says what it does to the schedule (decision 0139).
    await expect(
      page.getByRole('button', { name: text(locale, 'content.form.publishNow') }),
    ).toHaveAccessibleDescription(/São Paulo/);
    await expectAccessible(page);
    await shootWorkflow(page, 'form-with-schedule', locale);
    // It appears at its time (the scheduler looks every second in the journeys).
    await expect
      .poll(async () => (await page.request.get(publicPath)).status(), { timeout: 20_000 })
      .toBe(200);
    await page.reload();
    await expect(tab('pt-BR')).toContainText(text(locale, 'content.states.published'));

    // The calendar lists what is still scheduled: the unpublish, on its São Paulo day.
    await page.goto('/admin/content/calendar');
    await expect(
      page.getByRole('heading', { level: 1, name: text(locale, 'content.calendar.title') }),
    ).toBeVisible();
    const shownMonth =
      width === 360 ? page.getByTestId('calendar-agenda') : page.getByTestId('calendar-month');
    if (width !== 360 && unpublishAt.slice(0, 7) !== saoPauloInput(0).slice(0, 7)) {
      await page.getByRole('button', { name: text(locale, 'content.calendar.next') }).click();
    }
    const scheduledItem = shownMonth.getByRole('link', {
      name: new RegExp(`Caso de teste ${suffix}`),
    });
    await expect(scheduledItem).toContainText(text(locale, 'content.calendar.unpublish'));
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await shootWorkflow(page, 'calendar', locale);
    await scheduledItem.click();
    await expect(page).toHaveURL(entryUrl);

    // The English translation starts empty (no Portuguese text in it) and is published on its own.
    await tab('en').click();
    await expect(page.getByText(text(locale, 'content.form.newTranslation'))).toBeVisible();
    await expect(field('title')).toHaveValue('');
    await field('slug').fill(`test-case-${suffix}`);
    await field('title').fill(`Test case ${suffix}`);
    await field('sector').fill('Test sector');
    await field('challenge').fill('Test challenge');
    await field('approach').fill('Test approach');
    // The cover comes along; its alt text is per language and required (decision 0130).
    const altField = page.getByLabel(text(locale, 'content.media.alt'), { exact: true });
    await expect(altField).toHaveValue('');
    await page.getByRole('button', { name: text(locale, 'content.form.save') }).click();
    await expect(page.getByText(text(locale, 'validation.altRequired', 'common'))).toBeVisible();
    await altField.fill('An orange circle on a blue background');
    await page.getByRole('button', { name: text(locale, 'content.form.save') }).click();
    await expect(tab('en')).toContainText(text(locale, 'content.states.draft'));
    await page.getByRole('button', { name: text(locale, 'content.form.publish') }).click();
    await expect(tab('en')).toContainText(text(locale, 'content.states.published'));
    await expectAccessible(page);
    await shoot(page, 'translation-form', locale, width);

    // The public page in the journey's language shows the cover: AVIF and WebP widths, the
    // translation's alt, its size reserved, asked for first (it may be the largest paint).
    const desk = page.url();
    await page.goto(
      locale === 'en' ? `/en/casos/test-case-${suffix}` : `/casos/caso-de-teste-${suffix}`,
    );
    const cover = page.getByRole('img', {
      name:
        locale === 'en'
          ? 'An orange circle on a blue background'
          : 'Um círculo laranja sobre fundo azul',
    });
    await expect(cover).toBeVisible();
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('height', '600');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover.locator('xpath=..').locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/media\/[0-9a-f]{32}-1200x600\/480\.avif 480w, \S+\/960\.avif 960w, \S+\/1200\.avif 1200w/,
    );
    // Chromium took the AVIF and decoded it.
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await shootMedia(page, 'public-cover', locale, width);
    await page.goto(desk);
    // The form has read the translation before someone else saves it below.
    await expect(field('title')).toHaveValue(`Test case ${suffix}`);

    // Someone saves the same translation in between: the form's save is refused, nothing is lost.
    const current = (await (
      await page.request.get(`/api/admin/content/case-studies/${entryId}`)
    ).json()) as { translations: { locale: string; version: number }[] };
    const enVersion = current.translations.find((tr) => tr.locale === 'en')?.version;
    const other = await page.request.put(`/api/admin/content/case-studies/${entryId}/en`, {
      data: {
        version: enVersion,
        slug: `test-case-${suffix}`,
        title: `Test case ${suffix}, saved elsewhere`,
        sector: 'Test sector',
        challenge: 'Test challenge',
        approach: 'Test approach',
      },
    });
    expect(other.status(), await other.text()).toBe(200);
    await field('title').fill(`Test case ${suffix}, typed here`);
    await page.getByRole('button', { name: text(locale, 'content.form.save') }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Elisa Editora' })).toBeVisible();
    await expect(field('title')).toHaveValue(`Test case ${suffix}, typed here`);

    // The Portuguese source changes: the English translation is now outdated on the board.
    await tab('pt-BR').click();
    await field('challenge').fill('Desafio de teste, mudado');
    await page.getByRole('button', { name: text(locale, 'content.form.save') }).click();
    await expect(tab('en')).toContainText(text(locale, 'content.states.outdated'));
    await page.getByRole('link', { name: text(locale, 'content.form.back') }).click();
    const row = page.getByRole('row', { name: new RegExp(`Caso de teste ${suffix}`) });
    await expect(row).toContainText(text(locale, 'content.states.published'));
    await expect(row).toContainText(text(locale, 'content.states.outdated'));
    await expect(row).toContainText(text(locale, 'content.states.missing'));
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectAccessible(page);
    await shoot(page, 'translation-board', locale, width);
  });
}
