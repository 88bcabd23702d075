// Deterministic first-view budget (issue 4 item 8): the JavaScript and CSS the prerendered home
// page loads before it can be used, gzip-compressed, against fixed limits. Run after a build; the
// test command runs it (the journeys build first), so a change that blows the budget fails CI.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CLIENT_BUILD_DIR } from './postbuild.ts';

export const budgets = { jsGzipBytes: 90 * 1024, cssGzipBytes: 15 * 1024 };

/** Every script and stylesheet a page loads before hydration: src/href, modulepreloads, and imports in its inline module. */
export function firstViewAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g))
    js.add(m[1] ?? '');
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) js.add(m[1] ?? '');
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g))
    css.add(m[1] ?? '');
  for (const m of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    // Static imports and literal dynamic imports run on arrival; the deferred app's modules are
    // plain strings in the hydration gate (scripts/hydration-gate.ts) and are not counted here.
    for (const i of (m[1] ?? '').matchAll(
      /import\s*(?:\(\s*|[^"'()]*from\s*)?["'](\/assets\/[^"']+)["']/g,
    )) {
      js.add(i[1] ?? '');
    }
  }
  return { js: [...js].filter(Boolean), css: [...css].filter(Boolean) };
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).byteLength;
}

/** Scripts that a file imports statically (`import … from "./x.js"`), followed transitively. */
function withStaticImports(dir: string, files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const url = queue.pop() ?? '';
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(path.join(dir, url), 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      queue.push(`/assets/${m[1]}`);
    }
  }
  return [...seen];
}

export function measure(dir: string, page = 'index.html') {
  const html = readFileSync(path.join(dir, page), 'utf8');
  const { js, css } = firstViewAssets(html);
  const allJs = withStaticImports(dir, js);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .join('\n');
  const inlineBytes = gzipSync(inline, { level: 9 }).byteLength;
  const jsBytes = inlineBytes + allJs.reduce((sum, f) => sum + gzipSize(path.join(dir, f)), 0);
  const cssBytes = css.reduce((sum, f) => sum + gzipSize(path.join(dir, f)), 0);
  return { js: allJs, css, jsBytes, cssBytes, inlineBytes };
}

if (import.meta.main) {
  const result = measure(CLIENT_BUILD_DIR);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `first view of /: JS ${kb(result.jsBytes)} gzip (${result.js.length} files + inline ${kb(result.inlineBytes)}) (budget ${kb(budgets.jsGzipBytes)}), CSS ${kb(result.cssBytes)} gzip (budget ${kb(budgets.cssGzipBytes)})`,
  );
  const over = result.jsBytes > budgets.jsGzipBytes || result.cssBytes > budgets.cssGzipBytes;
  if (over) {
    console.error('bundle budget exceeded');
    process.exit(1);
  }
}
