import { spawn } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The Node 24 the project pins (devDependency `node`), whatever `node` is on the PATH. */
export const nodeBinary = path.join(repoRoot, 'node_modules/.bin/node');

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a project script in its own process, as a person would from the shell. */
export function runScript(
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(nodeBinary, [file, ...args], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        LOG_LEVEL: 'warn',
        ...env,
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
