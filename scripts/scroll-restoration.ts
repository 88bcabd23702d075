/**
 * React Router's `<ScrollRestoration>` writes an inline script into every page (decision 0171). On
 * a first visit, while the page is still being parsed, it gives the history entry a key
 * (`history.replaceState`) and reads `sessionStorage` for a position stored under that brand-new
 * key, which cannot be there. In Lighthouse's traces of `/` that script took 4.7–11.3 ms of the
 * parser's task (the first use of session storage and of the history API), four times that on the
 * phone profile, inside the one task that already parses, styles and lays out the page.
 *
 * The prerendered pages get this script instead (scripts/hydration-gate.ts swaps it in, at build
 * and when the server renders a page again at runtime): the same restoration when the entry has a
 * key (a reload, back and forward), and on a first visit nothing during the parse: the key is given
 * in a task of its own right after, and again, if still missing, when the gate starts the app, so
 * React Router always finds the key it would have found.
 */

/** Gives the current history entry a key if it has none, as React Router's script does. */
export const keyTheEntry =
  'if(!history.state||!history.state.key)history.replaceState({key:Math.random().toString(32).slice(2)},"")';

/** React Router 8's script as its build writes it: `storageKey` and `restoreKey` as JSON. */
const routerScript =
  /<script>\(\(storageKey, restoreKey\) => \{[\s\S]*?\}\)\(("[^"<]*"), (null|"[^"<]*")\)<\/script>/;
/** What is left of React Router's script if it ever changes shape (the build then fails). */
const routerScriptMarker = '((storageKey, restoreKey) =>';

/** Our script for the same storage key and restore key (both as JSON, as React Router writes them). */
export function restoreScript(storageKey: string, restoreKey: string): string {
  return `((k,r)=>{const s=history.state&&history.state.key;if(!s){setTimeout(()=>{${keyTheEntry}});if(!r)return}try{const y=JSON.parse(sessionStorage.getItem(k)||"{}")[r||s];if(typeof y==="number")scrollTo(0,y)}catch(e){console.error(e);sessionStorage.removeItem(k)}})(${storageKey},${restoreKey})`;
}

/**
 * The page with React Router's scroll-restoration script replaced by `restoreScript`; unchanged
 * without one. Throws if React Router's script is there in a shape this does not know, so an
 * upgrade that changes it is seen at build time rather than silently costing the first paint.
 */
export function swapScrollRestoration(html: string): string {
  const match = routerScript.exec(html);
  if (!match) {
    if (html.includes(routerScriptMarker)) {
      throw new Error(
        "React Router's scroll-restoration script changed shape: update scripts/scroll-restoration.ts",
      );
    }
    return html;
  }
  return html.replace(
    match[0],
    () => `<script>${restoreScript(match[1] ?? '""', match[2] ?? 'null')}</script>`,
  );
}
