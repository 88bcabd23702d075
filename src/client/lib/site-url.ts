import { defaultSiteUrl } from '#shared/seo/page-metadata.ts';

/**
 * The public address for canonical and social URLs, fixed at build time (VITE_SITE_URL; the
 * sitemap and robots.txt read the same variable in scripts/postbuild.ts).
 */
export const siteUrl: string = import.meta.env.VITE_SITE_URL || defaultSiteUrl;
