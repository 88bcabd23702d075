import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeBinary, repoRoot, runScript } from './test/run-script.ts';

/** The real entry point as a process: it listens, answers, and stops cleanly on a signal. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not become healthy');
}

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('src/server/main.ts', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('serves, then exits 0 on %s', async (signal) => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const child = spawn(nodeBinary, ['src/server/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    try {
      await waitForHealth(`http://127.0.0.1:${port}/readyz`, child);
      child.kill(signal);
      expect(await exited).toBe(0);
      expect(output).toContain('shutting down');
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('refuses to start in production without SESSION_SECRET and APP_URL, saying what to set', async () => {
    const result = await runScript('src/server/main.ts', [], {
      NODE_ENV: 'production',
      DATA_DIR: '/nonexistent',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('SESSION_SECRET');
    expect(result.stderr).toContain('APP_URL');
  });

  it('refuses an invalid variable, naming it', async () => {
    const result = await runScript('src/server/main.ts', [], {
      PORT: 'not-a-port',
      DATA_DIR: '/nonexistent',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT');
  });

  it('npm run db:migrate applies the migrations once, then reports the schema up to date', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'migrate-'));
    dirs.push(dataDir);
    const first = await runScript('scripts/migrate.ts', [], { DATA_DIR: dataDir });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Applied 001-initial');
    const second = await runScript('scripts/migrate.ts', [], { DATA_DIR: dataDir });
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Schema already up to date');
  });
});
