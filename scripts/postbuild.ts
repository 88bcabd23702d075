// Pre-compresses the static client build so the server can send `.br`/`.gz` files as they are
// instead of compressing on every request. Runs after `react-router build` (see package.json).
// Idempotent: `.br`/`.gz` files are never inputs, and an output newer than its source is kept.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defaultSiteUrl } from '../src/shared/seo/page-metadata.ts';
import { buildRobots, buildSitemap } from '../src/shared/seo/sitemap.ts';

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

if (import.meta.main) {
  const siteUrl = process.env.VITE_SITE_URL || defaultSiteUrl;
  await writeSearchFiles(CLIENT_BUILD_DIR, siteUrl, new Date().toISOString().slice(0, 10));
  const s = await precompress(CLIENT_BUILD_DIR);
  console.log(
    `postbuild: ${s.files} files (${s.written} compressed now), ${kib(s.bytesBefore)} -> br ${kib(s.brotliBytes)}, gzip ${kib(s.gzipBytes)}`,
  );
}
