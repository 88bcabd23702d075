/**
 * The brand's mark (a rounded square with the N), the drawing of public/favicon.svg
 * (tab-icon.test.ts keeps them equal). Pages carry it instead of requesting the file (decision
 * 0075): the tab icon as a `data:` address and the header's and footer's mark inline
 * (brand-mark.tsx). As a file it was requested up to twice per page view (it must revalidate),
 * by the browser right after load and by the header, often answered before a fast page's first
 * paint, where Lighthouse counted it in the largest paint. The file stays for the web manifest,
 * the structured data's logo and the service worker.
 */
export const markShapes =
  '<rect width="64" height="64" rx="14" fill="#1d4ed8"/><path d="M18 46V18h6l16 19V18h6v28h-6L24 27v19z" fill="#fff"/>';

export const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${markShapes}</svg>`;

/** `markSvg` as a `data:` address: quotes made single, only what a URL cannot carry escaped. */
export const tabIconHref = `data:image/svg+xml,${markSvg.replaceAll('"', "'").replace(/[<>#%]/g, encodeURIComponent)}`;
