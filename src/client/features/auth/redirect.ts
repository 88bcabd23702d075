import { allPages, splitLocalePath, type PageRoute } from '#shared/routes.ts';
import { carryToastsToNextPage } from '#client/lib/toast.ts';

/** Every page the app has, by path without language prefix. */
const pagesByPath = new Map<string, PageRoute>(allPages.map((page) => [page.path, page]));

/**
 * Where to go after signing in: the page first asked for (`?redirect=`), when it is a page of this
 * app; otherwise `fallback`. The target is resolved the way the browser will resolve it
 * (`new URL`, which drops tabs and newlines and reads `\` as `/`), so `/%09/evil.example` is seen
 * as the other site it names (issue 12 finding 2). Only the same origin and known pages pass.
 */
export function safeRedirectTarget(
  search: string,
  fallback: string,
  origin: string = window.location.origin,
): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target?.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  const { path, prefixed } = splitLocalePath(url.pathname);
  const page = pagesByPath.get(path);
  if (!page || (prefixed && !page.localized)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Full-page redirect (spec 01 §4) that keeps the success toast visible on the next page. */
export function fullPageRedirect(target: string): void {
  carryToastsToNextPage();
  window.location.assign(target);
}
