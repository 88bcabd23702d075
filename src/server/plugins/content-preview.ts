import { parseContentPath, type ContentPageData } from '#shared/content/content-pages.ts';

/**
 * Preview pages of the desk's content (issue 23 §5, decision 0131), as the static files' page
 * handler asks for them: a content address with `?preview=<token>` is rendered from the
 * translation's working copy, never kept in the page caches (the published page at the same
 * address must not be served the draft, nor the draft outlive its edits), and `noindex`.
 * Kept apart from runtime-prerender-content.ts so the public pages' cache can change without it.
 */
export type PreviewAnswer =
  | { kind: 'page'; data: ContentPageData }
  /** A genuine link past its expiry: 410, the editor asks the desk for a new one. */
  | { kind: 'expired' }
  /** A tampered or malformed token, another address, a translation gone: 404 like any unknown. */
  | { kind: 'none' };

export interface ContentPreviews {
  resolve(pathname: string, token: string): Promise<PreviewAnswer>;
}

/** What search engines are told of a preview, in the header as in the page's meta tag. */
export const previewRobots = 'noindex, nofollow';

/**
 * The `preview` token of a request for an entry's page (`/casos/{slug}?preview=…`), or undefined:
 * on any other address the parameter means nothing and the page is served as ever.
 */
export function previewTokenOf(pagePath: string, url: string): string | undefined {
  if (parseContentPath(pagePath)?.slug === undefined) return undefined;
  const query = url.indexOf('?');
  if (query === -1) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get('preview') ?? undefined;
}
