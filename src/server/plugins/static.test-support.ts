import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { BuildOptions } from '#server/app.ts';
import type { Env } from '#server/config.ts';
import { useTestApp, type TestApp } from '#server/test/app-harness.ts';
import type { TestDatabaseKind } from '#server/test/databases.ts';

/**
 * What the static-file suites share (issue 24 split them by subject: no file over 500 lines): a
 * fake client build and an app that serves it.
 */

/** A minimal client build: three language variants of two pages and the SPA fallback. */
export function fakeClientBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  const page = (file: string, lang: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(
      path.join(root, file),
      `<!doctype html><html lang="${lang}"><body>${file}</body></html>`,
    );
  };
  page('index.html', 'pt-BR');
  page('en/index.html', 'en');
  page('es/index.html', 'es');
  page('about/index.html', 'pt-BR');
  page('en/about/index.html', 'en');
  page('es/about/index.html', 'es');
  writeFileSync(
    path.join(root, '__spa-fallback.html'),
    // As the build writes it: Portuguese, with the loading screen (root HydrateFallback).
    '<!doctype html><html lang="pt-BR"><head><title>app</title></head><body><p lang="pt-BR" class="text-sm" data-testid="translations-loading">Carregando traduções...</p>app</body></html>',
  );
  return root;
}

/**
 * A suite's app serving `fakeClientBuild()` plus what `addFiles` writes into it, on `kind`: the
 * build is made before the app starts and removed after it closes.
 */
export function useClientBuildApp(
  kind: TestDatabaseKind,
  env: Env = {},
  addFiles: (clientDir: string) => void = () => {},
  appOptions: Omit<BuildOptions, 'logStream'> = {},
): TestApp {
  let clientDir = '';
  beforeAll(() => {
    clientDir = fakeClientBuild();
    addFiles(clientDir);
  });
  // Registered before the app's own hooks, so it runs after the app has closed (hooks: 'stack').
  afterAll(() => {
    rmSync(clientDir, { recursive: true, force: true });
  });
  return useTestApp(kind, () => ({ ...env, CLIENT_DIR: clientDir }), appOptions);
}
