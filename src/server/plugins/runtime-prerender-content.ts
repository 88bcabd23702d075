import type { ContentPageData } from '#shared/content/content-pages.ts';

/**
 * Content pages through the runtime prerendering (issue 23 §2, §7; decisions 0094, 0113 "Left",
 * 0123). Kept apart from runtime-prerender.ts, which renders the registry's pages, so the two
 * grow without meeting.
 */

/** What the server answers at a content address (the content module decides, plugins ask). */
export type ContentAnswer =
  | { kind: 'page'; data: ContentPageData }
  /** A moved slug (301) or a listing's address with a trailing form (issue 23 §4). */
  | { kind: 'redirect'; location: string }
  /** Nothing published there (a draft, an unpublished entry, another language's slug): 404. */
  | { kind: 'none' };

export interface ContentPages {
  /** The answer at a page address, or undefined when the address is not a content address. */
  resolve(pathname: string): Promise<ContentAnswer | undefined>;
  /** `<url>` elements of every published page, for sitemap.xml (issue 23 §7). */
  sitemapUrls(origin: string): Promise<string>;
}

interface BuildWithPrerender {
  prerender?: string[];
  routes: Record<string, { module: Record<string, unknown> } | undefined>;
}

interface ContextSetter {
  set(context: unknown, value: unknown): void;
}

/**
 * Prepares a render of a content page with the build's handler. With `ssr: false`, React Router
 * (8.4.0, lib/server-runtime/server.js) renders a path fully only when it is in the build's
 * `prerender` array, which it reads on every request; any other path is rendered in SPA mode (the
 * root alone). So the page's path is added to that array, and its data set on the root loader's
 * `contentPageContext` (taken from the bundle's own root module, like `firmFactsContext`).
 * Pinned by runtime-prerender-content.test.ts to the installed version.
 */
export function prepareContentRender(
  build: BuildWithPrerender,
  context: ContextSetter,
  pagePath: string,
  data: ContentPageData,
): void {
  const contentContext = build.routes.root?.module.contentPageContext;
  if (!contentContext) throw new Error('the root route exports no contentPageContext');
  build.prerender ??= [];
  if (!build.prerender.includes(pagePath)) build.prerender.push(pagePath);
  context.set(contentContext, data);
}
