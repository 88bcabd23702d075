import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '#server/config.ts';

/**
 * `npm start`: builds the client when there is no build or a source file is newer than it (so a
 * fresh clone needs only `npm install && npm start`), then runs the server.
 */
const root = path.resolve(import.meta.dirname, '..');
const buildMarker = path.join(root, 'build/client/index.html');
const sources = [
  'src/client',
  'src/shared',
  'public',
  'react-router.config.ts',
  'vite.config.ts',
  'package-lock.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(target, name))),
    stat.mtimeMs,
  );
}

// A production start without its required settings is refused before a build that can take
// minutes, with the same message main.ts gives (issue "Operations" §6).
try {
  loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const built = existsSync(buildMarker) ? statSync(buildMarker).mtimeMs : 0;
const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (built === 0 || newest > built) {
  console.log(
    built === 0
      ? 'No client build yet: building…'
      : 'Sources changed since the last build: rebuilding…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('#server/main.ts');
