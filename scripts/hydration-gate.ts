/**
 * Deferred hydration of the prerendered pages (decisions 0007, 0072). React Router's build makes
 * every page import the whole app at once (~230 KB of gzip JavaScript), although a prerendered
 * page is complete without it. This rewrites each page so that:
 * - nothing but a few hundred bytes of inline script runs on arrival (no modulepreload hints);
 * - the cookie banner is shown by its own classic script while the page is parsed (decision 0075);
 * - once the page has loaded, has painted its first content and the browser is idle, the small
 *   islands chunk (src/client/boot/islands.ts) shows the sign-in button; it starts the app only
 *   for a signed-in visitor (their name) or one who allowed analytics;
 * - otherwise the app loads and hydrates at the first sign of interaction (pointer, key, touch,
 *   focus, wheel, scroll);
 * - button clicks and form submissions made before hydration are held and replayed, in order,
 *   once the app announces itself (`nexus:hydrated`), so nothing the visitor does is lost. They
 *   are held even while React is hydrating: React 19 does not replay an event that reaches the
 *   root before its hydration commits (the FAQ journeys lost clicks without this). A held event
 *   goes no further than the window: between hydration's commit and the announcement React's
 *   handlers are live, and a click both handled there and replayed would count twice (a toggle
 *   would undo itself).
 * A same-site link clicked before hydration waits for the app (so its analytics and client-side
 * navigation run); new-tab, external and in-page links keep their native behaviour.
 */

const moduleScript = /<script type="module"[^>]*>([\s\S]*?)<\/script>/;

export interface AppModules {
  manifest: string;
  routes: Record<string, string>;
  entry: string;
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

/** The inline script that replaces the bootstrap (kept small: it is on every page). */
export function gateScript(app: AppModules, islandsUrl: string): string {
  // The cookie banner is shown by its own classic script before the first paint, not here: a
  // module script runs after the page has painted. The islands wait for the first contentful
  // paint as well as load: on a fast machine load comes first, and their fetch competed with the
  // page's first paint (decision 0075).
  return `const app=${JSON.stringify(app)};let started=false;const pending=[];
const start=()=>{if(started)return;started=true;import(app.manifest).then(()=>Promise.all(Object.entries(app.routes).map(([id,url])=>import(url).then((m)=>[id,m])))).then((mods)=>{window.__reactRouterRouteModules=Object.fromEntries(mods);return import(app.entry)}).catch((e)=>{console.error("app failed to load",e);const a=pending.find((p)=>p.localName==="a");if(a)location.href=a.href})};
const early=(e)=>{if(e.type==="submit"){e.preventDefault();e.stopPropagation();pending.push(e.target)}else{const t=e.target instanceof Element?e.target.closest("a[href],button"):null;if(t&&t.localName==="a"&&(t.target||t.origin!==location.origin||t.hash&&t.pathname===location.pathname||e.ctrlKey||e.metaKey||e.shiftKey))return start();if(t&&!(t.localName==="button"&&t.type==="submit"&&t.form)){if(t.localName==="a")e.preventDefault();e.stopPropagation();pending.push(t)}}start()};
addEventListener("click",early,true);addEventListener("submit",early,true);
for(const t of["pointerdown","keydown","touchstart","focusin","wheel","scroll"])addEventListener(t,start,{capture:true,passive:true});
addEventListener("nexus:hydrated",()=>{removeEventListener("click",early,true);removeEventListener("submit",early,true);for(const p of pending.splice(0)){if(p instanceof HTMLFormElement)p.requestSubmit();else p.click()}},{once:true});
const islands=()=>{if(!started)import("${islandsUrl}").then((m)=>m.run()).then((needed)=>{if(needed)start()}).catch((e)=>{console.error("islands failed",e);start()})};
const idle=()=>(window.requestIdleCallback?requestIdleCallback(islands,{timeout:3000}):setTimeout(islands,1500));
const loaded=new Promise((r)=>{if(document.readyState==="complete")r();else addEventListener("load",r,{once:true})});
const painted=new Promise((r)=>{if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return r();new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})});
Promise.all([loaded,painted]).then(idle);`;
}

/** The page with its bootstrap gated; unchanged when it has no React Router bootstrap. */
export function deferHydration(html: string, islandsUrl: string): string {
  const match = moduleScript.exec(html);
  const app = match ? parseBootstrap(match[1] ?? '') : undefined;
  if (!match || !app) return html;
  return html
    .replace(match[0], `<script type="module">${gateScript(app, islandsUrl)}</script>`)
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}
