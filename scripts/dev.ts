import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the API server on :3001 restarting on change, and Vite's dev server on :3000 with
 * hot reload, proxying /api and /locales to it (vite.config.ts). Open http://localhost:3000.
 */
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        PORT: '3001',
        APP_URL: process.env.APP_URL ?? 'http://localhost:3000',
      },
    },
  ),
  spawn('npx', ['react-router', 'dev', '--port', '3000'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
