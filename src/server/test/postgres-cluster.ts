import { execFile } from 'node:child_process';
import { accessSync, constants, readdirSync, realpathSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './app-process.ts';

/**
 * A throwaway PostgreSQL cluster for the server tests (spec: API tests on SQLite and PostgreSQL).
 * It lives in a temp dir, listens on a free loopback port and is tuned for speed over durability:
 * its data is deleted at the end of the run anyway.
 */

export interface PostgresCluster {
  /** Superuser URL (trust auth); tests create their own databases through it. */
  url: string;
  port: number;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
  /**
   * Stops the server (fast shutdown: open sessions are cut) but keeps its data, for database-fault
   * tests. Never call it on the cluster the global setup shares: other test files use it meanwhile.
   */
  stopServer(): Promise<void>;
  /** Starts a server stopped by stopServer again, on the same port with the same data. */
  startServer(): Promise<void>;
}

export interface ClusterOptions {
  /**
   * Keep PostgreSQL's crash-safety settings (fsync, synchronous commit, full page writes) instead
   * of the test speed-ups: the durability benchmark measures what production would keep.
   */
  durable?: boolean;
}

const execFileAsync = promisify(execFile);

const DEBIAN_ROOT = '/usr/lib/postgresql';
const INSTALL_HINT =
  'Install the server with `apt-get install postgresql` (Debian/Ubuntu; the binaries land in ' +
  '/usr/lib/postgresql/<version>/bin), or set PG_BIN_DIR to the folder holding initdb and pg_ctl, ' +
  'or set TEST_DATABASE_URL to a PostgreSQL server you already run.';

// Startup parameters trading durability for speed, plus room for many parallel test pools.
const SERVER_SETTINGS = [
  '-c fsync=off',
  '-c synchronous_commit=off',
  '-c full_page_writes=off',
  '-c max_connections=200',
];
const DURABLE_SETTINGS = ['-c max_connections=200'];
const START_ATTEMPTS = 3;
const LOG_TAIL_LINES = 30;

/** The folder holding initdb/pg_ctl/postgres: PG_BIN_DIR, else the newest Debian install, else PATH. */
export function findPostgresBinDir(): string {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv) {
    if (!isExecutable(path.join(fromEnv, 'initdb'))) {
      throw new Error(`PG_BIN_DIR=${fromEnv} has no executable initdb. ${INSTALL_HINT}`);
    }
    return fromEnv;
  }

  const debian = debianBinDirs().find((dir) => isExecutable(path.join(dir, 'initdb')));
  if (debian) return debian;

  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const initdb = path.join(dir, 'initdb');
    // Resolve symlinks (e.g. /usr/local/bin/initdb) so pg_ctl and postgres are found beside it.
    if (dir && isExecutable(initdb)) return path.dirname(realpathSync(initdb));
  }

  throw new Error(`PostgreSQL server binaries (initdb, pg_ctl) were not found. ${INSTALL_HINT}`);
}

export async function startPostgresCluster(
  clusterOptions: ClusterOptions = {},
): Promise<PostgresCluster> {
  const binDir = findPostgresBinDir();
  const baseDir = await mkdtemp(path.join(os.tmpdir(), 'pg-test-'));
  const dataDir = path.join(baseDir, 'data');
  const logFile = path.join(baseDir, 'log');
  const pgCtl = (...args: string[]) =>
    runPostgresTool(binDir, 'pg_ctl', ['-D', dataDir, ...args], baseDir);
  const cleanUp = async () => {
    try {
      await pgCtl('stop', '-m', 'immediate', '-w');
    } finally {
      await rm(baseDir, { recursive: true, force: true });
    }
  };

  try {
    // PostgreSQL refuses to run as root, so as root everything runs as the postgres user.
    if (isRoot()) await execFileAsync('chown', ['postgres', baseDir]);
    await initCluster(binDir, dataDir, baseDir);

    let port = 0;
    // The socket goes in our own dir (-k) so a system server's /var/run/postgresql never matters.
    const serverOptions = () =>
      [
        `-c listen_addresses=127.0.0.1 -p ${port} -k "${baseDir}"`,
        ...(clusterOptions.durable ? DURABLE_SETTINGS : SERVER_SETTINGS),
      ].join(' ');
    const startServer = async () => {
      await pgCtl('-o', serverOptions(), '-l', logFile, '-w', 'start');
    };
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await startServer();
        break;
      } catch (error) {
        // Another process may grab the port between our probe and the server's bind; try another.
        const portTaken = (await logTail(logFile)).includes('could not bind');
        if (!portTaken || attempt === START_ATTEMPTS) throw error;
      }
    }

    let stopped: Promise<void> | undefined;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      stop: () => (stopped ??= cleanUp()),
      stopServer: () => pgCtl('stop', '-m', 'fast', '-w'),
      startServer,
    };
  } catch (error) {
    const log = await logTail(logFile);
    // cleanUp removes the dir even when there is no server left to stop.
    await cleanUp().catch(() => {});
    throw new Error(
      `Could not start the PostgreSQL test cluster (binaries: ${binDir}): ${messageOf(error)}\n` +
        `--- last lines of the server log ---\n${log}`,
      { cause: error },
    );
  }
}

async function initCluster(binDir: string, dataDir: string, cwd: string): Promise<void> {
  const common = ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'];
  try {
    await runPostgresTool(binDir, 'initdb', [...common, '--locale=C.UTF-8'], cwd);
  } catch {
    // Some systems lack the C.UTF-8 locale; the C locale still stores UTF-8 text correctly.
    await rm(dataDir, { recursive: true, force: true });
    await runPostgresTool(binDir, 'initdb', [...common, '--no-locale'], cwd);
  }
}

async function runPostgresTool(
  binDir: string,
  tool: string,
  args: string[],
  cwd: string,
): Promise<void> {
  const command = path.join(binDir, tool);
  // cwd is our temp dir so the postgres user can always read its working directory.
  const [file, argv] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  try {
    await execFileAsync(file, argv, { cwd });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${tool} failed: ${stderr || messageOf(error)}`, { cause: error });
  }
}

function debianBinDirs(): string[] {
  let versions: string[];
  try {
    versions = readdirSync(DEBIAN_ROOT).filter((name) => /^\d+(\.\d+)?$/.test(name));
  } catch {
    return [];
  }
  return versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(DEBIAN_ROOT, version, 'bin'));
}

async function logTail(logFile: string): Promise<string> {
  try {
    const lines = (await readFile(logFile, 'utf8')).trimEnd().split('\n');
    return lines.slice(-LOG_TAIL_LINES).join('\n');
  } catch {
    return '(no server log was written)';
  }
}

/** Whether `file` exists and may be run (test-prerequisites.ts asks the same of Chromium). */
export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function isRoot(): boolean {
  return process.getuid?.() === 0;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
