// npm run bench:first-tap — how long a phone's first tap takes to show something (issue 26 §1).
// A first visit (fresh browser context: no cookies, no cache, no service worker yet) on a phone
// (360×800, touch, CPU 4× slower, 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up) loads
// the page, waits a second after the load event as the visitor did, and taps one control;
// the figure is the time from the tap to the first frame that shows its answer (how it is taken:
// scripts/bench/first-tap-probe.ts). Median of 5 per page and control. Figures, not assertions:
// they depend on the machine (docs/benchmarks.md).
//
//   npm run bench:first-tap                                  # this checkout's production build
//   npm run bench:first-tap -- --url http://localhost:4000   # a server already running
//   npm run bench:first-tap -- --baseline ../main            # side by side with another checkout's
//   npm run bench:first-tap -- --baseline http://host:port   #   build (or server), runs alternating
//   options: --runs 5 --pages /,/faq --controls menu,cookie (FIRST_TAP_URL, FIRST_TAP_BASELINE,
//   FIRST_TAP_RUNS as environment variables too); --trace <folder> keeps each visit's Chrome trace;
//   --moment hydration taps as soon as the app's modules have run and React starts hydrating,
//   instead of a second after load (a tap that meets hydration, decision 0154)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { installProbe, type ExpectedChange } from './bench/first-tap-probe.ts';
import { serverFor, sideBySideOptions } from './bench/production-server.ts';
import { launchChromium } from './bench/chromium.ts';
import {
  controlIds,
  formatMs,
  formatTable,
  jsonLine,
  summarize,
  type Cell,
  type ControlId,
} from './bench/first-tap-report.ts';

export { controlIds, formatMs, formatTable, jsonLine, summarize, type Cell, type ControlId };

/** The pages of issue 26 §1, each measured as the visitor it is for. */
export const firstTapPages = ['/', '/technologies', '/faq', '/en/about', '/auth'] as const;
/** What `--controls` measures when not given: issue 26 §1's three. */
const defaultControls: ControlId[] = ['menu', 'language', 'cookie'];

/**
 * The phone: 360×800 with touch. The pixel ratio and user agent are those of Lighthouse's
 * mobile preset (moto g power, as scripts/bundle-budget.ts), so the same media queries and images
 * apply as in the other front-end figures.
 */
export const phone = {
  viewport: { width: 360, height: 800 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};

/**
 * Issue 26 §1's slow 4G: 150 ms round trip and 1.6 Mbit/s down. The issue gives no upload rate;
 * 750 kbit/s is Lighthouse's "slow 4G" upload (its mobile preset), so the two profiles agree.
 * Chromium's throughputs are bytes per second.
 */
export const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
export const cpuSlowdown = 4;
/** The visitor waits this long after the load event before tapping. */
export const waitAfterLoadMs = 1000;
/** When the measured tap lands (`--moment`): a second after load, or as React starts hydrating. */
const tapMoments = ['load', 'hydration'] as const;
type TapMoment = (typeof tapMoments)[number];
/** A tap not answered within this long is reported as such, not waited for forever. */
const answerTimeoutMs = 30_000;

/** The texts the controls are found by, in the visitor's language (public/locales). */
export interface ControlTexts {
  menuOpen: string;
  menuTitle: string;
  languageButton: string;
  languageList: string;
  languageNames: string[];
  rejectAll: string;
}

export function controlTexts(locale: string, root: string): ControlTexts {
  const read = (ns: string) =>
    JSON.parse(readFileSync(path.join(root, 'public/locales', locale, `${ns}.json`), 'utf8'));
  const common = read('common');
  const navigation = read('navigation');
  const current: string = common.languages[locale].fullName;
  return {
    menuOpen: navigation.menu.open,
    menuTitle: navigation.menu.title,
    languageButton: String(common.languageSelector.label).replace('{{language}}', current),
    languageList: common.languageSelector.listLabel,
    languageNames: Object.values(common.languages as Record<string, { name: string }>).map(
      (l) => l.name,
    ),
    rejectAll: common.cookies.banner.rejectAll,
  };
}

export const localeOf = (page: string) => (page.startsWith('/en') ? 'en' : 'pt-BR');

interface Control {
  /** Taps made first and not counted (the selector lives inside the phone menu at 360 px). */
  before: ControlId[];
  /** The pages it is on (all when absent). */
  on?: (pagePath: string) => boolean;
  /** Done first and not counted: waiting for the control, scrolling to it (as the visitor does). */
  prepare?: (page: Page, texts: ControlTexts) => Promise<void>;
  /** The control, by role and accessible name. */
  locate(page: Page, texts: ControlTexts): Locator;
  expect(texts: ControlTexts): ExpectedChange;
}

// The phone menu's answer is its navigation (or the dialog holding it) named "Menu". The language
// selector's is its list of languages, named "Escolha o idioma" or seen by its options (any
// language's name on an option, a link or a radio): at 360 px the list opens at the bottom of the
// menu and only its first option may be on screen. A cookie choice's answer is the banner gone,
// measured on "reject all" (accepting also starts loading the analytics tag, another cost).
export const controls: Record<ControlId, Control> = {
  menu: {
    before: [],
    locate: (page, t) => byRole(page, 'button', t.menuOpen),
    expect: (t) => ({
      change: 'appears',
      anyOf: [{ roles: ['navigation', 'dialog'], name: { equals: t.menuTitle } }],
    }),
  },
  language: {
    before: ['menu'],
    locate: (page, t) => byRole(page, 'button', t.languageButton),
    expect: (t) => ({
      change: 'appears',
      anyOf: [
        {
          roles: ['listbox', 'list', 'menu', 'group', 'dialog', 'navigation', 'radiogroup'],
          name: { equals: t.languageList },
        },
        {
          roles: ['option', 'link', 'menuitem', 'menuitemradio', 'radio'],
          name: { includesAny: t.languageNames },
        },
      ],
    }),
  },
  cookie: {
    before: [],
    locate: (page, t) => byRole(page, 'button', t.rejectAll),
    expect: (t) => ({
      change: 'disappears',
      anyOf: [{ roles: ['button'], name: { equals: t.rejectAll } }],
    }),
  },
  // The footer's language selector, the footer's own control (its links navigate natively): the
  // visitor scrolls down to it (not counted; the scroll may wake the app, as a real one does).
  footer: {
    before: [],
    prepare: async (page, t) => {
      await footerLanguage(page, t).scrollIntoViewIfNeeded();
    },
    locate: (page, t) => footerLanguage(page, t),
    expect: (t) => controls.language.expect(t),
  },
  // The booking slot picker of /demonstracao (issue 25 §2): its times come from the API, so it
  // shows once the app runs; the first tap on a time, once shown (the wait is not counted), must
  // show it chosen. Needs a consultant on the server: the bench adds one to servers it starts.
  slot: {
    before: [],
    on: (pagePath) => pagePath.replace(/\/$/, '').endsWith('/demonstracao'),
    prepare: async (page) => {
      await page.getByRole('radio').first().waitFor({ timeout: answerTimeoutMs });
    },
    locate: (page) => page.getByRole('radio').first(),
    expect: () => ({
      change: 'appears',
      anyOf: [{ roles: ['radio'], name: { includesAny: [''] }, checked: true }],
    }),
  },
};

const footerLanguage = (page: Page, t: ControlTexts) =>
  page.locator('footer').getByRole('button', { name: t.languageButton, exact: true });

/**
 * A bookable consultant on a server this bench started (its throwaway data folder): an account
 * registered through the API, made an administrator and a consultant with the admin CLI, as an
 * operator does (issue 25 §1; default hours Mon–Fri in São Paulo). Without one the slot picker
 * says no time is free and has nothing to tap.
 */
export async function addConsultant(
  server: { base: string; dataDir?: string },
  checkout: string,
): Promise<void> {
  if (!server.dataDir) throw new Error(`${server.base}: no data folder to add a consultant to`);
  const email = `bench.consultant.${Date.now()}@example.com`;
  const password = 'Senha-Forte1';
  const response = await fetch(`${server.base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({
      fullName: 'Carla Consultora',
      email,
      password,
      confirmPassword: password,
      birthDate: '1990-05-17',
      termsAccepted: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(
      `registering the consultant failed: ${response.status} ${await response.text()}`,
    );
  for (const args of [
    ['grant', email],
    ['consultant', email],
  ]) {
    const result = spawnSync(process.execPath, ['scripts/admin.ts', ...args], {
      cwd: checkout,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (result.status !== 0)
      throw new Error(`admin ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  }
}

/** A button by its name, including a `<summary>` (no role of its own in Playwright's reckoning). */
function byRole(page: Page, role: 'button', name: string): Locator {
  return page
    .getByRole(role, { name, exact: true })
    .or(page.locator('summary').filter({ hasText: name }))
    .or(page.locator(`summary[aria-label="${name.replaceAll('"', '\\"')}"]`));
}

/** The copy of a control the visitor sees: the one on screen (the footer has a selector too). */
async function onScreen(locator: Locator, page: Page): Promise<Locator> {
  const viewport = page.viewportSize() ?? phone.viewport;
  const all = await locator.all();
  for (const candidate of all) {
    const box = await candidate.boundingBox();
    if (box && box.y + box.height > 0 && box.y < viewport.height && box.width > 0) return candidate;
  }
  if (all[0]) return all[0];
  throw new Error('control not found');
}

/**
 * What a trace records: the main thread's tasks and JavaScript samples, input, style, layout and
 * paint, as DevTools' Performance panel does (issue 26 §1: what runs on a tap's path).
 */
const traceCategories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'blink.user_timing',
  'input',
  'latencyInfo',
  'loading',
];

async function writeTrace(cdp: CDPSession, file: string): Promise<void> {
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event) => resolve(String(event.stream))),
  );
  await cdp.send('Tracing.end');
  const stream = await done;
  const chunks: string[] = [];
  for (;;) {
    const { data, eof } = await cdp.send('IO.read', { handle: stream });
    chunks.push(data);
    if (eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, chunks.join(''));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Taps a control and waits (untimed) until its answer shows: the steps before a measured tap. */
async function openUncounted(page: Page, id: ControlId, texts: ControlTexts): Promise<void> {
  const control = controls[id];
  await (await onScreen(control.locate(page, texts), page)).tap();
  await page.waitForFunction(
    (expected) => window.__firstTapCheck?.(expected),
    control.expect(texts),
    {
      timeout: answerTimeoutMs,
    },
  );
}

/** One first visit and one measured tap; the tap's time to a visible answer in ms, or null. */
export async function measureOnce(
  browser: Browser,
  base: string,
  pagePath: string,
  id: ControlId,
  root: string,
  /** A file to write the visit's Chrome trace to (`--trace`), for chrome://tracing or DevTools. */
  traceFile?: string,
  /** When the tap lands: a second after load (the visitor) or as hydration starts. */
  moment: TapMoment = 'load',
): Promise<number | null> {
  const locale = localeOf(pagePath);
  const texts = controlTexts(locale, root);
  const control = controls[id];
  const context = await browser.newContext({ ...phone, locale, serviceWorkers: 'allow' });
  try {
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    if (traceFile)
      await cdp.send('Tracing.start', {
        transferMode: 'ReturnAsStream',
        traceConfig: { includedCategories: traceCategories },
      });
    await page.goto(`${base}${pagePath}`, { waitUntil: 'load', timeout: 120_000 });
    // The visitor: one second after the load event (the measurement's definition).
    if (moment === 'load') await sleep(waitAfterLoadMs);
    for (const step of control.before) await openUncounted(page, step, texts);
    await control.prepare?.(page, texts);

    const expected = control.expect(texts);
    if (await page.evaluate((e) => window.__firstTapCheck?.(e), expected))
      throw new Error(`${pagePath} ${id}: the expected change shows before the tap`);
    const target = await onScreen(control.locate(page, texts), page);
    await page.evaluate((e) => {
      if (window.__firstTap) window.__firstTap.armed = e;
    }, expected);
    // The gate hands React Router its route modules right before it imports the entry, which
    // hydrates: the tap lands in the entry's evaluation or in hydration (scripts/hydration-gate.ts).
    if (moment === 'hydration')
      await page.waitForFunction(() => '__reactRouterRouteModules' in window, undefined, {
        polling: 'raf',
        timeout: answerTimeoutMs,
      });
    await target.tap();
    // Read the result the page recorded; the polling interval only decides when it is read.
    const deadline = Date.now() + answerTimeoutMs;
    while (Date.now() < deadline) {
      const state = await page
        .evaluate(() => window.__firstTap ?? null)
        .catch(() => null /* between documents of a navigation */);
      if (state?.tapAt != null && state.visibleAt != null) {
        if (traceFile) await writeTrace(cdp, traceFile);
        return state.visibleAt - state.tapAt;
      }
      await sleep(100);
    }
    return null;
  } finally {
    await context.close();
  }
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const { values } = parseArgs({
    options: {
      ...sideBySideOptions,
      pages: { type: 'string' },
      controls: { type: 'string' },
      trace: { type: 'string' },
      moment: { type: 'string' },
    },
  });
  const moment = (values.moment ?? 'load') as TapMoment;
  if (!tapMoments.includes(moment)) throw new Error(`--moment: one of ${tapMoments.join(', ')}`);
  const runs = Number(values.runs ?? process.env.FIRST_TAP_RUNS ?? 5);
  const pages = values.pages ? values.pages.split(',') : [...firstTapPages];
  const chosen = (values.controls ? values.controls.split(',') : defaultControls) as ControlId[];
  for (const id of chosen) if (!controlIds.includes(id)) throw new Error(`unknown control ${id}`);
  const baselineTarget = values.baseline ?? process.env.FIRST_TAP_BASELINE;

  const servers: { name: string; base: string; stop(): void }[] = [];
  const browser = await launchChromium();
  const cells: Cell[] = [];
  const load = loadavg().map((l) => l.toFixed(1));
  try {
    servers.push({
      name: 'this',
      ...(await serverFor(values.url ?? process.env.FIRST_TAP_URL ?? root, 'first-tap')),
    });
    if (baselineTarget)
      servers.push({ name: 'baseline', ...(await serverFor(baselineTarget, 'first-tap')) });
    if (chosen.includes('slot') && pages.some((p) => controls.slot.on?.(p))) {
      const checkouts = [values.url ?? process.env.FIRST_TAP_URL ?? root, baselineTarget];
      for (const [i, server] of servers.entries()) {
        const checkout = checkouts[i];
        // Without one the slot's taps go unanswered (reported so), the rest is measured.
        if (checkout && existsSync(checkout))
          await addConsultant(server, path.resolve(checkout)).catch((error: unknown) =>
            console.error(`${server.name}: no consultant added: ${String(error)}`),
          );
      }
    }
    for (const pagePath of pages) {
      for (const id of chosen) {
        if (controls[id].on && !controls[id].on(pagePath)) continue;
        const cell: Cell = {
          page: pagePath,
          control: id,
          runs: Object.fromEntries(servers.map((s) => [s.name, []])),
        };
        for (let run = 0; run < runs; run++) {
          // Alternating which server goes first, so a machine getting busier weighs on both alike.
          const order = run % 2 === 0 ? servers : [...servers].reverse();
          for (const server of order) {
            let ms: number | null = null;
            try {
              ms = await measureOnce(
                browser,
                server.base,
                pagePath,
                id,
                root,
                values.trace
                  ? path.resolve(
                      values.trace,
                      `${server.name}${pagePath.replaceAll('/', '_')}-${id}-${run + 1}.json`,
                    )
                  : undefined,
                moment,
              );
            } catch (error) {
              console.error(`${server.name} ${pagePath} ${id} run ${run + 1}: ${String(error)}`);
            }
            cell.runs[server.name]?.push(ms);
            console.error(
              `${server.name} ${pagePath} ${id} run ${run + 1}: ${ms === null ? 'no answer' : formatMs(ms)}`,
            );
          }
        }
        cells.push(cell);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
  const loadAfter = loadavg().map((l) => l.toFixed(1));
  console.log(
    `First tap${moment === 'hydration' ? ' as hydration starts' : ''} → visible answer, median of ${runs} first visits per page and control (range), ` +
      `360×800 touch, CPU ${cpuSlowdown}× slower, ${network.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up; ` +
      `${new Date().toISOString()}, load average ${load.join(' / ')} → ${loadAfter.join(' / ')}` +
      (servers.length > 1
        ? `; this = ${values.url ?? 'this checkout'}, baseline = ${baselineTarget}`
        : ''),
  );
  console.log(
    formatTable(
      cells,
      servers.map((s) => s.name),
    ),
  );
  console.log(
    jsonLine(cells, {
      date: new Date().toISOString(),
      runs,
      servers: Object.fromEntries(servers.map((s) => [s.name, s.base])),
      loadAverage: { before: load, after: loadAfter },
    }),
  );
}
