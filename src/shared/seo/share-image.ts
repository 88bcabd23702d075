import type { Locale } from '#shared/i18n/locales.ts';

/** The size social networks show large (Open Graph, X's summary_large_image): 1.91:1. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/**
 * Where the build writes a page's share image (scripts/share-images.ts) and where its head tags
 * point: `/og/<locale>/<path>.png`, home as `home.png`.
 */
export function shareImagePath(path: string, locale: Locale): string {
  return `/og/${locale}${path === '/' ? '/home' : path}.png`;
}
