// npm run bench:lighthouse — Lighthouse (mobile preset, Debian's Chromium) three times on the five
// pages of issue 14 §7 in the production build, printing the median of each score and of LCP, TBT and CLS.
// Figures, not assertions (issue 4 item 8): they depend on the machine; see the closing notes.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// LIGHTHOUSE_PAGES=/,/faq: only these (a before/after on one page, issue 26 §2).
const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
  '/',
  '/technologies',
  '/faq',
  '/en/about',
  '/auth',
];
// LIGHTHOUSE_REPORTS=<folder>: also keep each run's full report there (LCP element, timings).
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const root = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
// The production server on the embedded database, built first when sources changed (npm start).
const server = spawn(process.execPath, ['scripts/start.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: `http://localhost:${port}`,
    SESSION_SECRET: 'lighthouse-bench-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://localhost:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 600) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 500));
}

// The browser's languages (its Accept-Language). Portuguese by default: the five pages are
// Portuguese (bare) or English (prefixed) addresses, measured as the visitor they are for. Headless
// Chromium ignores --lang and always said English, so every bare address was measured as an
// English first visit being moved to /en/… (decision 0071); with the server's first-visit
// decision (0073) that is a 302 first. LIGHTHOUSE_LANG=en measures that English first visit.
const browserLanguages = process.env.LIGHTHOUSE_LANG ?? 'pt-BR,pt';
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    `--accept-lang=${browserLanguages}`,
  ],
});
const rows: string[][] = [];
try {
  for (const page of pages) {
    const results: {
      perf: number;
      a11y: number;
      bp: number;
      seo: number;
      lcp: number;
      tbt: number;
      cls: number;
    }[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no result for ${page}`);
      // A run Lighthouse could not measure (NO_NAVSTART on a busy machine) is reported, not
      // counted: its NaN figures would become the median.
      if (lhr.runtimeError) {
        console.error(`${page} run ${run + 1}: ${lhr.runtimeError.code}, not counted`);
        continue;
      }
      if (reportsDir) {
        mkdirSync(reportsDir, { recursive: true });
        const name = `${page.replace(/\W+/g, '_') || 'home'}-${run + 1}.json`;
        writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
      }
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      if (lhr.mainDocumentUrl !== `${base}${page}`) {
        console.error(`${page} run ${run + 1}: measured ${lhr.mainDocumentUrl}`);
      }
      results.push({
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    const m = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]));
    rows.push([
      page,
      String(m('perf')),
      String(m('a11y')),
      String(m('bp')),
      String(m('seo')),
      `${(m('lcp') / 1000).toFixed(2)} s`,
      `${Math.round(m('tbt'))} ms`,
      m('cls').toFixed(3),
    ]);
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
const header = [
  'page',
  'performance',
  'accessibility',
  'best practices',
  'SEO',
  'LCP',
  'TBT',
  'CLS',
];
console.log(
  `Lighthouse ${runs}× per page (mobile preset, median, browser ${browserLanguages}), ${new Date().toISOString()}`,
);
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
