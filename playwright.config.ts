import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys run in Debian's Chromium (/usr/bin/chromium): a test tool's own browser download cannot
 * work on these machines. The server under test is the production build on a throwaway DATA_DIR.
 */
// E2E_PORT lets two checkouts run their journeys side by side on one machine.
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
export const e2eDataDir = path.resolve('test-results/e2e-data');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // One retry, so a journey that fails once from a race on a loaded machine does not sink a whole
  // CI run; it is still reported as flaky by name (scripts/test-summary.ts) and fixed (decision 0066).
  // A journey that fails twice fails the run.
  retries: 1,
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright.json' }],
    ...(process.env.CI
      ? []
      : [['html', { open: 'never', outputFolder: 'reports/playwright-html' }] as const]),
  ],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    // A Brazilian visitor by default: first-visit detection (spec 01 §4) then keeps Portuguese.
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    // The service worker has its own journey (e2e/public-site.spec.ts); elsewhere it would only
    // hide requests from the network mocks.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium keeps calling home and this machine's closed network refuses it.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], locale: 'pt-BR' } }],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://localhost:${e2ePort}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(e2ePort), E2E_DATA_DIR: e2eDataDir },
  },
});
