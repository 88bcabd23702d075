import { defaultSiteUrl } from '#shared/seo/page-metadata.ts';

/**
 * The public address for canonical and social URLs. The build writes VITE_SITE_URL (else the
 * production address) into the prerendered pages; the server rebases those onto APP_URL when it
 * serves them (decision 0046). In the browser the page's own canonical link therefore says which
 * address the site answers at, and the head tags React renders after hydration must say the same
 * (a different href would add a second canonical next to the served one). Pages without one (the
 * browser-rendered ones) are on the site itself.
 */
function browserSiteUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return canonical ? new URL(canonical).origin : window.location.origin;
}

export const siteUrl: string =
  typeof document === 'undefined'
    ? import.meta.env.VITE_SITE_URL || defaultSiteUrl
    : browserSiteUrl();
