// npm run bench:lighthouse — Lighthouse (mobile preset, Debian's Chromium) three times on the five
// pages of issue 14 §7 in the production build, printing the median of each score and of LCP, TBT and CLS.
// Figures, not assertions (issue 4 item 8): they depend on the machine; see the closing notes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { formatLcpNetworkPath, lastLcpNetworkPath } from './bench/lantern-lcp-path.ts';
import { startProductionServer, type RunningServer } from './bench/production-server.ts';

// LIGHTHOUSE_PAGES=/,/faq: only these (a before/after on one page, issue 26 §2).
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/technologies',
  '/faq',
  '/en/about',
  '/auth',
];
// LIGHTHOUSE_REPORTS=<folder>: also keep each run's full report there (LCP element, timings) and its trace.
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// A run that ends in a runtime error is run again this many times before it is left out.
const maxRetries = 2;
// LIGHTHOUSE_LCP_PATH=1: after each run, the requests the simulated phone waited for before the
// largest paint, with their simulated times (decision 0147: which one ended last).
const printLcpPath = Boolean(process.env.LIGHTHOUSE_LCP_PATH);
const root = path.resolve(import.meta.dirname, '..');
// LIGHTHOUSE_BUILDS=before=/tmp/a/client,after=build/client: alternatives side by side in one run
// (issue 26 §2). Each client folder (a copy of an earlier build) gets its own server, and the runs
// alternate between them page by page, so a slow minute of this shared machine falls on every
// alternative alike instead of on one of them (runs swing 20–30 % here).
const builds = process.env.LIGHTHOUSE_BUILDS?.split(',').map((entry) => {
  const [name, clientDir] = entry.split('=');
  if (!name || !clientDir)
    throw new Error(`LIGHTHOUSE_BUILDS entry ${entry}: expected name=folder`);
  return { name, clientDir: path.resolve(clientDir) };
});

// LIGHTHOUSE_EXAMPLE_CONTENT=1: the server's database gets `npm run content:example` first (issue
// 23 §7: a case study and an article measured), e.g. with
// LIGHTHOUSE_PAGES=/casos/exemplo-caso-1,/insights/exemplo-artigo-1.
const exampleData = process.env.LIGHTHOUSE_EXAMPLE_CONTENT
  ? mkdtempSync(path.join(tmpdir(), 'lighthouse-content-'))
  : undefined;
if (exampleData) {
  const written = spawnSync(process.execPath, ['scripts/content-example.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: exampleData, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (written.status !== 0) throw new Error('npm run content:example failed');
}
const contentSettings: Record<string, string> = exampleData ? { DATA_DIR: exampleData } : {};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

// The production server on the embedded database, built first when sources changed (npm start);
// with LIGHTHOUSE_BUILDS, one production server per build as it is.
const servers: { name: string; server: RunningServer }[] = [];
try {
  if (builds) {
    for (const { name, clientDir } of builds) {
      // A build inside another checkout (`<checkout>/build/client`) is served by that checkout's
      // own server: pages rendered at runtime (content, decision 0094) go through its own
      // transforms, not this checkout's (decision 0140 changed them).
      const checkout = path.resolve(clientDir, '..', '..');
      const ownServer = existsSync(path.join(checkout, 'src', 'server', 'main.ts'));
      servers.push({
        name,
        server: await startProductionServer(ownServer ? checkout : root, 'lighthouse', {
          CLIENT_DIR: clientDir,
          ...contentSettings,
        }),
      });
    }
  } else
    servers.push({
      name: '',
      server: await startProductionServer(root, 'lighthouse', contentSettings, {
        buildFirst: true,
      }),
    });
} catch (error) {
  for (const { server } of servers) server.stop();
  if (exampleData) rmSync(exampleData, { recursive: true, force: true });
  throw error;
}

// The browser's languages (its Accept-Language). Portuguese by default: the five pages are
// Portuguese (bare) or English (prefixed) addresses, measured as the visitor they are for. Headless
// Chromium ignores --lang and always said English, so every bare address was measured as an
// English first visit being moved to /en/… (decision 0071); with the server's first-visit
// decision (0073) that is a 302 first. LIGHTHOUSE_LANG=en measures that English first visit.
const browserLanguages = process.env.LIGHTHOUSE_LANG ?? 'pt-BR,pt';
// One request per page and server first, as the first visitor's: a page the server rebased or
// rendered at runtime is sent at brotli 9 to that visitor and at the build's quality 11 to the
// next ones (decision 0140), which is what is measured. An older checkout's server simply
// answers the same way twice.
for (const { server } of servers) {
  for (const page of pages) {
    await fetch(`${server.base}${page}`, {
      headers: { 'accept-encoding': 'br', 'accept-language': browserLanguages },
      redirect: 'manual',
    }).then((response) => response.arrayBuffer());
  }
}
// A fresh browser for every run, as Lighthouse's own CLI does: reusing one tab, each run began
// while the renderer was still tearing down the previous run's page (V8 deoptimisation and
// garbage collection, 114–211 ms of CPU, decision 0143), and Lighthouse counted that as an
// "Unattributable" long task of the page measured: TBT swung 0–550 ms on every build alike.
const chromeOptions = {
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    `--accept-lang=${browserLanguages}`,
  ],
};
async function lighthouseInFreshBrowser(url: string) {
  const chrome = await chromeLauncher.launch(chromeOptions);
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
  } finally {
    chrome.kill();
  }
}
interface Figures {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
}
const rows: string[][] = [];
try {
  for (const page of pages) {
    const results = new Map<string, Figures[]>(servers.map(({ name }) => [name, []]));
    for (let run = 0; run < runs; run++) {
      for (const { name, server } of servers) {
        const base = server.base;
        const label = name ? `${name} ${page}` : page;
        // A run Lighthouse could not measure (NO_NAVSTART on a busy machine) is reported and run
        // again, up to twice: its NaN figures must not become the median, and a median of fewer
        // runs than asked (two: the higher of them) is not the figure the table claims.
        let result = await lighthouseInFreshBrowser(`${base}${page}`);
        for (let retry = 0; result?.lhr.runtimeError && retry < maxRetries; retry++) {
          console.error(`${label} run ${run + 1}: ${result.lhr.runtimeError.code}, run again`);
          result = await lighthouseInFreshBrowser(`${base}${page}`);
        }
        if (!result) throw new Error(`no result for ${label}`);
        const { lhr } = result;
        if (lhr.runtimeError) {
          console.error(`${label} run ${run + 1}: ${lhr.runtimeError.code}, not counted`);
          continue;
        }
        if (reportsDir) {
          mkdirSync(reportsDir, { recursive: true });
          const prefix = name ? `${name}-` : '';
          const file = `${prefix}${page.replace(/\W+/g, '_') || 'home'}-${run + 1}.json`;
          writeFileSync(path.join(reportsDir, file), JSON.stringify(lhr));
          // The run's trace beside it: a long task's wall time against its thread time tells
          // work from a main thread the machine did not schedule (issue 26 §1, decision 0143).
          if (result.artifacts?.Trace)
            writeFileSync(
              path.join(reportsDir, file.replace(/\.json$/, '.trace.json')),
              JSON.stringify(result.artifacts.Trace),
            );
        }
        if (printLcpPath)
          console.log(
            `${label} run ${run + 1} LCP path: ${formatLcpNetworkPath(lastLcpNetworkPath())}`,
          );
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        if (lhr.mainDocumentUrl !== `${base}${page}`) {
          console.error(`${label} run ${run + 1}: measured ${lhr.mainDocumentUrl}`);
        }
        results.get(name)?.push({
          perf: score('performance'),
          a11y: score('accessibility'),
          bp: score('best-practices'),
          seo: score('seo'),
          lcp: audit('largest-contentful-paint'),
          fcp: audit('first-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      }
    }
    for (const [name, figures] of results) {
      const m = (key: keyof Figures) => median(figures.map((r) => r[key]));
      rows.push([
        ...(builds ? [name] : []),
        page,
        String(m('perf')),
        String(m('a11y')),
        String(m('bp')),
        String(m('seo')),
        `${(m('lcp') / 1000).toFixed(2)} s`,
        `${(m('fcp') / 1000).toFixed(2)} s`,
        `${Math.round(m('tbt'))} ms`,
        // Every run's TBT in the order run: a median near the 50 ms goal says little without them.
        figures.map((r) => Math.round(r.tbt)).join(', '),
        m('cls').toFixed(3),
      ]);
    }
  }
} finally {
  for (const { server } of servers) server.stop();
  if (exampleData) rmSync(exampleData, { recursive: true, force: true });
}
const header = [
  ...(builds ? ['build'] : []),
  'page',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'LCP',
  // LCP's floor (decision 0090): the first paint's figure shows what a change to it bought.
  'FCP',
  'TBT',
  'TBT per run',
  'CLS',
];
console.log(
  `Lighthouse ${runs}× per page (mobile preset, median, browser ${browserLanguages}), ${new Date().toISOString()}`,
);
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
