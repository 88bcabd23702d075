/**
 * Deferred hydration of the prerendered pages (decisions 0007, 0072, 0084). React Router's build
 * makes every page import the whole app at once (~230 KB of gzip JavaScript), although a
 * prerendered page is complete without it, and its header's menus open without it (HTML popovers,
 * decision 0084). This rewrites each page so that:
 * - nothing but a few hundred bytes of inline script runs on arrival (no modulepreload hints);
 * - the cookie banner is shown by its own classic script while the page is parsed (decision 0075);
 * - once the page has loaded, has painted its first content and the browser is idle, the small
 *   islands chunk (src/client/boot/islands.ts) shows the sign-in button, and then, at the next
 *   idle moment, the app loads and hydrates (decision 0084; 0072 waited for the first input, which
 *   then paid for the whole app). Its modules are fetched in parallel (the hints React Router
 *   wrote, kept as data) but run one per task (a timer, not an idle callback, which a busy page starves), so no task holds the page for the whole
 *   app. An interaction before that starts the app at once (pointer, key, touch, focus, wheel,
 *   scroll).
 * - button clicks and form submissions made before hydration are held and replayed, in order,
 *   once the app announces itself (`nexus:hydrated`), so nothing the visitor does is lost. They
 *   are held even while React is hydrating: React 19 does not replay an event that reaches the
 *   root before its hydration commits (the FAQ journeys lost clicks without this). A held event
 *   goes no further than the window: between hydration's commit and the announcement React's
 *   handlers are live, and a click both handled there and replayed would count twice (a toggle
 *   would undo itself).
 * - React Router's scroll-restoration script does nothing during the parse on a first visit
 *   (scripts/scroll-restoration.ts, decision 0171); the gate gives the entry its key at the latest
 *   when it starts the app.
 * - what the browser does itself is never held: links navigate natively (a prerendered page loads
 *   faster than the app; 0007 held same-site links for the app's navigation), and a button that
 *   opens or closes a popover (`popovertarget`) acts at once; replaying it would close the panel
 *   the visitor just opened (decision 0084).
 */

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { keyTheEntry, swapScrollRestoration } from './scroll-restoration.ts';

const moduleScript = /<script type="module"[^>]*>([\s\S]*?)<\/script>/;

export interface AppModules {
  manifest: string;
  routes: Record<string, string>;
  entry: string;
  /** What React Router asked the browser to preload (every module of the page), fetched at start. */
  preload?: string[];
}

/** The module URLs of React Router's inline bootstrap script, or undefined if it has another shape. */
export function parseBootstrap(script: string): AppModules | undefined {
  const manifest = /^\s*import "([^"]+)";/m.exec(script)?.[1];
  const entry = /import\("([^"]+)"\);\s*$/.exec(script)?.[1];
  const variables = new Map(
    [...script.matchAll(/import \* as (route\d+) from "([^"]+)";/g)].map((m) => [m[1], m[2]]),
  );
  const table = /window\.__reactRouterRouteModules = \{([^}]*)\};/.exec(script)?.[1];
  if (!manifest || !entry || !table || variables.size === 0) return undefined;
  const routes: Record<string, string> = {};
  for (const m of table.matchAll(/"([^"]+)":(route\d+)/g)) {
    const url = variables.get(m[2]);
    if (!url) return undefined;
    routes[m[1] ?? ''] = url;
  }
  return { manifest, routes, entry };
}

/**
 * How many module fetches the gate starts per task. Starting a `fetch()` costs ~4–5 ms on the
 * phone profile (4× CPU): eight per task made the start's first task 45–81 ms, over the 50 ms of a
 * long task (decision 0149); three keep it near 20 ms, and the fetches still all start within the
 * first few dozen milliseconds, long before the slowest download ends.
 */
export const fetchesPerTask = 3;

/**
 * What the page answers without the app, before and while the app hydrates: a popover's button, a
 * link, a disclosure's summary (the browser), the cookie banner's choices (its classic inline
 * script, src/client/lib/consent.ts, which listens on the window and runs before this module).
 * A tap on one goes no further than the window until the app announces itself: React, listening
 * at the document from the moment hydration starts, hydrates at once (in the tap's task)
 * everything between the root and a tapped element it has not hydrated yet, and the browser
 * answers the tap only after that (160–470 ms on the phone profile, decision 0154). The app
 * follows what the tap did from the page when it hydrates (popover `toggle`, the FAQ's open
 * items; a link's navigation is a page load).
 */
const nativeControls = '[popovertarget],a[href],summary,[data-cookie-banner] button[name=choice]';
/** The events a tap makes that React hydrates for (react-dom's discrete replayable events). */
const tapEvents = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'click',
];

/** The inline script that replaces the bootstrap (kept small: it is on every page). */
export function gateScript(app: AppModules, islandsUrl: string): string {
  // The cookie banner is shown by its own classic script before the first paint, not here: a
  // module script runs after the page has painted. The islands wait for the first contentful
  // paint as well as load: on a fast machine load comes first, and their fetch competed with the
  // page's first paint (decision 0075).
  return `const app=${JSON.stringify(app)};const fetchesPerTask=${fetchesPerTask};let started=false;const pending=[];
const idle=(f,t)=>window.requestIdleCallback?requestIdleCallback(f,{timeout:t}):setTimeout(f,t/2);
const next=()=>new Promise((r)=>setTimeout(r));
const start=()=>{if(started)return;started=true;performance.mark("nexus:app-start");${keyTheEntry};(async()=>{const p=app.preload||[];for(let i=0;i<p.length;i+=fetchesPerTask){for(const u of p.slice(i,i+fetchesPerTask))fetch(u,{priority:"low"}).catch(()=>{});await new Promise((r)=>setTimeout(r))}})();(async()=>{await import(app.manifest);for(const u of app.preload||[]){if(u===app.entry)continue;await next();await import(u)}const mods=[];for(const [id,url] of Object.entries(app.routes))mods.push([id,await import(url)]);window.__reactRouterRouteModules=Object.fromEntries(mods);await next();await import(app.entry)})().catch((e)=>console.error("app failed to load",e))};
const soon=()=>{if(!started)requestAnimationFrame(()=>setTimeout(start))};
const early=(e)=>{if(e.type==="submit"){e.preventDefault();e.stopPropagation();pending.push(e.target)}else{const t=e.target instanceof Element?e.target.closest("a[href],button"):null;if(t&&t.localName==="button"&&!t.hasAttribute("popovertarget")&&!(t.type==="submit"&&t.form)){e.stopPropagation();pending.push(t)}}soon()};
addEventListener("click",early,true);addEventListener("submit",early,true);
for(const t of["pointerdown","keydown","touchstart","focusin","wheel","scroll"])addEventListener(t,soon,{capture:true,passive:true});
const native=(e)=>{if(e.target instanceof Element&&e.target.closest(${JSON.stringify(nativeControls)}))e.stopPropagation()};
for(const t of ${JSON.stringify(tapEvents)})addEventListener(t,native,{capture:true,passive:true});
addEventListener("nexus:hydrated",()=>{for(const t of ${JSON.stringify(tapEvents)})removeEventListener(t,native,true);removeEventListener("click",early,true);removeEventListener("submit",early,true);for(const p of pending.splice(0)){if(p instanceof HTMLFormElement)p.requestSubmit();else p.click()}},{once:true});
const islands=()=>{if(started)return;import("${islandsUrl}").then((m)=>m.run()).catch((e)=>console.error("islands failed",e)).finally(()=>idle(start,3000))};
const loaded=new Promise((r)=>{if(document.readyState==="complete")r();else addEventListener("load",r,{once:true})});
const painted=new Promise((r)=>{if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return r();new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})});
Promise.all([loaded,painted]).then(()=>idle(islands,3000));`;
}

/**
 * The modules in an order that runs each one's static imports before it (leaves first), so that
 * importing them one at a time evaluates one module per task: importing a module whose imports
 * have not run yet would run them all in that one task (React and the root route's whole graph,
 * 150–250 ms on the phone profile, decision 0084). Modules outside the list are left to the
 * browser; a cycle (none in our build) falls back to the list's order for the modules in it.
 */
export function evaluationOrder(urls: string[], importsOf: (url: string) => string[]): string[] {
  const wanted = new Set(urls);
  const done = new Set<string>();
  const order: string[] = [];
  const visit = (url: string, path: Set<string>) => {
    if (done.has(url) || path.has(url)) return;
    path.add(url);
    for (const dependency of importsOf(url)) if (wanted.has(dependency)) visit(dependency, path);
    path.delete(url);
    done.add(url);
    order.push(url);
  };
  for (const url of urls) visit(url, new Set());
  return order;
}

/** The static imports of a built chunk (`import{x}from"./a.js"`, `import"./b.js"`) as URLs. */
export function staticImports(code: string, url: string): string[] {
  const base = new URL(url, 'https://x.invalid');
  return [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+from\s*)?"(\.{1,2}\/[^"]+)"/g)].map(
    (m) => new URL(m[1] ?? '', base).pathname,
  );
}

/**
 * `importsOf` for the chunks of a client build folder (`/assets/x.js` → its static imports), each
 * file read once. The build's pages (postbuild) and the pages the server renders again at runtime
 * (decision 0094) are gated with the same order, so both run the app's modules leaves first.
 */
export function builtChunkImports(clientDir: string): (url: string) => string[] {
  const imports = new Map<string, string[]>();
  return (url) => {
    let found = imports.get(url);
    if (!found) {
      const file = path.join(clientDir, url);
      found = existsSync(file) ? staticImports(readFileSync(file, 'utf8'), url) : [];
      imports.set(url, found);
    }
    return found;
  };
}

/**
 * The page with its bootstrap gated; unchanged when it has no React Router bootstrap.
 * `importsOf` (the built chunks' static imports) orders the hinted modules leaves first.
 */
export function deferHydration(
  html: string,
  islandsUrl: string,
  importsOf: (url: string) => string[] = () => [],
): string {
  const match = moduleScript.exec(html);
  const parsed = match ? parseBootstrap(match[1] ?? '') : undefined;
  if (!match || !parsed) return html;
  const preload = evaluationOrder(
    [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? ''),
    importsOf,
  );
  const app = { ...parsed, preload };
  return swapScrollRestoration(
    html
      .replace(match[0], () => `<script type="module">${gateScript(app, islandsUrl)}</script>`)
      .replace(/<link rel="modulepreload"[^>]*>/g, ''),
  );
}
