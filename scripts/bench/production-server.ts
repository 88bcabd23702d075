import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  base: string;
  stop(): void;
  /** The throwaway data folder of a server started here (absent for a server given by URL). */
  dataDir?: string;
}

/** A port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The production server of the checkout at `root` on a throwaway data folder, serving its build as
 * it is (the budget check and the first-tap bench measure what a visitor is sent, so nothing is
 * rebuilt here). Resolves once GET /readyz answers; `stop` ends it and removes the data folder.
 */
export async function startProductionServer(
  root: string,
  label: string,
  /** Extra settings, e.g. CLIENT_DIR for a copy of an earlier build (bench:lighthouse's builds). */
  settings: Record<string, string> = {},
  /**
   * Start as `npm start` does (scripts/start.ts), building first when the sources changed, instead
   * of serving the build as it is: bench:lighthouse measures the checkout.
   */
  { buildFirst = false }: { buildFirst?: boolean } = {},
): Promise<RunningServer> {
  const clientDir = path.resolve(root, settings.CLIENT_DIR ?? 'build/client');
  if (!buildFirst && !existsSync(path.join(clientDir, 'index.html')))
    throw new Error(`No production build in ${clientDir}: run \`npm run build\` there first.`);
  // A build takes minutes on a busy machine; a start alone, seconds.
  const readyWithinSeconds = buildFirst ? 300 : 60;
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `${label}-`));
  const base = `http://localhost:${port}`;
  const entry = buildFirst ? 'scripts/start.ts' : 'src/server/main.ts';
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: base,
      SESSION_SECRET: `${label}-secret-0123456789abcdef0123456789`,
      LOG_LEVEL: 'warn',
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null)
      throw new Error(`the server in ${root} exited before it was ready`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop, dataDir };
    } catch {
      // not listening yet
    }
    if (i > readyWithinSeconds * 4) {
      stop();
      throw new Error(`the server in ${root} did not become ready in ${readyWithinSeconds} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The command line of a bench that measures this site beside a baseline (bench:first-tap,
 * bench:translations-loading): `--url` and `--baseline` name what `serverFor` starts, `--runs`
 * how many alternating rounds.
 */
export const sideBySideOptions = {
  url: { type: 'string' },
  baseline: { type: 'string' },
  runs: { type: 'string' },
} as const;

/** A URL is used as is; anything else is a checkout whose build is served for the run. */
export async function serverFor(target: string, label: string): Promise<RunningServer> {
  if (/^https?:\/\//.test(target)) return { base: target.replace(/\/$/, ''), stop: () => {} };
  return startProductionServer(path.resolve(target), label);
}
