import type { Locale } from '#shared/i18n/locales.ts';
import { splitLocalePath } from '#shared/routes.ts';

/** The size social networks show large (Open Graph, X's summary_large_image): 1.91:1. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/**
 * Where the build writes a page's share image (scripts/share-images.ts) and where its head tags
 * point: `/og/<locale>/<path>.png`, home as `home.png`.
 */
export function shareImagePath(path: string, locale: Locale): string {
  return `/og/${locale}${path === '/' ? '/home' : path}.png`;
}

/**
 * A published entry's share image (issue 23 §7, decision 0133), drawn by the server per language
 * and slug at the same place a built page's would be: `/en/casos/x` → `/og/en/casos/x.png`.
 */
export function contentShareImagePath(pagePath: string): string {
  const { locale, path } = splitLocalePath(pagePath);
  return shareImagePath(path, locale);
}
