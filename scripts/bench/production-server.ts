import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  base: string;
  stop(): void;
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
export async function startProductionServer(root: string, label: string): Promise<RunningServer> {
  if (!existsSync(path.join(root, 'build/client/index.html')))
    throw new Error(`No production build in ${root}: run \`npm run build\` there first.`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `${label}-`));
  const base = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: base,
      SESSION_SECRET: `${label}-secret-0123456789abcdef0123456789`,
      LOG_LEVEL: 'warn',
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
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    if (i > 240) {
      stop();
      throw new Error(`the server in ${root} did not become ready in 60 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
