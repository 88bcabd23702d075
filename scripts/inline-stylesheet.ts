/**
 * The stylesheet inside the page (issue 26 §1 and issue 23 §7: LCP ≤ 1.0 s; decision 0140).
 *
 * A prerendered page named its one stylesheet (`/assets/root-….css`, 11.9 KB brotli) with a
 * `<link rel="stylesheet">`: a second render-blocking request after the document, on a second
 * connection in Lighthouse's simulated phone (150 ms round trip, 1.6 Mbit/s), so the first paint
 * waited for a connection, a request and the transfer after the document had arrived. Inlined,
 * the first paint needs the document alone; the document's extra bytes fit in the slow-start
 * rounds it already takes (measured in docs/benchmarks.md).
 *
 * The `<link>` stays, `disabled`, right after the `<style>`: React hydrates the head against what
 * `<Links />` renders, and a missing `<link>` would be a hydration mismatch (React 19 skips
 * unexpected tags in the head, the `<style>`, but not a missing one). A browser fetches no
 * stylesheet whose `<link>` is disabled, and React never patches the attribute (it is in no
 * props). The app needs nothing more: the inline sheet is the whole stylesheet, so every screen
 * it renders later (menus, dialogs, the portal after a client navigation) is styled.
 *
 * CSP: `style-src 'self' 'unsafe-inline'` already (server/plugins/security.ts); no hash needed.
 * Pages without JavaScript get the same styles (the `<style>` is plain HTML).
 */

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\s*\/?>/g;

/**
 * The page with each built stylesheet's text inlined before its (now disabled) `<link>`.
 * `readStylesheet` returns an asset's text, or undefined to leave that link as it is.
 */
export function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string | undefined,
): string {
  return html.replace(stylesheetLink, (link: string, href: string) => {
    const css = readStylesheet(href);
    // `</style` would end the element early; a built Tailwind sheet never has it, but a sheet
    // that did is left as a link rather than broken.
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style>${css.trim()}</style>${link.replace(/\s*\/?>$/, ' disabled=""/>')}`;
  });
}

/** `readStylesheet` for a client build folder: each asset read once, undefined when missing. */
export function builtStylesheets(clientDir: string): (href: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (!texts.has(href)) {
      const file = path.join(clientDir, href);
      texts.set(href, existsSync(file) ? readFileSync(file, 'utf8') : undefined);
    }
    return texts.get(href);
  };
}
