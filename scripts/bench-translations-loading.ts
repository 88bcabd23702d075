// npm run bench:translations-loading — how long a signed-in client sees the spec's loading screen
// ("Carregando traduções...") on a portal page over slow 4G (issue 26 §3: ≤ 300 ms, in the
// visitor's language). The phone and network of npm run bench:first-tap (360×800, touch, CPU 4×
// slower, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up); each run a fresh browser context
// (no cache, no service worker) holding only the client's session cookie, as a client who opens
// the portal from a bookmark. Median of 5 per page and visitor. Figures, not assertions: they
// depend on the machine (docs/benchmarks.md).
//
//   npm run bench:translations-loading                          # this checkout's production build
//   npm run bench:translations-loading -- --baseline ../main    # side by side with another build,
//                                                               #   runs alternating
//   options: --runs 5 --url http://localhost:4000
//
// What is measured, per page load (scripts/bench/loading-screen-probe.ts runs in the page):
// - shown: how long the loading screen is on screen. It is in the HTML the server sends, so it is
//   painted with the first paint (first-contentful-paint) and shown until the app removes it; a
//   loading screen the app inserts later counts from its insertion. Every time it shows is added.
// - gone: from the navigation's start to the loading screen's last removal.
// - heading: from the navigation's start to the page's own heading (h1) in the document.
// - first paint: first-contentful-paint, from the navigation's start.
// - ready: from the navigation's start to the page's content: a heading, and neither the loading
//   screen nor the session status ("Carregando sua sessão…") on screen (decision 0135).
// - text: what the loading screen said (its language), each distinct text once.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { installLoadingProbe, type LoadingProbeState } from './bench/loading-screen-probe.ts';
import { serverFor, sideBySideOptions } from './bench/production-server.ts';
import { launchChromium } from './bench/chromium.ts';
import { cpuSlowdown, formatMs, network, phone } from './bench-first-tap.ts';
import { median } from './bench/stats.ts';

interface Visit {
  /** The portal page, as the client types or bookmarks it (the portal has no language prefix). */
  page: string;
  /** The browser's language and the language the client chose on the site (the user-locale cookie). */
  browserLocale: string;
  savedLocale: 'pt-BR' | 'en' | null;
}

const visits: Visit[] = [
  { page: '/dashboard', browserLocale: 'pt-BR', savedLocale: null },
  { page: '/dashboard/calculator', browserLocale: 'pt-BR', savedLocale: null },
  { page: '/dashboard', browserLocale: 'en-US', savedLocale: 'en' },
  { page: '/dashboard/calculator', browserLocale: 'en-US', savedLocale: 'en' },
];
const visitName = (v: Visit) =>
  `${v.page} (${v.savedLocale ? `${v.savedLocale} saved` : `browser ${v.browserLocale}`})`;

/** The loading screen's text in every language: the spec's Portuguese and the locale files'. */
function loadingTexts(root: string): string[] {
  const texts = new Set(['Carregando traduções...']);
  for (const locale of supportedLocales) {
    const file = path.join(root, 'public/locales', locale, 'common.json');
    const common = JSON.parse(readFileSync(file, 'utf8')) as { translationsLoading?: unknown };
    if (typeof common.translationsLoading === 'string') texts.add(common.translationsLoading);
  }
  return [...texts];
}

/** The session status's text in every language (app/portal-layout.tsx, require-auth.tsx). */
function sessionTexts(root: string): string[] {
  return supportedLocales.map((locale) => {
    const file = path.join(root, 'public/locales', locale, 'common.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { loadingSession: string }).loadingSession;
  });
}

/** A client account on `base`, registered through the API; its session as a storage state. */
async function clientSession(browser: Browser, base: string) {
  const context = await browser.newContext();
  try {
    const email = `bench.loading.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = 'Senha-Forte1';
    const response = await context.request.post(`${base}/api/register`, {
      data: {
        fullName: 'Ana Souza',
        email,
        password,
        confirmPassword: password,
        birthDate: '1990-05-17',
        termsAccepted: true,
      },
    });
    if (response.status() !== 201)
      throw new Error(`registration on ${base} failed: ${response.status()}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

interface Run {
  shownMs: number;
  goneMs: number | null;
  headingMs: number | null;
  fcpMs: number | null;
  readyMs: number | null;
  texts: string[];
}

async function measureOnce(
  browser: Browser,
  base: string,
  session: Awaited<ReturnType<typeof clientSession>>,
  visit: Visit,
  texts: Parameters<typeof installLoadingProbe>[0],
): Promise<Run> {
  const context = await browser.newContext({
    ...phone,
    locale: visit.browserLocale,
    storageState: session,
    serviceWorkers: 'allow',
  });
  try {
    if (visit.savedLocale)
      await context.addCookies([{ name: 'user-locale', value: visit.savedLocale, url: base }]);
    await context.addInitScript(installLoadingProbe, texts);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${base}${visit.page}`, { waitUntil: 'commit', timeout: 120_000 });
    // Done when the page's heading is there and no loading screen or session status is.
    await page.waitForFunction(() => window.__loadingProbe?.settled() === true, undefined, {
      timeout: 60_000,
      polling: 100,
    });
    const state = (await page.evaluate(() => window.__loadingProbe?.read())) as LoadingProbeState;
    const fcp = state.fcp ?? 0;
    const shown = state.intervals.reduce(
      (sum, [from, to]) => sum + Math.max(0, to - Math.max(from, fcp)),
      0,
    );
    return {
      shownMs: shown,
      goneMs: state.intervals.at(-1)?.[1] ?? null,
      headingMs: state.headingAt,
      fcpMs: state.fcp,
      readyMs: state.readyAt,
      texts: state.texts,
    };
  } finally {
    await context.close();
  }
}

function summarize(values: readonly (number | null)[]): string {
  const known = values.filter((v): v is number => v !== null);
  if (known.length === 0) return '—';
  const range =
    known.length > 1
      ? ` (${Math.round(Math.min(...known))}–${Math.round(Math.max(...known))})`
      : '';
  return `${formatMs(median(known))}${range}`;
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const { values } = parseArgs({
    options: {
      ...sideBySideOptions,
    },
  });
  const runs = Number(values.runs ?? process.env.LOADING_RUNS ?? 5);
  const texts = { loadingTexts: loadingTexts(root), sessionTexts: sessionTexts(root) };
  const browser = await launchChromium();
  const servers: {
    name: string;
    base: string;
    stop(): void;
    session?: Awaited<ReturnType<typeof clientSession>>;
  }[] = [];
  const results = new Map<string, Record<string, Run[]>>();
  const load = loadavg().map((l) => l.toFixed(1));
  try {
    servers.push({
      name: 'this',
      ...(await serverFor(values.url ?? root, 'translations-loading')),
    });
    if (values.baseline)
      servers.push({
        name: 'baseline',
        ...(await serverFor(values.baseline, 'translations-loading')),
      });
    for (const server of servers) server.session = await clientSession(browser, server.base);
    for (const visit of visits) {
      const cell: Record<string, Run[]> = Object.fromEntries(servers.map((s) => [s.name, []]));
      for (let run = 0; run < runs; run++) {
        // Alternating which server goes first, so a machine getting busier weighs on both alike.
        const order = run % 2 === 0 ? servers : [...servers].reverse();
        for (const server of order) {
          try {
            if (!server.session) throw new Error('no client session');
            const result = await measureOnce(browser, server.base, server.session, visit, texts);
            cell[server.name]?.push(result);
            console.error(
              `${server.name} ${visitName(visit)} run ${run + 1}: shown ${formatMs(result.shownMs)}, ` +
                `gone at ${formatMs(result.goneMs ?? NaN)}, heading at ${formatMs(result.headingMs ?? NaN)}, ` +
                `first paint ${formatMs(result.fcpMs ?? NaN)}, ready at ${formatMs(result.readyMs ?? NaN)}, ` +
                `text ${JSON.stringify(result.texts)}`,
            );
          } catch (error) {
            console.error(`${server.name} ${visitName(visit)} run ${run + 1}: ${String(error)}`);
          }
        }
      }
      results.set(visitName(visit), cell);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
  const loadAfter = loadavg().map((l) => l.toFixed(1));
  console.log(
    `"Carregando traduções..." on screen, median of ${runs} first visits of a signed-in client (range), ` +
      `360×800 touch, CPU ${cpuSlowdown}× slower, ${network.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up; ` +
      `${new Date().toISOString()}, load average ${load.join(' / ')} → ${loadAfter.join(' / ')}` +
      (servers.length > 1
        ? `; this = ${values.url ?? 'this checkout'}, baseline = ${values.baseline}`
        : ''),
  );
  const names = servers.map((s) => s.name);
  const column = (label: string) =>
    names.length > 1 ? names.map((n) => `${label} (${n})`) : [label];
  const header = [
    ...column('shown'),
    ...column('gone at'),
    ...column('heading at'),
    ...column('first paint'),
    ...column('ready at'),
    ...column('text'),
  ];
  console.log(`| page (visitor) | ${header.join(' | ')} |`);
  console.log(`|---|${header.map(() => '---:').join('|')}|`);
  for (const [visit, cell] of results) {
    const pick = (f: (r: Run) => number | null) =>
      names.map((n) => summarize((cell[n] ?? []).map(f)));
    const shownTexts = names.map((n) => [...new Set((cell[n] ?? []).flatMap((r) => r.texts))]);
    console.log(
      `| ${visit} | ${[
        ...pick((r) => r.shownMs),
        ...pick((r) => r.goneMs),
        ...pick((r) => r.headingMs),
        ...pick((r) => r.fcpMs),
        ...pick((r) => r.readyMs),
        ...shownTexts.map((t) => t.join(' / ') || '—'),
      ].join(' | ')} |`,
    );
  }
  console.log(
    JSON.stringify({
      bench: 'translations-loading',
      date: new Date().toISOString(),
      runs,
      servers: Object.fromEntries(servers.map((s) => [s.name, s.base])),
      loadAverage: { before: load, after: loadAfter },
      results: [...results].map(([visit, cell]) => ({
        visit,
        ...Object.fromEntries(
          Object.entries(cell).map(([server, list]) => [
            server,
            {
              shownMedianMs: list.length ? Math.round(median(list.map((r) => r.shownMs))) : null,
              runs: list.map((r) => ({
                shownMs: Math.round(r.shownMs),
                goneMs: r.goneMs === null ? null : Math.round(r.goneMs),
                headingMs: r.headingMs === null ? null : Math.round(r.headingMs),
                fcpMs: r.fcpMs === null ? null : Math.round(r.fcpMs),
                readyMs: r.readyMs === null ? null : Math.round(r.readyMs),
                texts: r.texts,
              })),
            },
          ]),
        ),
      })),
    }),
  );
}
