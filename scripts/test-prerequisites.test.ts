import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installCommand, planFor, type Privilege, type Requirement } from './test-prerequisites.ts';

const chromium = (problem?: Requirement['problem']): Requirement => ({
  name: 'Chromium',
  packages: ['chromium', 'fonts-liberation'],
  problem,
});
const postgres = (problem?: Requirement['problem']): Requirement => ({
  name: 'PostgreSQL server binaries',
  packages: ['postgresql'],
  problem,
});
const missing = { kind: 'missing' } as const;

describe('planFor', () => {
  it.each<[string, Requirement[], Privilege, boolean, string]>([
    ['everything present, root', [chromium(), postgres()], 'root', true, 'none'],
    ['everything present, no rights, no apt', [chromium(), postgres()], 'none', false, 'none'],
    ['Chromium missing, root with apt', [chromium(missing), postgres()], 'root', true, 'install'],
    [
      'both missing, sudo with apt',
      [chromium(missing), postgres(missing)],
      'sudo',
      true,
      'install',
    ],
    ['PostgreSQL missing, no rights', [chromium(), postgres(missing)], 'none', true, 'stop'],
    ['Chromium missing, root without apt', [chromium(missing), postgres()], 'root', false, 'stop'],
    [
      'a wrong CHROMIUM_PATH is never "repaired" by an install',
      [chromium({ kind: 'bad-override', variable: 'CHROMIUM_PATH', value: '/nope' }), postgres()],
      'root',
      true,
      'stop',
    ],
  ])('%s', (_case, requirements, privilege, hasApt, action) => {
    expect(planFor(requirements, { privilege, hasApt }).action).toBe(action);
  });

  it('installs only the packages of what is missing, through sudo -n when not root', () => {
    const plan = planFor([chromium(), postgres(missing)], { privilege: 'sudo', hasApt: true });
    expect(plan).toMatchObject({
      action: 'install',
      packages: ['postgresql'],
      commands: [
        ['sudo', '-n', 'apt-get', 'update'],
        [
          'sudo',
          '-n',
          'env',
          'DEBIAN_FRONTEND=noninteractive',
          'apt-get',
          'install',
          '-y',
          '--no-install-recommends',
          'postgresql',
        ],
      ],
    });
  });

  it('stops with the exact command to run, naming what is missing', () => {
    const plan = planFor([chromium(missing), postgres(missing)], {
      privilege: 'none',
      hasApt: true,
    });
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain('missing: Chromium');
    expect(message).toContain('missing: PostgreSQL server binaries');
    expect(message).toContain(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium fonts-liberation postgresql',
    );
  });

  it('names the variable that points somewhere wrong', () => {
    const plan = planFor(
      [chromium(), postgres({ kind: 'bad-override', variable: 'PG_BIN_DIR', value: '/opt/pg' })],
      { privilege: 'root', hasApt: true },
    );
    expect(plan.action === 'stop' && plan.message).toContain('PG_BIN_DIR=/opt/pg does not lead to');
  });
});

describe('installCommand', () => {
  it.each<[Privilege, string]>([
    ['root', 'apt-get update && apt-get install -y --no-install-recommends postgresql'],
    ['sudo', 'sudo apt-get update && sudo apt-get install -y --no-install-recommends postgresql'],
  ])('as %s', (privilege, command) => {
    expect(installCommand(['postgresql'], privilege)).toBe(command);
  });
});

// The script as `npm test` runs it: a real process, as an unprivileged user where we can be one.
describe('scripts/test-prerequisites.ts as a process', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const node = process.execPath;
  const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
  const run = (env: NodeJS.ProcessEnv) =>
    spawnSync(node, ['scripts/test-prerequisites.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      ...asNobody,
    });

  it('stops before any test, exit code 1, with the command to run', () => {
    const result = run({ CHROMIUM_PATH: '/nonexistent/chromium', PG_BIN_DIR: '/nonexistent/pg' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'CHROMIUM_PATH=/nonexistent/chromium does not lead to Chromium',
    );
    expect(result.stderr).toContain('PG_BIN_DIR=/nonexistent/pg does not lead to');
    expect(result.stderr).toContain('apt-get install -y --no-install-recommends chromium');
    expect(result.stdout).toBe('');
  });

  it('says nothing and exits 0 when everything is there', () => {
    // This very test run needs both, so they are present here.
    const result = run({ CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });
});
