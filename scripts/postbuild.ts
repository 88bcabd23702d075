// Pre-compresses the static client build so the server can send `.br`/`.gz` files as they are
// instead of compressing on every request. Runs after `react-router build` (see package.json).
// Idempotent: `.br`/`.gz` files are never inputs, and an output newer than its source is kept.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build as viteBuild } from 'vite';
import { defaultSiteUrl } from '#shared/seo/page-metadata.ts';
import { builtChunkImports, deferHydration } from './hydration-gate.ts';
import { builtStylesheets, inlineStylesheets } from './inline-stylesheet.ts';
import { buildRobots, buildSitemap } from '#shared/seo/sitemap.ts';
import { defaultLocale, supportedLocales } from '#shared/i18n/locales.ts';
import { allPages, localizedPath } from '#shared/routes.ts';
import { writeShareImages } from './share-images.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// `.br`/`.gz` are not in the list, so earlier outputs are skipped without a special case.
const COMPRESSIBLE = new Set([
  '.js',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
// Below about one TCP packet the saving is negligible and costs the server an extra file lookup.
const MIN_BYTES = 1024;

export const CLIENT_BUILD_DIR = fileURLToPath(new URL('../build/client/', import.meta.url));

/** Every regular file below `dir`, recursively, as a path joined onto `dir`. */
export async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

export interface CompressionSummary {
  /** Files that have `.br` and `.gz` siblings after the run. */
  files: number;
  /** Of those, how many were (re)compressed in this run. */
  written: number;
  bytesBefore: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function sizeIfFresh(path: string, sourceMtimeMs: number): Promise<number | undefined> {
  try {
    const s = await stat(path);
    return s.mtimeMs >= sourceMtimeMs ? s.size : undefined;
  } catch {
    return undefined;
  }
}

export async function precompress(dir: string): Promise<CompressionSummary> {
  const summary: CompressionSummary = {
    files: 0,
    written: 0,
    bytesBefore: 0,
    brotliBytes: 0,
    gzipBytes: 0,
  };
  for await (const path of walk(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const source = await stat(path);
    if (source.size <= MIN_BYTES) continue;

    let brSize = await sizeIfFresh(`${path}.br`, source.mtimeMs);
    let gzSize = await sizeIfFresh(`${path}.gz`, source.mtimeMs);
    if (brSize === undefined || gzSize === undefined) {
      const bytes = await readFile(path);
      const [br, gz] = await Promise.all([
        brotliAsync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        }),
        gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      brSize = br.byteLength;
      gzSize = gz.byteLength;
      summary.written += 1;
    }

    summary.files += 1;
    summary.bytesBefore += source.size;
    summary.brotliBytes += brSize;
    summary.gzipBytes += gzSize;
  }
  return summary;
}

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/**
 * sitemap.xml and robots.txt for the address the build is for (VITE_SITE_URL, the same variable
 * the pages' canonical URLs use), dated with the build day.
 */
export async function writeSearchFiles(dir: string, siteUrl: string, day: string): Promise<void> {
  await writeFile(join(dir, 'sitemap.xml'), buildSitemap(siteUrl, day));
  await writeFile(join(dir, 'robots.txt'), buildRobots(siteUrl));
}

/**
 * The pages the service worker must leave alone (issue 12 finding 8): every page rendered in the
 * browser, which is where sessions, tokens and leads are shown, and the prerendered pages kept
 * out of search (the sign-in page: its address carries where to go next).
 */
export function privatePathPattern(): string {
  const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const alternatives = allPages
    .filter((page) => !page.prerender || page.noindex)
    .flatMap((page) =>
      (page.localized ? supportedLocales : [defaultLocale]).map((locale) => {
        const path = escape(localizedPath(page.path, locale));
        // Signed-in areas keep whatever lies below them too.
        return page.access === 'public' ? `^${path}\\/?$` : `^${path}(?:\\/|$)`;
      }),
    );
  return [...new Set(alternatives)].join('|');
}

/**
 * The only pages the service worker keeps (issue 22 finding 6, decision 0079): the prerendered
 * public pages that search may list, in every language. Everything else, a page rendered in the
 * browser (sign-in, reset and verification links, dashboard, admin) or an address no page has,
 * is fetched and never stored: an allow-list cannot be slipped past with an odd spelling.
 */
export function cacheablePagePaths(): string[] {
  return allPages
    .filter((page) => page.access === 'public' && page.prerender && !page.noindex)
    .flatMap((page) =>
      (page.localized ? supportedLocales : [defaultLocale]).map((locale) =>
        localizedPath(page.path, locale),
      ),
    );
}

/**
 * build/client/sw.js from scripts/service-worker.template.js: the version is a hash of every
 * built file name and page, so each release differs; the precache is the home page and what it
 * loads before any interaction (the static shell).
 */
export async function writeServiceWorker(
  dir: string,
): Promise<{ version: string; precache: string[] }> {
  const hash = createHash('sha256');
  const files: string[] = [];
  for await (const file of walk(dir)) {
    if (file.endsWith('.br') || file.endsWith('.gz') || file.endsWith('sw.js')) continue;
    files.push(file);
  }
  for (const file of files.sort()) {
    hash.update(file.slice(dir.length));
    if (file.endsWith('.html')) hash.update(await readFile(file));
  }
  const version = hash.digest('hex').slice(0, 16);
  const home = await readFile(join(dir, 'index.html'), 'utf8');
  // What the home page loads before any interaction (its styles and boot chunks), not the app
  // its gate keeps as data: the worker would fetch ~230 KB at the first visit (decision 0072). The
  // app's modules are cached when a page first loads them.
  // A disabled stylesheet link is there for hydration only: the page carries the sheet inline
  // (decision 0140), so the worker fetching it would only add bytes to the first visit.
  const referenced = [
    ...home
      .replace(/<link [^>]*disabled[^>]*>/g, '')
      .matchAll(/(?:href=|import\()"(\/assets\/[^"]+)"/g),
  ].map((m) => m[1] ?? '');
  const precache = ['/', '/favicon.svg', ...new Set(referenced)];
  const template = await readFile(new URL('./service-worker.template.js', import.meta.url), 'utf8');
  await writeFile(
    join(dir, 'sw.js'),
    template
      .replace('__VERSION__', version)
      .replace('__PRECACHE__', JSON.stringify(precache))
      .replace('__PRIVATE__', JSON.stringify(privatePathPattern()).slice(1, -1))
      .replace('__PAGES__', JSON.stringify(cacheablePagePaths())),
  );
  return { version, precache };
}

/**
 * The small module the prerendered pages load before, and instead of, the app
 * (src/client/boot/islands.ts, decision 0072). A first visit's language is decided by the server
 * before the page is sent (decision 0073), so no detection chunk is needed any more.
 * Content-hashed like Vite's.
 */
export async function buildBootChunk(dir: string, name: 'islands'): Promise<string> {
  const outDir = join(dir, 'assets');
  const result = await viteBuild({
    configFile: false,
    logLevel: 'warn',
    define: {
      'import.meta.env.VITE_GA_MEASUREMENT_ID': JSON.stringify(
        process.env.VITE_GA_MEASUREMENT_ID ?? '',
      ),
    },
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      copyPublicDir: false,
      lib: {
        entry: fileURLToPath(new URL(`../src/client/boot/${name}.ts`, import.meta.url)),
        formats: ['es'],
        fileName: name,
      },
      rollupOptions: { output: { entryFileNames: `${name}-[hash].js` } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((o) => o.type === 'chunk' && o.isEntry);
    if (chunk) return `/assets/${chunk.fileName}`;
  }
  throw new Error(`${name} chunk was not built`);
}

/**
 * Rewrites every prerendered page to hydrate on interaction (scripts/hydration-gate.ts) and to
 * carry its stylesheet inline (scripts/inline-stylesheet.ts, decision 0140). The SPA fallback is
 * left as React Router wrote it, as the server's runtime prerendering does.
 */
export async function gatePages(dir: string, islandsUrl: string): Promise<number> {
  let pages = 0;
  // Each chunk's static imports, read once: the gate runs the app's modules leaves first.
  const importsOf = builtChunkImports(dir);
  const stylesheets = builtStylesheets(dir);
  for await (const file of walk(dir)) {
    if (!file.endsWith('index.html')) continue;
    const html = await readFile(file, 'utf8');
    const gated = deferHydration(html, islandsUrl, importsOf);
    if (gated !== html) {
      await writeFile(file, inlineStylesheets(gated, stylesheets));
      pages += 1;
    }
  }
  return pages;
}

if (import.meta.main) {
  const siteUrl = process.env.VITE_SITE_URL || defaultSiteUrl;
  await writeSearchFiles(CLIENT_BUILD_DIR, siteUrl, new Date().toISOString().slice(0, 10));
  const started = performance.now();
  const images = await writeShareImages(CLIENT_BUILD_DIR);
  console.log(
    `postbuild: ${images.images} share images (${images.drawn} drawn, the rest cached) in ${Math.round(performance.now() - started)} ms`,
  );
  const islands = await buildBootChunk(CLIENT_BUILD_DIR, 'islands');
  const gated = await gatePages(CLIENT_BUILD_DIR, islands);
  const sw = await writeServiceWorker(CLIENT_BUILD_DIR);
  const s = await precompress(CLIENT_BUILD_DIR);
  console.log(
    `postbuild: ${gated} pages hydrate on interaction (${islands}), sw.js ${sw.version} (${sw.precache.length} precached), ${s.files} files (${s.written} compressed now), ${kib(s.bytesBefore)} -> br ${kib(s.brotliBytes)}, gzip ${kib(s.gzipBytes)}`,
  );
}
