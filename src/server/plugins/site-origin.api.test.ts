import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, testAppUrl, type TestApp } from '#server/test/app-harness.ts';
import { inlineScriptHashes } from './static.ts';
import { bestBrotli, compressed, originRebaser } from './site-origin.ts';

const built = 'https://www.nexusia.com.br';

describe('originRebaser', () => {
  const rebase = originRebaser(built, 'https://site.example');
  it.each([
    [
      `<link rel="canonical" href="${built}/en/faq"/>`,
      '<link rel="canonical" href="https://site.example/en/faq"/>',
    ],
    [`"url":"${built}"`, '"url":"https://site.example"'],
    [`Sitemap: ${built}/sitemap.xml\n`, 'Sitemap: https://site.example/sitemap.xml\n'],
    [`<loc>${built}</loc>`, '<loc>https://site.example</loc>'],
    ['"url":"https://cripto.nexusia.com.br"', '"url":"https://cripto.nexusia.com.br"'],
    [`${built}.evil.example/x`, `${built}.evil.example/x`],
    [`${built}:8443/x`, `${built}:8443/x`],
    ['contato@nexusia.com.br', 'contato@nexusia.com.br'],
  ])('%s → %s', (input, output) => {
    expect(rebase?.(input)).toBe(output);
  });

  it('does nothing when the build already has the address', () => {
    expect(originRebaser(built, built)).toBeUndefined();
    expect(originRebaser(undefined, built)).toBeUndefined();
  });
});

/** A build made for the production address, served at APP_URL (decision 0046). */
function productionBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'client-build-'));
  const html =
    `<!doctype html><html lang="pt-BR"><head><link rel="canonical" href="${built}/"/>` +
    `<meta property="og:image" content="${built}/og/pt-BR/home.png"/>` +
    `<script type="application/ld+json">{"url":"${built}/","sameAs":"https://cripto.nexusia.com.br"}</script>` +
    '</head><body>Olá' +
    // A page's length: brotli 9 and 11 give different bytes (decision 0140's test).
    Array.from({ length: 300 }, (_, i) => `<p class="p-${i % 7}">Parágrafo ${i * 37}</p>`).join(
      '',
    ) +
    '</body></html>';
  writeFileSync(path.join(root, 'index.html'), html);
  // The build's precompressed copy names the old address; it must not be sent.
  writeFileSync(path.join(root, 'index.html.br'), brotliCompressSync(html));
  writeFileSync(path.join(root, 'robots.txt'), `User-agent: *\nSitemap: ${built}/sitemap.xml\n`);
  writeFileSync(
    path.join(root, 'sitemap.xml'),
    `<?xml version="1.0"?><urlset><url><loc>${built}/</loc></url></urlset>\n`,
  );
  return root;
}

describe('a build served at another address than it was made for', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = productionBuild();
    t = await startTestApp('sqlite', { CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });

  it.each([undefined, 'br', 'gzip'])(
    'pages name APP_URL (accept-encoding %s)',
    async (encoding) => {
      const response = await get('/', encoding);
      expect(response.statusCode).toBe(200);
      const raw = response.rawPayload;
      const html = (
        encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
      ).toString('utf8');
      expect(html).toContain(`<link rel="canonical" href="${testAppUrl}/"/>`);
      expect(html).toContain(`content="${testAppUrl}/og/pt-BR/home.png"`);
      expect(html).toContain(`"url":"${testAppUrl}/"`);
      expect(html).toContain('"sameAs":"https://cripto.nexusia.com.br"');
      expect(html).not.toContain(built);
      // The CSP's hashes are those of the page as sent.
      for (const hash of inlineScriptHashes(html)) {
        expect(response.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
      }
    },
  );

  // Decision 0140: a page made at runtime is sent at brotli 9 at once, then at the build's
  // quality 11 (smaller: fewer slow-start rounds on a phone) once made off the event loop.
  it('sends a rebased page at the build’s brotli quality once it is ready', async () => {
    const first = await get('/', 'br');
    const html = brotliDecompressSync(first.rawPayload);
    const best = await bestBrotli(html);
    // The page is long enough for the two qualities to differ.
    expect(compressed(html).br.equals(best)).toBe(false);
    await vi.waitFor(async () => {
      const later = await get('/', 'br');
      expect(later.rawPayload.equals(best)).toBe(true);
    });
    expect(brotliDecompressSync(best).equals(html)).toBe(true);
  });

  it.each([
    ['/robots.txt', `Sitemap: ${testAppUrl}/sitemap.xml`, /^text\/plain/],
    ['/sitemap.xml', `<loc>${testAppUrl}/</loc>`, /^application\/xml/],
  ])('%s names APP_URL', async (url, expected, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type'])).toMatch(type);
    expect(response.body).toContain(expected);
    expect(response.body).not.toContain(built);
  });
});

describe('a build served at the address it was made for', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = productionBuild();
    t = await startTestApp('sqlite', { CLIENT_DIR: clientDir, APP_URL: built });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the files as built, precompressed copies included', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain(`href="${built}/"`);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${built}/sitemap.xml`);
  });
});
