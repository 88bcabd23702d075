import { createContext as createReactContext, useContext, type ReactNode } from 'react';
import { createContext, useLocation } from 'react-router';
import type { ContentPageData } from '#shared/content/content-pages.ts';
import { trimTrailingSlashes } from '#shared/url-path.ts';

/**
 * The entry or listing a content page is rendered with (issue 23 §2, decisions 0113 "Left" and
 * 0123): the server's runtime prerendering sets it beside the firm's facts, the root loader
 * returns it, so it travels in the page's hydration data. The build sets nothing (null): no
 * content page is prerendered by the build. Exported from root.tsx, where the server finds it.
 */
export const contentPageContext = createContext<ContentPageData | null>(null);

const ContentPage = createReactContext<ContentPageData | null>(null);

/** Hands the root loader's content to the page and its head tags (root.tsx). */
export function ContentPageProvider({
  content,
  children,
}: {
  content: ContentPageData | null;
  children: ReactNode;
}) {
  return <ContentPage value={content}>{children}</ContentPage>;
}

/**
 * The content of the page at this address, or null: the root's data belongs to the document
 * that was loaded, so after a client-side move to another address it is not this page's.
 */
export function useContentPage(): ContentPageData | null {
  const content = useContext(ContentPage);
  const { pathname } = useLocation();
  const here = pathname.length > 1 ? trimTrailingSlashes(pathname) : pathname;
  return content && content.path === here ? content : null;
}
