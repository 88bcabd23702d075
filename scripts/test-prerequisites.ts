// First step of `npm test` (issue 17): the journeys need Debian's Chromium and the API tests need
// PostgreSQL's server binaries. Check both before any test starts; install what is missing when
// this machine can (root or password-less sudo, and apt), otherwise stop at once with the command.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isExecutable } from '#server/test/postgres-cluster.ts';

export type Privilege = 'root' | 'sudo' | 'none';

export interface Requirement {
  /** What the tests need, as a reader would name it. */
  name: string;
  /** Debian packages that provide it. */
  packages: readonly string[];
  /** Why the check failed: `default` (the usual place is empty) or a custom path that is wrong. */
  problem?: { kind: 'missing' } | { kind: 'bad-override'; variable: string; value: string };
}

export type Plan =
  | { action: 'none' }
  | { action: 'install'; packages: string[]; commands: string[][]; announce: string }
  | { action: 'stop'; message: string };

const APT_FLAGS = ['-y', '--no-install-recommends'];

/** The shell line a person runs to install the packages themselves. */
export function installCommand(packages: readonly string[], privilege: Privilege): string {
  const sudo = privilege === 'root' ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install ${APT_FLAGS.join(' ')} ${packages.join(' ')}`;
}

/** What to do, from what is missing and what this machine allows: pure, so every case is tested. */
export function planFor(
  requirements: readonly Requirement[],
  machine: { privilege: Privilege; hasApt: boolean },
): Plan {
  const failing = requirements.filter((r) => r.problem);
  if (failing.length === 0) return { action: 'none' };

  // A variable pointing somewhere wrong is a local choice that an install cannot repair.
  const overrides = failing.flatMap((r) => (r.problem?.kind === 'bad-override' ? [r] : []));
  if (overrides.length > 0) {
    const lines = overrides.map((r) => {
      const p = r.problem as { variable: string; value: string };
      return `  ${p.variable}=${p.value} does not lead to ${r.name}: fix or unset it.`;
    });
    return { action: 'stop', message: stopMessage(lines, failing, machine.privilege) };
  }

  const packages = [...new Set(failing.flatMap((r) => r.packages))];
  if (machine.hasApt && machine.privilege !== 'none') {
    const sudo = machine.privilege === 'sudo' ? ['sudo', '-n'] : [];
    return {
      action: 'install',
      packages,
      commands: [
        [...sudo, 'apt-get', 'update'],
        [
          ...sudo,
          'env',
          'DEBIAN_FRONTEND=noninteractive',
          'apt-get',
          'install',
          ...APT_FLAGS,
          ...packages,
        ],
      ],
      announce:
        `npm test: ${failing.map((r) => r.name).join(' and ')} missing; installing ` +
        `${packages.join(' ')} with apt-get${machine.privilege === 'sudo' ? ' (sudo)' : ''}.`,
    };
  }
  const lines = failing.map((r) => `  missing: ${r.name}`);
  return { action: 'stop', message: stopMessage(lines, failing, machine.privilege) };
}

function stopMessage(lines: string[], failing: readonly Requirement[], privilege: Privilege) {
  const packages = [...new Set(failing.flatMap((r) => r.packages))];
  return [
    'npm test cannot start:',
    ...lines,
    'Install them (Debian/Ubuntu), then run `npm test` again:',
    `  ${installCommand(packages, privilege === 'root' ? 'root' : 'sudo')}`,
    'Elsewhere: CHROMIUM_PATH=<chromium binary> and PG_BIN_DIR=<folder with initdb and pg_ctl>.',
  ].join('\n');
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && isExecutable(path.join(dir, command)));
}

/** The same places playwright.config.ts and src/server/test/postgres-cluster.ts look in. */
export function inspectMachine(env: NodeJS.ProcessEnv = process.env): Requirement[] {
  const chromium: Requirement = { name: 'Chromium', packages: ['chromium', 'fonts-liberation'] };
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH))
      chromium.problem = {
        kind: 'bad-override',
        variable: 'CHROMIUM_PATH',
        value: env.CHROMIUM_PATH,
      };
  } else if (!isExecutable('/usr/bin/chromium')) chromium.problem = { kind: 'missing' };

  const postgres: Requirement = { name: 'PostgreSQL server binaries', packages: ['postgresql'] };
  if (env.TEST_DATABASE_URL) {
    // The API tests then use that server and start no cluster of their own.
  } else if (env.PG_BIN_DIR) {
    if (!isExecutable(path.join(env.PG_BIN_DIR, 'initdb')))
      postgres.problem = { kind: 'bad-override', variable: 'PG_BIN_DIR', value: env.PG_BIN_DIR };
  } else if (!debianPostgres() && !onPath('initdb')) postgres.problem = { kind: 'missing' };

  return [chromium, postgres];
}

function debianPostgres(): boolean {
  try {
    return readdirSync('/usr/lib/postgresql').some((v) =>
      isExecutable(path.join('/usr/lib/postgresql', v, 'bin', 'initdb')),
    );
  } catch {
    return false;
  }
}

function privilegeOfThisProcess(): Privilege {
  if (process.getuid?.() === 0) return 'root';
  if (!onPath('sudo')) return 'none';
  // -n: never prompt; a password-protected sudo answers at once with a failure.
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? 'sudo' : 'none';
}

function main(): number {
  const plan = planFor(inspectMachine(), {
    privilege: privilegeOfThisProcess(),
    hasApt: onPath('apt-get'),
  });
  if (plan.action === 'none') return 0;
  if (plan.action === 'stop') {
    console.error(plan.message);
    return 1;
  }
  console.log(plan.announce);
  for (const [command, ...args] of plan.commands) {
    console.log(`$ ${[command, ...args].join(' ')}`);
    const run = spawnSync(command ?? '', args, { stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`npm test: \`${[command, ...args].join(' ')}\` failed (exit ${run.status}).`);
      return 1;
    }
  }
  const still = inspectMachine().filter((r) => r.problem);
  if (still.length > 0) {
    console.error(
      `npm test: still missing after the install: ${still.map((r) => r.name).join(', ')}.`,
    );
    return 1;
  }
  return 0;
}

if (import.meta.main) process.exitCode = main();
