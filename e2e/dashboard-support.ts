import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { pdfPageTexts } from '#client/test/pdf-text.ts';
import { e2ePort } from '../playwright.config.ts';
import { expect, expectAccessible } from './fixtures.ts';
import { localeText } from './layout-support.ts';
import { strongPassword, uniqueEmail } from './support.ts';

export type Locale = 'pt-BR' | 'en';
type Tree = { [key: string]: string | Tree };

const files = new Map<Locale, Tree>();

/** A text of dashboard.json, so journeys follow the translations but fail without them. */
export function dashboardText(locale: Locale, key: string): string {
  let tree = files.get(locale);
  if (!tree) {
    tree = JSON.parse(readFileSync(`public/locales/${locale}/dashboard.json`, 'utf8')) as Tree;
    files.set(locale, tree);
  }
  let node: string | Tree = tree;
  for (const part of key.split('.')) {
    if (typeof node === 'string' || node[part] === undefined) {
      throw new Error(`${locale}/dashboard:${key} missing`);
    }
    node = node[part];
  }
  if (typeof node !== 'string') throw new Error(`${locale}/dashboard:${key} is not a text`);
  return node;
}

/**
 * Today in the browser's time zone (the journeys run in São Paulo time), as the reports write it:
 * `iso` for file names, `local` in the language's short format. Page clocks are left alone: a
 * fixed Playwright clock also stalls the animation frames actionability checks wait for.
 */
export function today(locale: Locale): { iso: string; local: string } {
  const now = new Date();
  const timeZone = 'America/Sao_Paulo';
  return {
    iso: new Intl.DateTimeFormat('en-CA', { timeZone }).format(now),
    local: new Intl.DateTimeFormat(locale, {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(now),
  };
}

/**
 * A new client signed in through the real API in this page's browser context (registration signs
 * in), with the language saved as a visitor's choice would be (cookie `user-locale`).
 */
export async function signInNewClient(
  page: Page,
  fullName: string,
  locale: Locale = 'pt-BR',
): Promise<void> {
  const response = await page.request.post('/api/register', {
    data: {
      fullName,
      email: uniqueEmail('dashboard'),
      password: strongPassword,
      confirmPassword: strongPassword,
      birthDate: '1988-09-30',
      termsAccepted: true,
    },
  });
  expect(response.status()).toBe(201);
  await page
    .context()
    .addCookies([{ name: 'user-locale', value: locale, url: `http://localhost:${e2ePort}` }]);
}

/** Clicks `trigger` and returns the browser download's file name and UTF-8 text. */
export async function download(
  page: Page,
  trigger: Locator,
): Promise<{ fileName: string; lines: string[] }> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const path = await file.path();
  const text = await readFile(path, 'utf8');
  return { fileName: file.suggestedFilename(), lines: text.split('\n') };
}

/**
 * Opens a dashboard page and waits for its h1 and for the app to have taken over its first paint
 * (decision 0135: the server sends the title with the session status; the status goes once the
 * app runs and knows the session). On a busy CI machine that can take longer than the default 5 s.
 */
export async function openDashboardPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('session-loading')).toHaveCount(0, { timeout: 30_000 });
}

/** The value (dd) of the figure labelled `label` (dt) inside `scope`. */
export function figure(scope: Page | Locator, label: string): Locator {
  return scope.locator(`dl > div:has(> dt:text-is(${JSON.stringify(label)})) > dd`);
}

/** What a PDF parser (pdf.js, through unpdf) reads from a downloaded report. */
export interface PdfRead {
  fileName: string;
  size: number;
  /** Each page's text, items joined by single spaces. */
  pages: string[];
  text: string;
}

export async function readPdf(bytes: Uint8Array): Promise<Omit<PdfRead, 'fileName' | 'size'>> {
  const pages = await pdfPageTexts(bytes);
  return { pages, text: pages.join(' ') };
}

/** Requests for the PDF library's chunk: none until the person asks for a PDF (decision 0050). */
export function watchPdfChunk(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/report-pdf-[\w-]+\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/**
 * Asks for the PDF report: opens the download step, checks the name it proposes, types the
 * company, creates the PDF and reads the downloaded file back with a PDF parser.
 */
export async function downloadPdf(
  page: Page,
  locale: Locale,
  { expectedName, company }: { expectedName: string; company: string },
): Promise<PdfRead> {
  const text = (key: string) => dashboardText(locale, key);
  await page.getByRole('button', { name: text('pdf.download') }).click();
  const dialog = page.getByRole('dialog', { name: text('pdf.dialog.title') });
  await expect(dialog.getByLabel(text('pdf.dialog.name'))).toHaveValue(expectedName);
  await dialog.getByLabel(text('pdf.dialog.company')).fill(company);
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    dialog.getByRole('button', { name: text('pdf.dialog.submit') }).click(),
  ]);
  const bytes = new Uint8Array(await readFile(await file.path()));
  await expect(dialog).toBeHidden();
  return { fileName: file.suggestedFilename(), size: bytes.byteLength, ...(await readPdf(bytes)) };
}

/**
 * Nothing inside the page's main content reaches past the right edge of a phone's screen
 * (issue 14 §4: results reflow, no sideways scroll). The header is the layout's own check.
 */
export async function expectNoSidewaysOverflow(page: Page): Promise<void> {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    const out: string[] = [];
    if (main.scrollWidth > main.clientWidth + 1) out.push(`main scrolls: ${main.scrollWidth}`);
    // Content of a strip that scrolls or clips sideways on purpose (the workspace tabs) may run
    // past the edge as long as the strip itself fits on the screen.
    const insideFittingScroller = (element: Element): boolean => {
      for (let up = element.parentElement; up && up !== main.parentElement; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX;
        if (overflowX !== 'visible' && overflowX !== 'clip') {
          return up.getBoundingClientRect().right <= width + 1;
        }
      }
      return false;
    };
    for (const element of main.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (
        box.width > 0 &&
        box.right > width + 1 &&
        !element.closest('.sr-only') &&
        !insideFittingScroller(element) &&
        // Shapes inside a chart are clipped by their <svg>, which is checked itself.
        !(element instanceof SVGElement && element.ownerSVGElement)
      ) {
        const name = element.tagName.toLowerCase();
        out.push(`${name}.${element.className.toString().slice(0, 40)} ends at ${box.right}`);
      }
    }
    return out.slice(0, 5);
  });
  expect(overflowing, 'elements wider than the phone').toEqual([]);
}

/**
 * The PDF is a result's primary download and the spec's text report the secondary one (issue 26
 * §5): the PDF button comes first among the result's actions and wears the primary style, the
 * text one the secondary style. The style classes are the button primitive's own variants.
 */
export async function expectPdfPrimary(page: Page, pdfName: string, textName: string) {
  const pdf = page.getByRole('button', { name: pdfName, exact: true });
  const text = page.getByRole('button', { name: textName, exact: true });
  await expect(pdf).toHaveClass(/(^|\s)bg-primary(\s|$)/);
  await expect(text).not.toHaveClass(/(^|\s)bg-primary(\s|$)/);
  await expect(text).toHaveClass(/(^|\s)bg-surface(\s|$)/);
  const pdfFirst = await pdf.evaluate(
    (node, other) =>
      Boolean(node.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await text.elementHandle(),
  );
  expect(pdfFirst, `"${pdfName}" comes before "${textName}"`).toBe(true);
}

/**
 * A tool's results offer one next step (issue 26 §3, decision 0087; issue 25 §2, decision 0107):
 * booking a call about the result, with "send without choosing a time" as its quieter link,
 * never the second offer they had before (`oldOffer`, a link); the page passes axe.
 */
export async function expectConsultantHandOff(page: Page, locale: Locale, oldOffer: string) {
  await expect(page.getByRole('link', { name: oldOffer })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: localeText(locale, 'common', 'booking.tool.heading') }),
  ).toHaveCount(1);
  await expect(sendWithoutTime(page, locale)).toBeVisible();
  await expectAccessible(page);
}

/** The result's quieter link: opens the consultant form (decision 0107). */
export function sendWithoutTime(page: Page, locale: Locale): Locator {
  return page.getByRole('button', {
    name: localeText(locale, 'common', 'booking.tool.sendWithoutTime'),
  });
}

/** Opens the consultant form under a result and returns its card. */
export async function openConsultantForm(page: Page, locale: Locale): Promise<Locator> {
  await sendWithoutTime(page, locale).click();
  const card = page.getByTestId('send-to-consultant');
  await expect(card).toBeVisible();
  return card;
}

/** The text report, saved with its own button once the PDF is checked to be the primary one. */
export async function downloadTextReport(page: Page, pdfName: string, textName: string) {
  await expectPdfPrimary(page, pdfName, textName);
  return download(page, page.getByRole('button', { name: textName }));
}
