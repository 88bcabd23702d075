import { supportedLocales } from '#shared/i18n/locales.ts';
import { localizedPath, privatePages, clientPublicPages, publicPages } from '#shared/routes.ts';
import { absoluteUrl, alternates, sitemapPages, sitemapPriority } from './page-metadata.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: one <url> per page and language, each listing all three languages as alternates
 * (Google's recommended form for multilingual sites), with the table's priority.
 * `lastmod` is the build date (YYYY-MM-DD): content only changes with a new build.
 */
export function buildSitemap(siteUrl: string, lastmod: string): string {
  const urls = sitemapPages.flatMap((page) => {
    const links = alternates(siteUrl, page.path)
      .map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      )
      .join('\n');
    return supportedLocales.map(
      (locale) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, localizedPath(page.path, locale)))}</loc>\n` +
        `    <lastmod>${lastmod}</lastmod>\n    <priority>${sitemapPriority(page).toFixed(1)}</priority>\n` +
        `${links}\n  </url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

/** robots.txt: everything public is crawlable; the API, sign-in and private areas are not. */
export function buildRobots(siteUrl: string): string {
  const unlisted = publicPages.filter((page) => page.noindex);
  const privatePaths = [...clientPublicPages, ...unlisted, ...privatePages].flatMap((page) =>
    page.localized
      ? supportedLocales.map((locale) => localizedPath(page.path, locale))
      : [page.path],
  );
  const disallowed = [...new Set(['/api/', ...privatePaths])];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
