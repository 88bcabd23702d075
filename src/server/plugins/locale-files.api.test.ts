import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/app-harness.ts';

/**
 * Spec 01 §7: `GET /locales/{lng}/{ns}.json` is readable cross-origin (issue 15 §4). The build
 * copies public/locales into the client build, so both places that can serve them are checked:
 * the client build (as in production) and the source folder (a server started without a build).
 */
const localesDir = path.resolve('public/locales');
const files = readdirSync(localesDir).flatMap((lng) =>
  readdirSync(path.join(localesDir, lng)).map((file) => `/locales/${lng}/${file}`),
);

function clientBuildWithLocales(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html lang="pt-BR"></html>');
  cpSync(localesDir, path.join(root, 'locales'), { recursive: true });
  // Precompressed, as scripts/postbuild.ts leaves them.
  const common = path.join(root, 'locales/en/common.json');
  writeFileSync(`${common}.br`, brotliCompressSync(readFileSync(common)));
  return root;
}

describe.each([
  ['from the client build', true],
  ['from public/locales without a build', false],
])('locale files %s', (_where, withBuild) => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = withBuild ? clientBuildWithLocales() : path.join(tmpdir(), 'no-client-build');
    t = await startTestApp('sqlite', { CLIENT_DIR: clientDir, LOCALES_DIR: localesDir });
  });
  afterAll(async () => {
    await t.close();
    if (withBuild) rmSync(clientDir, { recursive: true, force: true });
  });

  it('has the files of three languages to check', () => {
    expect(files.length).toBeGreaterThanOrEqual(3 * 14);
  });

  it.each(files)('%s answers any origin, with a short revalidated cache', async (url) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { origin: 'https://partner.example.org' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
    expect(() => JSON.parse(response.body) as unknown).not.toThrow();
  });

  it('keeps the headers on a compressed answer and on a revalidation', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/locales/en/common.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['access-control-allow-origin']).toBe('*');
    const etag = String(first.headers.etag ?? '');
    expect(etag).not.toBe('');
    const again = await t.app.inject({
      method: 'GET',
      url: '/locales/en/common.json',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a missing file with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/locales/en/nope.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});
