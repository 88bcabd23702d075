import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { consentFromCookies } from '#shared/consent-cookie.ts';
import {
  bareLocalizedPath,
  decideContentVisit,
  decideFirstVisit,
  needsCountry,
  sentAcceptLanguage,
} from '#shared/i18n/first-visit.ts';
import { defaultLocale, localeCookieName, localeFromAcceptLanguage } from '#shared/i18n/locales.ts';
import { isClientRenderedPath, localeForPath } from '#shared/routes.ts';
import { trimTrailingSlashes } from '#shared/url-path.ts';
import { requestPathMaxLength, type Config } from '#server/config.ts';
import { sendError } from './errors.ts';
import { savedLocaleOf } from './i18n.ts';
import {
  bestBrotli,
  buildOrigin,
  compressed,
  originRebaser,
  registerRebasedFiles,
} from './site-origin.ts';
import { spaFallbackRenderPath, type RuntimePrerender } from './runtime-prerender.ts';
import type { ContentPages } from './runtime-prerender-content.ts';
import { previewRobots, previewTokenOf, type ContentPreviews } from './content-preview.ts';
import type { ContentPageData } from '#shared/content/content-pages.ts';
import { pageCsp } from './security.ts';
import {
  fallbackPreloads,
  firstPaintPath,
  isPortalPath,
  loadingTexts,
  localizeFallback,
  withEarlySession,
} from './spa-fallback.ts';

/**
 * Translations are read cross-origin (spec 01 §7) and are not content-hashed: caches may keep
 * them five minutes, then ask again (an ETag makes that cheap), so a release reaches readers soon.
 */
const localeCacheControl = 'public, max-age=300, must-revalidate';

/** React Router writes this page for paths that are rendered in the browser only (ssr: false). */
const spaFallbackFile = '__spa-fallback.html';

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** sha256 (base64) of each inline script of a page, for its CSP. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => createHash('sha256').update(body, 'utf8').digest('base64'));
}

/** The country of a client address (the geo module's lookup, decision 0028, registers here). */
export interface Countries {
  countryOf(address: string): Promise<string | null>;
}

/** spec 01 §9: the choice is kept a year, for the whole site, and sent on top-level navigations. */
const localeCookieMaxAgeSeconds = 31_536_000;

/**
 * The detected language, saved as the browser would save it (src/client/lib/locale-storage.ts):
 * readable by the page's scripts (the selector and the first-visit script read it), not HttpOnly.
 * Written through @fastify/cookie (issue 24 §4, decision 0116), URL-encoded as before.
 */
export function localeCookieOptions(secure: boolean): CookieSerializeOptions {
  return { maxAge: localeCookieMaxAgeSeconds, path: '/', sameSite: 'lax', secure };
}

export async function registerStaticFiles(
  app: FastifyInstance,
  config: Config,
  countries: Countries,
  prerender?: RuntimePrerender,
  content?: ContentPages,
  previews?: ContentPreviews,
): Promise<void> {
  const https = config.appUrl.protocol === 'https:';
  const root = config.clientDir;
  const hasClient = existsSync(root);
  if (!hasClient)
    app.log.warn({ root }, 'client build not found: run `npm run build` (npm start does it)');
  // Known once at start (a new build means a restart): no file-system lookups per request.
  const { pages, files } = hasClient
    ? builtFiles(root)
    : { pages: new Map<string, string>(), files: new Set<string>() };
  const fallback = existsSync(path.join(root, spaFallbackFile)) ? spaFallbackFile : 'index.html';
  // Absolute URLs written at build time follow APP_URL (plugins/site-origin.ts).
  const rebase = hasClient ? originRebaser(buildOrigin(root), config.appUrl.origin) : undefined;
  // The sitemap lists the published content too (issue 23 §7, decision 0123), read at each
  // request; so it is served from here even when no origin moves.
  if (hasClient && (rebase || content)) {
    registerRebasedFiles(
      app,
      root,
      rebase ?? ((text) => text),
      content && ((origin) => content.sitemapUrls(origin)),
      config.appUrl.origin,
    );
  }

  // Pages are small and change only with a new build (which means a restart): each is read once,
  // with its precompressed variants and its CSP, and then served from memory.
  // A page with the cookie banner has a second copy with the banner hidden, for visitors whose
  // cookie says they chose (decision 0085), made the first time one asks. A variant (the SPA
  // fallback in a language, decision 0087) is cached under its own key too.
  const pageCache = new Map<string, CachedPage>();
  // The page path of each built page file, for the runtime prerendering of decision 0094.
  const pathOfFile = new Map([...pages].map(([pagePath, file]) => [file, pagePath]));
  if (fallback === spaFallbackFile) pathOfFile.set(fallback, spaFallbackRenderPath);
  let cachedGeneration = prerender?.generation() ?? 0;
  const pageOf = async (
    file: string,
    consentGiven: boolean,
    variant?: { key: string; transform(html: string): string; rendered?: string },
    contentData?: ContentPageData,
    /** Rendered for this answer alone, kept in no cache (a preview link's page, decision 0131). */
    fresh = false,
  ): Promise<CachedPage | undefined> => {
    // The firm's facts changed (decision 0094): pages made for the old ones are dropped.
    const generation = prerender?.generation() ?? 0;
    if (generation !== cachedGeneration) {
      pageCache.clear();
      cachedGeneration = generation;
    }
    const key = `${file}${consentGiven ? '#consent-given' : ''}${variant ? `\n${variant.key}` : ''}`;
    let page = fresh ? undefined : pageCache.get(key);
    if (!page) {
      const pagePath = pathOfFile.get(file);
      const rendered =
        variant?.rendered ??
        (contentData
          ? await prerender?.html(file, contentData.path, contentData, !fresh)
          : prerender && pagePath !== undefined
            ? await prerender.html(file, pagePath)
            : undefined);
      // A content page has no built file (decision 0123): a failed render is answered below.
      if (contentData && rendered === undefined) return undefined;
      const full = path.join(root, file);
      const built = rendered ?? readFileSync(full, 'utf8');
      const rebased = rebase ? rebase(built) : built;
      const text = variant ? variant.transform(rebased) : rebased;
      const hasBanner = bannerOpening.test(text);
      const hidden = consentGiven && hasBanner;
      const html = Buffer.from(hidden ? withBannerHidden(text) : text);
      const madeNow = Boolean(rebase || variant || hidden || rendered !== undefined);
      page = {
        identity: html,
        ...(madeNow
          ? compressed(html)
          : { br: readIfExists(`${full}.br`), gzip: readIfExists(`${full}.gz`) }),
        // Only `hidden` differs between the copies: the inline scripts, and so the hashes, do not.
        csp: pageCsp(inlineScriptHashes(html.toString('utf8')), https, config.analytics),
        hasBanner,
      };
      // Not kept if the facts changed while it was rendered: the next request renders anew.
      if (!fresh && generation === (prerender?.generation() ?? 0)) {
        pageCache.set(key, page);
        // The build's quality for the next visitors, made off the event loop (decision 0140).
        if (madeNow) {
          const kept = page;
          void bestBrotli(html)
            .then((br) => {
              if (pageCache.get(key) === kept) kept.br = br;
            })
            .catch((error: unknown) => app.log.warn({ err: error, file }, 'brotli 11 failed'));
        }
      }
    }
    return page;
  };
  const loading = hasClient ? loadingTexts(config.localesDir) : undefined;

  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      redirect: false,
      preCompressed: true,
      // Only `reply.sendFile`: the one route below serves the files listed at start. The plugin's
      // own routes would glob the folder and add two routes per file, a quarter of the CPU a
      // start costs (decision 0030).
      serve: false,
      setHeaders(res, filePath) {
        // Vite names files under assets/ by content hash: they can be cached forever.
        const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
        // A service worker's own requests obey the CSP it was served with: the locked-down API
        // policy would block every fetch it makes (and so its install).
        if (filePath.replace(/\.(br|gz)$/, '') === path.join(root, 'sw.js')) {
          res.header('content-security-policy', "default-src 'self'");
        }
        // The build copies public/locales here, so this registration serves them (issue 15 §4).
        if (filePath.startsWith(path.join(root, 'locales') + path.sep)) {
          res.header('access-control-allow-origin', '*');
          res.header('cache-control', localeCacheControl);
          return;
        }
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  if (hasClient) {
    // A built file by its exact path; anything else, pages included, goes to the not-found
    // handler below without a file-system lookup, and pages get their own CSP there.
    app.get('/*', (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      return files.has(pathname) ? reply.sendFile(pathname.slice(1)) : reply.callNotFound();
    });
  }

  // Translations, read by the browser and by third-party sites alike (spec 01 §7: cross-origin allowed).
  await app.register(fastifyStatic, {
    root: config.localesDir,
    prefix: '/locales/',
    decorateReply: false,
    index: false,
    redirect: false,
    allowedPath: isLocaleFilePath,
    setHeaders(res) {
      res.header('access-control-allow-origin', '*');
      res.header('cache-control', localeCacheControl);
    },
  });

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    status: number,
    cacheControl = 'public, max-age=0, must-revalidate',
    variant?: Parameters<typeof pageOf>[2],
    contentData?: ContentPageData,
    fresh = false,
  ): Promise<FastifyReply> => {
    const consentGiven = consentFromCookies(request.headers.cookie) !== null;
    const page = await pageOf(file, consentGiven, variant, contentData, fresh);
    // Only a content page can be missing: it could not be rendered now (logged by the renderer).
    if (!page) return sendPage(request, reply, fallback, 503, 'no-store');
    const encoding = pageEncoding(page, String(request.headers['accept-encoding'] ?? ''));
    // A page with the banner depends on the cookie that says whether the visitor chose.
    const vary = reply.getHeader('vary') ?? `accept-encoding${page.hasBanner ? ', cookie' : ''}`;
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('vary', vary)
      .header('content-security-policy', page.csp)
      .header('cache-control', cacheControl);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? page[encoding] : page.identity);
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Issue 22 finding 1: every path no route took ends here, and the page lookups below read it
    // whole. An absurdly long one is refused first, as JSON like the other refusals: no page
    // stands at such an address, and the SPA fallback would only draw its not-found page.
    if (pathname.length > requestPathMaxLength) {
      return sendError(reply, 414, request.t('common:errors.uriTooLong'));
    }
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!wantsPage || !hasClient || pathname.startsWith('/locales/')) {
      return sendError(reply, 404, request.t('common:errors.notFound'));
    }
    const key = pagePath(pathname);
    // A preview link (issue 23 §5, decision 0131): the working copy as its public page, for the
    // link's holder alone: kept by no cache (ours, shared ones, the browser's), never indexed.
    const previewToken = previews && previewTokenOf(key, request.url);
    if (previews && previewToken !== undefined) {
      const preview = await previews.resolve(key, previewToken);
      reply.header('x-robots-tag', previewRobots);
      if (preview.kind !== 'page') {
        return sendPage(
          request,
          reply,
          fallback,
          preview.kind === 'expired' ? 410 : 404,
          'no-store',
        );
      }
      return sendPage(
        request,
        reply,
        `preview:${key}`,
        200,
        'private, no-store',
        undefined,
        preview.data,
        true,
      );
    }
    // Published content (issue 23 §2, §4; decision 0123): a page while published, a 301 from a
    // moved slug, otherwise not found.
    const answer = content && (await content.resolve(key));
    if (answer?.kind === 'redirect') {
      return reply.redirect(answer.location + request.url.slice(pathname.length), 301);
    }
    if (answer?.kind === 'none') return sendPage(request, reply, fallback, 404);
    if (answer?.kind === 'page') {
      const sendContent = (cacheControl?: string) =>
        sendPage(request, reply, `content:${key}`, 200, cacheControl, undefined, answer.data);
      // Prefixed addresses are explicit choices; a bare one is Portuguese (decision 0134).
      if (answer.data.locale !== defaultLocale) return sendContent();
      reply.header('vary', 'accept-encoding, cookie, accept-language');
      const saved = savedLocaleOf(request);
      const acceptLanguage = request.headers['accept-language'];
      const visit = decideContentVisit({
        saved,
        acceptLanguage,
        query: request.url.slice(pathname.length),
        country:
          saved === undefined && sentAcceptLanguage(acceptLanguage)
            ? await countries.countryOf(request.ip)
            : undefined,
        alternates: answer.data.alternates,
      });
      const save = visit.kind === 'undecided' ? undefined : visit.save;
      if (save) reply.setCookie(localeCookieName, save, localeCookieOptions(https));
      if (visit.kind === 'redirect') {
        return reply.header('cache-control', 'private, no-store').redirect(visit.location, 302);
      }
      // Decided for this visitor (a cookie set, the country read): kept out of shared caches.
      return sendContent(save ? 'private, max-age=0, must-revalidate' : undefined);
    }
    const page = pages.get(key);
    if (!page) {
      if (!isClientRenderedPath(pathname) || !loading) {
        return sendPage(request, reply, fallback, 404);
      }
      // Decision 0087: the language the app will start in (lib/i18n.ts startingLocale): the
      // address's, else the saved choice, else the browser's, else Portuguese.
      const locale =
        localeForPath(key) ??
        savedLocaleOf(request) ??
        localeFromAcceptLanguage(request.headers['accept-language']) ??
        defaultLocale;
      reply.header('vary', 'accept-encoding, cookie, accept-language');
      // A workspace page's first paint is that page's first screen in the visitor's language,
      // rendered once per page and language (issue 26 §3, decision 0135); else, or if it cannot
      // be rendered, the loading screen of decision 0087.
      const firstPaint = isPortalPath(key)
        ? await prerender?.firstPaint(firstPaintPath(key, request.url), locale)
        : undefined;
      if (firstPaint !== undefined) {
        return sendPage(request, reply, fallback, 200, undefined, {
          key: `first-paint ${locale} ${firstPaintPath(key, request.url)}`,
          rendered: firstPaint,
          transform: withEarlySession,
        });
      }
      const preloads = fallbackPreloads(key, locale);
      return sendPage(request, reply, fallback, 200, undefined, {
        key: `${locale} ${preloads.join(' ')}`,
        transform: (html) => localizeFallback(html, { locale, text: loading[locale], preloads }),
      });
    }
    // Decisions 0006 and 0073: a bare (Portuguese) address is the same page in every language,
    // so the visitor's language is decided here, before anything is sent: their saved choice, or
    // on a first visit the spec's detection order, answered by a redirect when it is not
    // Portuguese. The client's own detection then only runs where the server could not decide.
    const known = {
      path: key,
      saved: savedLocaleOf(request),
      acceptLanguage: request.headers['accept-language'],
    };
    const visit = decideFirstVisit({
      ...known,
      query: request.url.slice(pathname.length),
      country: needsCountry(known) ? await countries.countryOf(request.ip) : undefined,
    });
    // Every bare localized page depends on these headers; other pages only on the encoding.
    if (bareLocalizedPath(key)) reply.header('vary', 'accept-encoding, cookie, accept-language');
    if (visit.kind === 'undecided' || (visit.kind === 'page' && !visit.save)) {
      return sendPage(request, reply, page, 200);
    }
    if (visit.save) reply.setCookie(localeCookieName, visit.save, localeCookieOptions(https));
    if (visit.kind === 'redirect') {
      return reply.header('cache-control', 'private, no-store').redirect(visit.location, 302);
    }
    // Portuguese detected: the page itself, kept out of shared caches (it carries the cookie and
    // depends on the address's country, which no Vary header can name).
    return sendPage(request, reply, page, 200, 'private, max-age=0, must-revalidate');
  });
}

/** `/pt-BR/common.json`: a language folder and a namespace file, nothing else of the folder. */
export function isLocaleFilePath(pathname: string): boolean {
  return /^\/[A-Za-z-]+\/[a-z-]+\.json$/.test(pathname);
}

/** The precompressed copy of a page the client accepts (Accept-Encoding), brotli first. */
export function pageEncoding(
  page: Pick<CachedPage, 'br' | 'gzip'>,
  acceptEncoding: string,
): 'br' | 'gzip' | undefined {
  if (page.br && /\bbr\b/.test(acceptEncoding)) return 'br';
  if (page.gzip && /\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return undefined;
}

interface CachedPage {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  csp: string;
  /** Carries the cookie banner (src/client/features/consent/cookie-consent.tsx). */
  hasBanner: boolean;
}

/** The banner's opening tag as React writes it into a prerendered page. */
const bannerOpening = /<section(?=[^>]*\sdata-cookie-banner="")/;

/**
 * The page with its cookie banner `hidden`, for a visitor who already chose (issue 26 §1,
 * decision 0085): it stays in the markup, as the app's hydration expects, but is never drawn, so
 * the page shows no banner even with JavaScript off.
 */
export function withBannerHidden(html: string): string {
  return html.replace(bannerOpening, '<section hidden=""');
}

function readIfExists(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

/**
 * The build, listed once: every prerendered page (`/about` → `about/index.html`, `/` →
 * `index.html`) and every other file by its URL path (precompressed copies are found by the
 * static plugin beside their original; HTML is only ever served as a page).
 */
function builtFiles(root: string): { pages: Map<string, string>; files: Set<string> } {
  const pages = new Map<string, string>();
  const files = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path
      .relative(root, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    if (file === 'index.html' || file.endsWith('/index.html')) {
      pages.set(`/${file.slice(0, -'index.html'.length)}`.replace(/\/$/, '') || '/', file);
    } else if (!/\.(html|br|gz)$/.test(file)) {
      files.add(`/${file}`);
    }
  }
  return { pages, files };
}

/** The page key of a request path: decoded, without trailing slashes (`/en/faq/` → `/en/faq`). */
function pagePath(pathname: string): string {
  try {
    return trimTrailingSlashes(decodeURIComponent(pathname)) || '/';
  } catch {
    return pathname;
  }
}
