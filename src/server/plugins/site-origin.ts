import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Prerendered pages, sitemap.xml and robots.txt carry absolute URLs (canonical, hreflang, Open
 * Graph and share images, JSON-LD), written at build time with the build's origin (VITE_SITE_URL,
 * else the production address). The site answers at APP_URL, known only when the server starts:
 * each file is rebased onto it once, when first read, so one build serves any address (decision
 * 0046). Only the exact origin followed by a path, quote or tag moves; other hosts (the product
 * sites, e-mail addresses) stay as written.
 */
export type Rebase = (text: string) => string;

/** The origin a build wrote into its pages: the home page's canonical link says it. */
export function buildOrigin(clientDir: string): string | undefined {
  const home = path.join(clientDir, 'index.html');
  if (!existsSync(home)) return undefined;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(home, 'utf8'))?.[1];
  try {
    return canonical ? new URL(canonical).origin : undefined;
  } catch {
    return undefined;
  }
}

export function originRebaser(from: string | undefined, to: string): Rebase | undefined {
  if (!from || from === to) return undefined;
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${escaped}(?=[/"'<\\s]|$)`, 'g');
  return (text) => text.replace(pattern, to);
}

/** A rebased file's precompressed variants, made once in memory (the build's are for the old origin). */
export function compressed(body: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

const brotliAsync = promisify(brotliCompress);

/**
 * A page's brotli at the build's quality (11, as scripts/postbuild.ts writes it), made in zlib's
 * thread pool, off the event loop. A page rebased or rendered at runtime is first sent at
 * quality 9 (`compressed`: ~0.1 s, on the request's path), then, once this is ready, 7–10 %
 * smaller (0.3–0.7 s of a pool thread, once per page and change): a document over two TCP
 * slow-start rounds costs a phone a round trip before its first paint (decision 0140).
 */
export function bestBrotli(body: Buffer): Promise<Buffer> {
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/** Files outside the pages that name the site's address, served from memory once rebased. */
export const rebasedFiles = { 'sitemap.xml': 'application/xml', 'robots.txt': 'text/plain' };

/**
 * Serves sitemap.xml and robots.txt rebased. `sitemapExtra` adds `<url>` elements read at each
 * request: the published content's pages (issue 23 §7, decision 0123), which no build knows.
 */
export function registerRebasedFiles(
  app: FastifyInstance,
  root: string,
  rebase: Rebase,
  sitemapExtra?: (origin: string) => Promise<string>,
  origin = '',
): void {
  for (const [file, type] of Object.entries(rebasedFiles)) {
    const full = path.join(root, file);
    if (!existsSync(full)) continue;
    const body = rebase(readFileSync(full, 'utf8'));
    const extended = file === 'sitemap.xml' && sitemapExtra;
    app.get(`/${file}`, async (_request, reply) =>
      reply
        .type(`${type}; charset=utf-8`)
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .send(extended ? withUrls(body, await extended(origin)) : body),
    );
  }
}

function withUrls(sitemap: string, urls: string): string {
  if (!urls) return sitemap;
  const end = sitemap.lastIndexOf('</urlset>');
  return end < 0 ? sitemap : `${sitemap.slice(0, end)}${urls}\n${sitemap.slice(end)}`;
}
