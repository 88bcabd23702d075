import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtChunkImports,
  deferHydration,
  evaluationOrder,
  fetchesPerTask,
  parseBootstrap,
  staticImports,
} from './hydration-gate.ts';
import { keyTheEntry, restoreScript } from './scroll-restoration.ts';

// The shape React Router 8.4 writes into every prerendered page (build/client/index.html).
const bootstrap = `import "/assets/manifest-030c3cdc.js";
import * as route0 from "/assets/root-C9Wu1lTU.js";
import * as route1 from "/assets/home-CZM8zjcu.js";
  
  window.__reactRouterRouteModules = {"root":route0,"pt-BR:/":route1};

import("/assets/entry.client-sBH9D3B_.js");`;

const page = `<html><head><link rel="modulepreload" href="/assets/manifest-030c3cdc.js"/><link rel="modulepreload" href="/assets/root-C9Wu1lTU.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Oi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">${bootstrap}</script></body></html>`;

describe('hydration gate', () => {
  it('reads the modules of the bootstrap', () => {
    expect(parseBootstrap(bootstrap)).toEqual({
      manifest: '/assets/manifest-030c3cdc.js',
      routes: { root: '/assets/root-C9Wu1lTU.js', 'pt-BR:/': '/assets/home-CZM8zjcu.js' },
      entry: '/assets/entry.client-sBH9D3B_.js',
    });
  });

  it('rejects a bootstrap of another shape instead of guessing', () => {
    expect(parseBootstrap('import("/assets/x.js");')).toBeUndefined();
    expect(
      parseBootstrap(bootstrap.replace('"pt-BR:/":route1', '"pt-BR:/":route9')),
    ).toBeUndefined();
  });

  const gated = deferHydration(page, '/assets/islands-def.js');

  it('drops the preload hints and every static import of the app', () => {
    expect(gated).not.toContain('<link rel="modulepreload"');
    expect(gated).not.toMatch(/import \* as/);
    expect(gated).not.toContain('import("/assets/entry');
    expect(gated).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(gated).toContain('<h1>Oi</h1>');
  });

  it('keeps the app modules as data and loads only the islands chunk directly', () => {
    expect(gated).toContain('"entry":"/assets/entry.client-sBH9D3B_.js"');
    expect(gated).toContain('"pt-BR:/":"/assets/home-CZM8zjcu.js"');
    expect([...gated.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1])).toEqual([
      '/assets/islands-def.js',
    ]);
  });

  it('leaves the cookie banner to its own classic script (decision 0075)', () => {
    // It only keeps the banner's taps from React while the app hydrates (decision 0154).
    expect(gated).not.toMatch(/document\.cookie|cookie-consent|hidden|localStorage/);
  });

  it('loads the islands only after load and the first contentful paint (decision 0075)', () => {
    expect(gated).toContain('addEventListener("load",r,{once:true})');
    expect(gated).toContain('getEntriesByName("first-contentful-paint")');
    expect(gated).toContain('Promise.all([loaded,painted]).then(()=>idle(islands,3000))');
  });

  it('starts the app at the next idle moment after the islands, not at the first input (decision 0084)', () => {
    expect(gated).toContain('.finally(()=>idle(start,3000))');
    expect(gated).toContain('performance.mark("nexus:app-start")');
  });

  it('fetches the modules React Router hinted in parallel, a few per task, without compiling them', () => {
    expect(gated).toContain(
      '"preload":["/assets/manifest-030c3cdc.js","/assets/root-C9Wu1lTU.js"]',
    );
    // A <link rel="modulepreload"> per module cost 45–210 ms in one task on the phone profile.
    expect(gated).not.toContain('modulepreload');
    expect(gated).toContain('fetch(u,{priority:"low"})');
    // Eight fetches made one 45–81 ms task at 4× CPU (decision 0149).
    expect(gated).toContain(`const fetchesPerTask=${fetchesPerTask};`);
    expect(fetchesPerTask).toBeLessThanOrEqual(4);
  });

  it('runs the hinted modules one per task and the entry (hydration) last (decision 0084)', () => {
    // A task, not an idle callback: a page that never goes idle (an animation, a busy phone,
    // Playwright's polling) gave each module its 500 ms timeout, 25 s for the app's ~55 modules,
    // and a tap made meanwhile waited for all of them.
    expect(gated).toContain('const next=()=>new Promise((r)=>setTimeout(r));');
    expect(gated).toContain(
      'for(const u of app.preload||[]){if(u===app.entry)continue;await next();await import(u)}',
    );
    expect(gated).toContain(
      'window.__reactRouterRouteModules=Object.fromEntries(mods);await next();await import(app.entry)',
    );
  });

  it('lets an early tap paint its answer before the app starts (issue 26 §1)', () => {
    expect(gated).toContain(
      'const soon=()=>{if(!started)requestAnimationFrame(()=>setTimeout(start))}',
    );
    expect(gated).toContain('addEventListener(t,soon,{capture:true,passive:true})');
    expect(gated).not.toMatch(/addEventListener\(t,start[,)]/);
  });

  it('orders the hinted modules so the imports of each run before it', () => {
    const io = deferHydration(page, '/assets/islands-def.js', (url) =>
      url === '/assets/manifest-030c3cdc.js' ? ['/assets/root-C9Wu1lTU.js'] : [],
    );
    expect(io).toContain('"preload":["/assets/root-C9Wu1lTU.js","/assets/manifest-030c3cdc.js"]');
  });

  it('never holds what the browser does itself: links and popover buttons (decision 0084)', () => {
    expect(gated).toContain('!t.hasAttribute("popovertarget")');
    expect(gated).not.toContain('e.preventDefault();e.stopPropagation();pending.push(t)');
  });

  it('keeps a tap on what the browser answers itself from React until the app has hydrated (decision 0154)', () => {
    expect(gated).toContain(
      'e.target.closest("[popovertarget],a[href],summary,[data-cookie-banner] button[name=choice]"))e.stopPropagation()',
    );
    for (const type of ['pointerdown', 'touchstart', 'click'])
      expect(gated).toMatch(
        new RegExp(`for\\(const t of \\[[^\\]]*"${type}"[^\\]]*\\]\\)addEventListener\\(t,native,`),
      );
    // Released when the app announces itself, with the held clicks.
    expect(gated).toMatch(
      /addEventListener\("nexus:hydrated",\(\)=>\{for\(const t of \[[^\]]*\]\)removeEventListener\(t,native,true\)/,
    );
    // Never a default action prevented: the browser still opens, follows or toggles.
    expect(gated).not.toMatch(/native=[^;]*preventDefault/);
  });

  it("swaps React Router's scroll restoration and keys the entry when the app starts (decision 0171)", () => {
    const scroll =
      '<script>((storageKey, restoreKey) => {\n\t\twindow.history.replaceState({ key }, "");\n\t})("react-router-scroll-positions", null)</script>';
    const gated = deferHydration(
      page.replace('<h1>Oi</h1>', `<h1>Oi</h1>${scroll}`),
      '/assets/islands-def.js',
    );
    expect(gated).not.toContain('(storageKey, restoreKey)');
    expect(gated).toContain(restoreScript('"react-router-scroll-positions"', 'null'));
    expect(gated).toContain(`performance.mark("nexus:app-start");${keyTheEntry};`);
  });

  it('leaves a page without a React Router bootstrap alone and is idempotent', () => {
    const plain = '<html><body><p>x</p></body></html>';
    expect(deferHydration(plain, '/b.js')).toBe(plain);
    expect(deferHydration(gated, '/assets/islands-def.js')).toBe(gated);
  });
});

describe('evaluation order (decision 0084)', () => {
  const graph: Record<string, string[]> = {
    '/entry.js': ['/react-dom.js', '/react.js'],
    '/react-dom.js': ['/react.js'],
    '/root.js': ['/react.js', '/schemas.js', '/outside.js'],
    '/schemas.js': [],
    '/react.js': [],
  };
  const importsOf = (url: string) => graph[url] ?? [];

  it('puts every module after the modules it imports, keeping only the listed ones', () => {
    expect(
      evaluationOrder(
        ['/entry.js', '/react-dom.js', '/react.js', '/root.js', '/schemas.js'],
        importsOf,
      ),
    ).toEqual(['/react.js', '/react-dom.js', '/entry.js', '/schemas.js', '/root.js']);
  });

  it('keeps the order of the list when there are no imports, and ends a cycle instead of looping', () => {
    expect(evaluationOrder(['/b.js', '/a.js'], () => [])).toEqual(['/b.js', '/a.js']);
    const cycle = (url: string) => (url === '/a.js' ? ['/b.js'] : ['/a.js']);
    expect(evaluationOrder(['/a.js', '/b.js'], cycle)).toEqual(['/b.js', '/a.js']);
  });

  it('reads the static imports of a built chunk, not its dynamic ones', () => {
    const code =
      'import{t as e}from"./jsx-runtime-C4sMMsNo.js";import"./side-effect.js";import * as r from "../x/y.js";const l=()=>import("./lazy.js");';
    expect(staticImports(code, '/assets/root-B.js')).toEqual([
      '/assets/jsx-runtime-C4sMMsNo.js',
      '/assets/side-effect.js',
      '/x/y.js',
    ]);
  });
});

/** The module list the gate fetches and runs, in its order (`app.preload` in the gate script). */
function preloadOf(html: string): unknown {
  const list = /"preload":(\[[^\]]*\])/.exec(html)?.[1];
  return list ? JSON.parse(list) : undefined;
}

describe('the chunks of a build folder (decision 0094: runtime pages gated as the build gates)', () => {
  it('reads each chunk once from the folder and knows nothing of a missing one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gate-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'assets', 'root.js'), 'import{a}from"./react.js";export{}');
      writeFileSync(path.join(dir, 'assets', 'react.js'), 'export const a=1');
      const importsOf = builtChunkImports(dir);
      expect(importsOf('/assets/root.js')).toEqual(['/assets/react.js']);
      expect(importsOf('/assets/react.js')).toEqual([]);
      expect(importsOf('/assets/gone.js')).toEqual([]);
      // Chunks are content-hashed: a file is read once per process.
      writeFileSync(path.join(dir, 'assets', 'root.js'), 'export{}');
      expect(importsOf('/assets/root.js')).toEqual(['/assets/react.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gates a page so its modules run leaves first, as postbuild does', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gate-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      // The root route imports the manifest's neighbour: it must run after it.
      writeFileSync(
        path.join(dir, 'assets', 'root-C9Wu1lTU.js'),
        'import"./manifest-030c3cdc.js";export{}',
      );
      writeFileSync(path.join(dir, 'assets', 'manifest-030c3cdc.js'), 'export{}');
      const reversed = page.replace(
        '<link rel="modulepreload" href="/assets/manifest-030c3cdc.js"/><link rel="modulepreload" href="/assets/root-C9Wu1lTU.js"/>',
        '<link rel="modulepreload" href="/assets/root-C9Wu1lTU.js"/><link rel="modulepreload" href="/assets/manifest-030c3cdc.js"/>',
      );
      const gated = deferHydration(reversed, '/assets/islands-abc.js', builtChunkImports(dir));
      expect(preloadOf(gated)).toEqual([
        '/assets/manifest-030c3cdc.js',
        '/assets/root-C9Wu1lTU.js',
      ]);
      // Without the build's imports the list order stands (what runtime pages had before).
      const unordered = deferHydration(reversed, '/assets/islands-abc.js');
      expect(preloadOf(unordered)).toEqual([
        '/assets/root-C9Wu1lTU.js',
        '/assets/manifest-030c3cdc.js',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
