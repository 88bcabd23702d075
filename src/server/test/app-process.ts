import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { nodeBinary, repoRoot } from './run-script.ts';

/**
 * The real entry point (`src/server/main.ts`) as its own process, the way production runs it: for
 * tests that need several instances or a real crash, and for the benchmarks (scripts/bench/).
 */

export interface AppProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  /** The last 64 KiB the process wrote to stdout and stderr (a benchmark's logs would not fit). */
  output(): string;
  /**
   * Every log line at level error or fatal, in full (the first 100): a benchmark's request lines
   * push a 5xx's cause out of `output()` long before the run ends.
   */
  errors(): string[];
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
  /** SIGTERM and wait: the graceful stop main.ts implements. */
  stop(): Promise<number | string | null>;
  /** SIGKILL and wait: a crash, with no chance to finish anything. */
  kill(): Promise<number | string | null>;
}

export interface AppProcessOptions {
  /** Environment of the process, on top of PATH/HOME; PORT and HOST are chosen here. */
  env: Record<string, string>;
  /** Path (from the repository root) or URL to poll until it answers 200. Default /readyz. */
  readyPath?: string;
  /** Default 60 s: two cores shared by several engineers can make a start slow. */
  readyTimeoutMs?: number;
  /** A fixed port, e.g. to restart an instance where clients expect it. Default: a free one. */
  port?: number;
  /** Pause between two readiness polls. Default 20 ms. */
  pollMs?: number;
  /** Options for Node itself, before the script (e.g. `--cpu-prof` for the profile benchmark). */
  nodeArgs?: string[];
}

const outputTailBytes = 64 * 1024;
const keptErrorLines = 100;

/** pino's JSON line at level error (50) or fatal (60). */
export function isErrorLogLine(line: string): boolean {
  return /^\{"level":[56]\d\b/.test(line);
}

/**
 * Keeps the first `max` error lines of a stream given in chunks that may split a line. A
 * benchmark's server writes thousands of request lines a second on the machine it measures, so
 * a chunk is split into lines only when it holds an error's level at all.
 */
export function errorLineCollector(max: number): {
  push(text: string): void;
  lines(): string[];
} {
  const kept: string[] = [];
  let partial = '';
  return {
    push(text) {
      const chunk = partial + text;
      const end = chunk.lastIndexOf('\n');
      partial = chunk.slice(end + 1);
      if (kept.length >= max || !/"level":[56]\d/.test(chunk)) return;
      for (const line of chunk.slice(0, end + 1).split('\n')) {
        if (kept.length < max && isErrorLogLine(line)) kept.push(line);
      }
    },
    lines: () => [...kept],
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the entry point and resolves once `readyPath` answers 200. */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(nodeBinary, [...(options.nodeArgs ?? []), 'src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'warn',
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // One error collector per stream: stdout's and stderr's chunks interleave.
  const errors = [child.stdout, child.stderr].map((stream) => {
    const collector = errorLineCollector(keptErrorLines);
    stream.on('data', (d: Buffer) => {
      const text = d.toString();
      output = (output + text).slice(-outputTailBytes);
      collector.push(text);
    });
    return collector;
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const url = `http://127.0.0.1:${port}`;
  const end = (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  const readyUrl = new URL(options.readyPath ?? '/readyz', url);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`app process exited before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(readyUrl);
      await response.body?.cancel();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(
        `app process not ready after ${options.readyTimeoutMs ?? 60_000} ms:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 20));
  }

  return {
    url,
    port,
    pid: child.pid ?? 0,
    output: () => output,
    errors: () => errors.flatMap((collector) => collector.lines()).slice(0, keptErrorLines),
    exited,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}

/**
 * A browser's cookies for plain `fetch`, reduced to name=value: what a session needs across
 * instances (the API tests' CookieJar works on app.inject answers instead).
 */
export class FetchCookies {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ') };
  }
}

/** fetch with JSON in and out, sending and keeping cookies when a jar is given. */
export async function fetchJson(
  url: string,
  init: {
    method?: string;
    body?: unknown;
    cookies?: FetchCookies;
    headers?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.cookies?.header(),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  init.cookies?.store(response);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}
