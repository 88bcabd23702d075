import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import * as thisCheckout from '#server/test/app-process.ts';
import {
  kindsFromArgs,
  machineDescription,
  prepareTarget,
  repoRoot,
  startPostgresServer,
  type BenchKind,
  type PostgresServer,
} from './bench/targets.ts';

/**
 * `npm run bench:stop -- --baseline=<checkout>` (decision 0162): what a stop does to requests
 * whose client has gone. Each round starts the server (this checkout's, or the baseline
 * checkout's `src/server/main.ts`, alternately), sends STOP_CLIENTS (300) lead POSTs whose
 * clients hang up as soon as their request is written, and sends SIGTERM at once, as a deploy
 * would after a load balancer's timeout. Per round: the server's error lines at its stop, its exit
 * code, and the leads stored. STOP_ROUNDS (3) rounds per side, on SQLite and on PostgreSQL
 * (`--only=sqlite|postgres`). The baseline checkout needs its own node_modules.
 */

type AppProcessModule = typeof thisCheckout;

const { values } = parseArgs({
  options: { baseline: { type: 'string' }, only: { type: 'string' } },
  allowPositionals: true,
});
const rounds = Number(process.env.STOP_ROUNDS ?? 3);
const clients = Number(process.env.STOP_CLIENTS ?? 300);

interface Side {
  name: string;
  appProcess: AppProcessModule;
}

interface Round {
  kind: BenchKind;
  side: string;
  errorsAtStop: string[];
  exit: number | string | null;
  storedLeads: number;
}

/** Writes each request and closes its socket once written: nobody waits for an answer. */
async function abandonLeads(port: number, count: number): Promise<void> {
  const body = (i: number) =>
    JSON.stringify({ name: `Stop ${i}`, email: `stop-${i}@example.com`, message: 'stop probe' });
  await Promise.all(
    Array.from(
      { length: count },
      (_, i) =>
        new Promise<void>((resolve) => {
          const socket = connect(port, '127.0.0.1');
          socket.on('error', () => resolve());
          socket.on('connect', () => {
            const payload = body(i);
            socket.write(
              `POST /api/contacts HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
                `Content-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
              () => {
                socket.destroy();
                resolve();
              },
            );
          });
        }),
    ),
  );
}

async function runRound(kind: BenchKind, side: Side, pg?: PostgresServer): Promise<Round> {
  const target = await prepareTarget(kind, pg);
  try {
    const server = await side.appProcess.startAppProcess({
      env: {
        ...target.env,
        // No client build is needed: every lead is an API request.
        NODE_ENV: 'test',
        CLIENT_DIR: path.join(target.dataDir, 'no-client-build'),
        LOG_LEVEL: 'warn',
      },
    });
    await abandonLeads(server.port, clients);
    const exit = await server.stop();
    const database = target.open();
    const stored = await database.db
      .selectFrom('contact_submission')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
      .finally(() => database.close());
    const storedLeads = Number(stored.n);
    return { kind, side: side.name, errorsAtStop: server.errors(), exit, storedLeads };
  } finally {
    await target.cleanup();
  }
}

async function main(): Promise<void> {
  const sides: Side[] = [{ name: 'this checkout', appProcess: thisCheckout }];
  if (values.baseline) {
    const file = path.resolve(values.baseline, 'src/server/test/app-process.ts');
    sides.push({
      name: `baseline ${values.baseline}`,
      appProcess: (await import(pathToFileURL(file).href)) as AppProcessModule,
    });
  }
  console.log(`bench:stop on ${machineDescription()}`);
  console.log(`this checkout: ${repoRoot}; ${clients} abandoned leads per round, ${rounds} rounds`);
  const results: Round[] = [];
  for (const kind of kindsFromArgs()) {
    const pg = kind === 'postgres' ? await startPostgresServer() : undefined;
    try {
      for (let round = 1; round <= rounds; round++) {
        // Alternating which side goes first cancels a drift in the machine's load.
        const order = round % 2 === 1 ? sides : [...sides].reverse();
        for (const side of order) {
          const result = await runRound(kind, side, pg);
          results.push(result);
          console.log(
            `${kind} #${round} ${side.name}: ${result.errorsAtStop.length} error line(s) at the stop, ` +
              `exit ${String(result.exit)}, ${result.storedLeads} leads stored ` +
              `(load ${os.loadavg()[0]?.toFixed(1)})`,
          );
          if (result.errorsAtStop[0]) console.log(`  e.g. ${result.errorsAtStop[0].slice(0, 300)}`);
        }
      }
    } finally {
      await pg?.stop();
    }
  }
  console.log(
    '\n| database | side | error lines at the stop, per round | exit codes | leads stored |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const kind of new Set(results.map((r) => r.kind))) {
    for (const side of sides) {
      const mine = results.filter((r) => r.kind === kind && r.side === side.name);
      console.log(
        `| ${kind} | ${side.name} | ${mine.map((r) => r.errorsAtStop.length).join(', ')} | ` +
          `${mine.map((r) => String(r.exit)).join(', ')} | ${mine.map((r) => r.storedLeads).join(', ')} |`,
      );
    }
  }
  console.log(`\nat the end: ${machineDescription()}`);
}

await main();
