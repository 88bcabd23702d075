// npm run check:budget (part of `npm test`): what a phone really fetches (issue 14 §7). Each page
// is opened in Debian's Chromium with phone emulation, as a first visit (empty cache, no cookies,
// no stored consent), and left alone: no click, key or scroll. Every response that arrives within
// 5 s of the page's load event is counted by its compressed transfer size as the network log
// reports it (Chromium's encoded body length): the page's own requests and those of its service
// worker alike. HTML and the rest are printed too. What a document carries inline (its `<style>`
// and the `<script>`s a browser runs) counts as CSS and JavaScript, by its brotli size, and not as
// HTML (decision 0140: the stylesheet moved into the page).
//
// Two parts, each with its own budget (issue 26 §1, decision 0084). The app now hydrates when the
// page is idle, not at the first input, so a visitor who does nothing fetches it within the
// window too. The *first view* is what is requested before the page's gate starts the app (its
// `nexus:app-start` mark: the page has loaded, painted and gone idle, and every control in view
// already works from the HTML): JavaScript ≤ 90 KB and CSS ≤ 15 KB, as issue 14 §7 asks. The
// *app at idle* is the rest, held to its own budget so its growth is seen here, not hidden by the
// new window; what it costs the main thread is Lighthouse's TBT (`npm run bench:lighthouse`).
// Needs a production build (`npm run build`; `npm test` has one from the journeys).
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { BrowserContext, Request } from 'playwright-core';
import { startProductionServer } from './bench/production-server.ts';
import { launchChromium } from './bench/chromium.ts';

/**
 * The app a page loads once idle (decision 0084): what it weighed when the app moved to idle
 * (220–244 KB across the five pages, `/` the largest), plus room for a few features. Raising it
 * is a decision.
 */
const APP_JS_BUDGET = 280 * 1024;

export const budgets = { js: 90 * 1024, css: 15 * 1024, appJs: APP_JS_BUDGET };

/** The pages of issue 14 §7. */
export const budgetPages = ['/', '/technologies', '/faq', '/en/about', '/auth'] as const;

/** How long after the load event a visitor who does nothing is watched. */
export const watchMs = 5000;

/**
 * A mid-range phone as Lighthouse's mobile preset describes it (moto g power 2022): its screen,
 * pixel ratio, touch and user agent decide which images and media queries apply.
 */
export const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

export type Kind = 'js' | 'css' | 'html' | 'other';

/** What a response is, by what the browser asked for and, failing that, what the server said. */
export function kindOf(resourceType: string, contentType: string): Kind {
  if (resourceType === 'script' || /javascript|ecmascript/.test(contentType)) return 'js';
  if (resourceType === 'stylesheet' || contentType.startsWith('text/css')) return 'css';
  if (resourceType === 'document' || contentType.startsWith('text/html')) return 'html';
  return 'other';
}

export interface Fetched {
  url: string;
  kind: Kind;
  /** Requested after the gate started the app (the app at idle), not in the first view. */
  app?: boolean;
  /** Compressed bytes that came over the network (0 when served from a cache). */
  bytes: number;
  /** Requested by the service worker rather than the page. */
  byServiceWorker: boolean;
  /**
   * Of a document's bytes, what its inline `<style>` and executable `<script>` elements weigh
   * compressed (decision 0140): counted as CSS and JavaScript of the first view, not as HTML, so
   * moving the stylesheet into the page cannot slip past the CSS budget.
   */
  inline?: { css: number; js: number };
}

const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser runs (no type, classic or module); JSON-LD and the like are data. */
const runnableType = /^\s*(?:text\/javascript|module)?\s*$/i;

/** The text of a page's inline styles and of its inline scripts a browser runs. */
export function inlineParts(html: string): { css: string; js: string } {
  const css = [...html.matchAll(inlineStyle)].map((m) => m[1] ?? '').join('\n');
  const js = [...html.matchAll(inlineScript)]
    .filter(([, attributes = '']) => {
      if (/\bsrc=/i.test(attributes)) return false;
      const type = /\btype=["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
      return runnableType.test(type);
    })
    .map((m) => m[2] ?? '')
    .join('\n');
  return { css, js };
}

/**
 * Inline CSS and JavaScript by their brotli size on their own (the server's quality), a close
 * stand-in for their share of the compressed document, capped so the parts never exceed it.
 */
export function inlineWeights(html: string, documentBytes: number): { css: number; js: number } {
  const size = (text: string) =>
    text.length === 0
      ? 0
      : brotliCompressSync(text, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }).byteLength;
  const { css, js } = inlineParts(html);
  const weights = { css: size(css), js: size(js) };
  const total = weights.css + weights.js;
  if (total <= documentBytes || total === 0) return weights;
  const scale = documentBytes / total;
  return { css: Math.floor(weights.css * scale), js: Math.floor(weights.js * scale) };
}

export type Totals = Record<Kind, number> & {
  /** JavaScript of the app started at idle (not part of `js`, the first view's). */
  appJs: number;
  requests: number;
  serviceWorkerRequests: number;
};

export function totals(fetched: readonly Fetched[]): Totals {
  const sum: Totals = {
    js: 0,
    css: 0,
    html: 0,
    other: 0,
    appJs: 0,
    requests: 0,
    serviceWorkerRequests: 0,
  };
  for (const f of fetched) {
    const inline = f.inline ?? { css: 0, js: 0 };
    if (f.app && f.kind === 'js') sum.appJs += f.bytes;
    else sum[f.kind] += f.bytes - inline.css - inline.js;
    // A document read before the app started is the first view's; the app's own documents (none
    // today) would be the app's.
    sum.css += inline.css;
    if (f.app) sum.appJs += inline.js;
    else sum.js += inline.js;
    sum.requests += 1;
    if (f.byServiceWorker) sum.serviceWorkerRequests += 1;
  }
  return sum;
}

/** The budgets a page's totals exceed, as readable lines (empty when within budget). */
export function overBudget(page: string, sum: Totals): string[] {
  const over: string[] = [];
  if (sum.js > budgets.js) over.push(`${page}: JavaScript ${kb(sum.js)} > ${kb(budgets.js)}`);
  if (sum.css > budgets.css) over.push(`${page}: CSS ${kb(sum.css)} > ${kb(budgets.css)}`);
  if (sum.appJs > budgets.appJs)
    over.push(`${page}: JavaScript of the app at idle ${kb(sum.appJs)} > ${kb(budgets.appJs)}`);
  return over;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The compressed body bytes of one response. Chromium reports the encoded length it received
 * minus the headers, so a response taken from the HTTP cache comes out negative: nothing crossed
 * the network. The worker's own script is fetched outside the page's network log and reports 0:
 * its Content-Length (the compressed size, as the server sends precompressed files) stands in.
 */
export function transferred(
  status: number,
  reportedBodyBytes: number,
  headers: Record<string, string>,
): number {
  if (reportedBodyBytes > 0) return reportedBodyBytes;
  if (reportedBodyBytes < 0 || status !== 200) return 0;
  return Number(headers['content-length'] ?? 0) || 0;
}

/** One request as the network log saw it, once it has ended (failed requests weigh nothing). */
async function record(request: Request, app: boolean): Promise<Fetched> {
  const response = await request.response();
  const headers = response?.headers() ?? {};
  const kind = kindOf(request.resourceType(), headers['content-type'] ?? '');
  const bytes = response
    ? transferred(response.status(), (await request.sizes()).responseBodySize, headers)
    : 0;
  // What a page carries inline is fetched with it (decision 0140): counted by kind.
  const inline =
    kind === 'html' && response && bytes > 0
      ? inlineWeights(await response.text(), bytes)
      : undefined;
  return {
    url: request.url(),
    kind,
    bytes,
    byServiceWorker: request.serviceWorker() !== null,
    app,
    ...(inline ? { inline } : {}),
  };
}

/** After the window, the network must have been quiet this long before counting stops. */
const quietMs = 1000;
/** The longest the quiet is waited for after the window. */
const quietLimitMs = 15_000;

/**
 * Opens `url` in a fresh phone context and returns what was fetched while nobody touched it: up to
 * `watchMs` after the load event, and, on a machine too busy to have started everything by then,
 * anything more until the network has been quiet for a second. A slow machine can only make the
 * count larger, never hide a fetch a phone would make.
 */
export async function measurePage(context: BrowserContext, url: string): Promise<Fetched[]> {
  const ended = new Map<Request, (fetched: Fetched) => void>();
  const started: Promise<Fetched>[] = [];
  let watching = true;
  let appStarted = false;
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = (request: Request, fetched: Fetched) => {
    const resolve = ended.get(request);
    if (!resolve) return;
    ended.delete(request);
    inFlight -= 1;
    lastActivity = Date.now();
    resolve(fetched);
  };
  const afterAppStart = new Set<Request>();
  context.on('request', (request) => {
    if (!watching) return;
    inFlight += 1;
    lastActivity = Date.now();
    if (appStarted) afterAppStart.add(request);
    started.push(new Promise((resolve) => ended.set(request, resolve)));
  });
  context.on('requestfinished', (request) => {
    if (ended.has(request))
      void record(request, afterAppStart.has(request)).then((fetched) => settle(request, fetched));
  });
  // The gate's `nexus:app-start` mark, told synchronously: the binding's message leaves the page
  // before the requests the app then makes, so each request falls on the right side of it.
  await context.exposeBinding('__budgetAppStart', () => {
    appStarted = true;
  });
  await context.addInitScript(() => {
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      if (name === 'nexus:app-start')
        (window as unknown as { __budgetAppStart(): void }).__budgetAppStart();
      return mark(name, options);
    };
  });
  context.on('requestfailed', (request) => {
    // Nothing arrived (a closed network refuses a third-party host, say): it weighs nothing.
    settle(request, {
      url: request.url(),
      kind: kindOf(request.resourceType(), ''),
      bytes: 0,
      byServiceWorker: request.serviceWorker() !== null,
      app: afterAppStart.has(request),
    });
  });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  // The visitor's five seconds: nothing is touched (the measurement's definition, not a wait for
  // something to happen), then the quiet.
  await sleep(watchMs);
  const limit = Date.now() + quietLimitMs;
  while ((inFlight > 0 || Date.now() - lastActivity < quietMs) && Date.now() < limit)
    await sleep(100);
  watching = false;
  if (inFlight > 0)
    throw new Error(`${url}: requests still running ${quietLimitMs} ms after the window`);
  return Promise.all(started);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const reportOnly = process.argv.includes('--report-only');
  const server = await startProductionServer(root, 'budget');
  const browser = await launchChromium();
  const rows: { page: string; sum: Totals; fetched: Fetched[] }[] = [];
  try {
    // Pages side by side, each in its own context (a first visit, nothing cached or stored): the
    // bytes do not depend on how fast the machine is, and the check stays short.
    const results = await Promise.all(
      budgetPages.map(async (page) => {
        const context = await browser.newContext({
          ...phone,
          locale: 'pt-BR',
          serviceWorkers: 'allow',
        });
        try {
          return { page, fetched: await measurePage(context, `${server.base}${page}`) };
        } finally {
          await context.close();
        }
      }),
    );
    for (const { page, fetched } of results) rows.push({ page, sum: totals(fetched), fetched });
  } finally {
    await browser.close();
    server.stop();
  }

  console.log(
    `What a phone fetches without interaction, up to ${watchMs / 1000} s after load (compressed, first visit; a page's inline styles and scripts count as CSS and JavaScript, not HTML)`,
  );
  console.log(
    '| page | first view JavaScript | CSS | HTML | other | app at idle JavaScript | requests (by the service worker) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const { page, sum } of rows) {
    console.log(
      `| ${page} | ${kb(sum.js)} | ${kb(sum.css)} | ${kb(sum.html)} | ${kb(sum.other)} | ${kb(sum.appJs)} | ${sum.requests} (${sum.serviceWorkerRequests}) |`,
    );
  }
  console.log(
    `Budgets per page: first view JavaScript ${kb(budgets.js)}, CSS ${kb(budgets.css)}; the app at idle ${kb(budgets.appJs)}.`,
  );
  if (process.argv.includes('--verbose')) {
    for (const { page, fetched } of rows) {
      console.log(`\n${page}`);
      for (const f of fetched)
        console.log(
          `  ${f.kind.padEnd(5)} ${kb(f.bytes).padStart(9)} ${f.app ? 'app ' : ''}${f.byServiceWorker ? 'sw ' : ''}${f.url}${f.inline ? ` (inline CSS ${kb(f.inline.css)}, JavaScript ${kb(f.inline.js)})` : ''}`,
        );
    }
  }
  const over = rows.flatMap(({ page, sum }) => overBudget(page, sum));
  if (over.length > 0) {
    console.error(`Over budget:\n  ${over.join('\n  ')}`);
    if (!reportOnly) process.exit(1);
  }
}
