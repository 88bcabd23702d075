import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

/**
 * The server Playwright starts: a fresh production build and an empty DATA_DIR (SQLite database and
 * mail outbox), so every run starts from nothing and tests read the e-mails the site really sent.
 */
const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? path.join(root, 'test-results/e2e-data');
const port = process.env.E2E_PORT ?? '4173';

rmSync(dataDir, { recursive: true, force: true });
// A measurement id, so the journeys can prove the Google tag waits for consent (the build and the
// server's CSP read the same variable); the journeys answer gtag.js themselves, nothing leaves.
process.env.VITE_GA_MEASUREMENT_ID ??= 'G-E2ETEST000';
const build = spawnSync('npm', ['run', 'build'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  // The admin list refreshes every 2 s instead of 30 s, so a journey sees a new lead arrive.
  env: { ...process.env, VITE_ADMIN_REFRESH_MS: '2000' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: port,
  DATA_DIR: dataDir,
  APP_URL: `http://localhost:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Journeys sign in and send leads many times from one address; the limits have their own API tests.
  RATE_LIMIT_LOGIN_IP_MAX: '1000',
  RATE_LIMIT_REGISTER_MAX: '1000',
  RATE_LIMIT_RECOVERY_MAX: '1000',
  RATE_LIMIT_CONTACT_MAX: '1000',
  RATE_LIMIT_SLOTS_MAX: '1000',
  RATE_LIMIT_MEETING_LINK_MAX: '1000',
  // New leads wake the mail queue at once; the poll only catches retries.
  MAIL_QUEUE_POLL_SECONDS: '2',
  // A scheduled publish shows within about a second, not 15 (e2e/content-desk.spec.ts waits for it).
  CONTENT_SCHEDULE_TICK_SECONDS: '1',
  // As behind nginx: the country journeys (e2e/geo.spec.ts) name the visitor's address in
  // X-Forwarded-For; without that header the connecting address is the visitor's.
  TRUST_PROXY: 'true',
});
await import('#server/main.ts');
