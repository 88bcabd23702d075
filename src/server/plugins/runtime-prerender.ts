import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type * as ReactRouter from 'react-router';
import { builtChunkImports, deferHydration } from '#scripts/hydration-gate.ts';
import { builtStylesheets, inlineStylesheets } from '#scripts/inline-stylesheet.ts';
import type { ContentPageData } from '#shared/content/content-pages.ts';
import { emptySiteContent, type SiteContent } from '#shared/content/site-content.ts';
import { firmFactDefaults } from '#shared/firm/firm-fact-defaults.ts';
import type { FirmFacts } from '#shared/firm/firm-facts.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { prepareContentRender } from './runtime-prerender-content.ts';

/**
 * Runtime prerendering (decision 0094). The public pages are prerendered by the build with the
 * firm's default facts (ssr: false). When the stored facts differ, each instance renders those
 * pages again with the build's own server bundle, the way the build did, with the facts in the
 * root loader's context, and applies the build's hydration gate; static.ts then serves the result
 * from memory (its CSP hashes and compression are computed there, as for the build's files).
 *
 * Invalidation: every change a page shows bumps `content_version` in its transaction; each
 * instance polls that one row every second. A new value drops every rendered page; each is
 * rendered again at its next request (30–130 ms measured, decision 0094) rather than all 69 at
 * once, which would take seconds of a busy CPU. While every fact is at its default and nothing
 * of the site-wide content is published (the team, the clients' strip: decision 0125), the
 * build's files are exact and nothing is rendered.
 */

/**
 * The path the SPA fallback (client-rendered pages: dashboard, admin, sign-in) is rendered at: any
 * path outside the prerender list renders in SPA mode, the root and its loader only, which is
 * the fallback the build wrote but for the namespaces it embeds (the build asks for `/`).
 */
export const spaFallbackRenderPath = '/__spa-fallback';

/**
 * Renders a page with the facts and the published team and clients (decision 0125); a content
 * page (decision 0123) also gets its entry or listing.
 */
export type RenderPage = (
  pagePath: string,
  facts: FirmFacts,
  siteContent: SiteContent,
  content?: ContentPageData,
  /** Render the SPA fallback at `pagePath` as that workspace page's first paint (decision 0135). */
  firstPaintLocale?: Locale,
) => Promise<string>;

export interface RuntimePrerender {
  /** Moves whenever the rendered pages are dropped: caches keyed by it stay consistent. */
  generation(): number;
  /**
   * The page rendered with the stored facts, or undefined: serve the build's file. A content page
   * (issue 23 §2, decision 0123) has no built file: it is rendered whatever the facts, and
   * undefined means it cannot be rendered now.
   */
  html(
    file: string,
    pagePath: string,
    content?: ContentPageData,
    /** false: rendered for this answer alone, not kept (a preview link's page, decision 0131). */
    keep?: boolean,
  ): Promise<string | undefined>;
  /**
   * A workspace page's first paint in a language (issue 26 §3, decision 0135): the SPA fallback
   * rendered at that page's path, whatever the facts, once per page and language (and again
   * after a change, like every page); undefined without a server bundle or when the render
   * fails (the caller serves the build's fallback).
   */
  firstPaint(pagePath: string, locale: Locale): Promise<string | undefined>;
  /** Reads the content version now (the poll calls it; a save in this process may too). */
  refresh(): Promise<void>;
  start(): Promise<void>;
  stop(): void;
}

/** How often each instance reads the content version: a change shows everywhere within ~1 s. */
export const contentVersionPollMs = 1000;

export function createRuntimePrerender(deps: {
  /** The public pages' content version (modules/firm registers it: plugins know no module). */
  contentVersion(): Promise<number>;
  /** The stored facts, or undefined while every one is at its default. */
  facts(): Promise<FirmFacts | undefined>;
  /** The published site-wide content (modules/content), or undefined while nothing is. */
  siteContent?: () => Promise<SiteContent | undefined>;
  log: FastifyBaseLogger;
  render: RenderPage | undefined;
  pollMs?: number;
}): RuntimePrerender {
  const { log, render } = deps;
  let known: number | undefined;
  let facts: FirmFacts | undefined;
  let siteContent: SiteContent | undefined;
  let generation = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let refreshing: Promise<void> | undefined;
  const pages = new Map<string, Promise<string | undefined>>();

  const readNow = async () => {
    const version = await deps.contentVersion();
    if (version === known) return;
    // Every fact at its default and nothing published: the build's pages are exactly what a
    // render would give.
    [facts, siteContent] = await Promise.all([deps.facts(), deps.siteContent?.()]);
    known = version;
    pages.clear();
    generation += 1;
  };
  // One read at a time: a slow database must not pile up polls. A read already in flight may
  // have read the version before the caller's own commit (a save calls this right after it), so
  // a caller that finds one waits for one more read after it; every caller meanwhile shares that
  // one queued read, so polls still cannot pile up.
  let queued: Promise<void> | undefined;
  const readOnce = () => (refreshing = readNow().finally(() => (refreshing = undefined)));
  const refresh = (): Promise<void> => {
    if (!refreshing) return readOnce();
    queued ??= refreshing
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return refreshing ?? readOnce();
      });
    return queued;
  };

  const rendered = (
    key: string,
    pagePath: string,
    content?: ContentPageData,
    firstPaintLocale?: Locale,
    keep = true,
  ): Promise<string | undefined> => {
    if (!render) return Promise.resolve(undefined);
    let page = keep ? pages.get(key) : undefined;
    if (!page) {
      const started = performance.now();
      page = render(
        pagePath,
        facts ?? firmFactDefaults,
        siteContent ?? emptySiteContent,
        content,
        firstPaintLocale,
      ).then(
        (html) => {
          log.debug(
            { page: pagePath, ms: Math.round(performance.now() - started) },
            'page rendered',
          );
          return html;
        },
        (err: unknown) => {
          // The build's page (default facts) is better than no page; the next request retries.
          log.error({ err, page: pagePath }, 'runtime prerendering failed: serving the build');
          if (keep) pages.delete(key);
          return undefined;
        },
      );
      if (keep) pages.set(key, page);
    }
    return page;
  };

  return {
    generation: () => generation,
    refresh,
    async html(file, pagePath, content, keep = true) {
      if (!facts && !siteContent && !content) return undefined;
      return rendered(file, pagePath, content, undefined, keep);
    },
    firstPaint(pagePath, locale) {
      return rendered(`first-paint ${locale} ${pagePath}`, pagePath, undefined, locale);
    },
    async start() {
      await refresh();
      timer = setInterval(() => {
        refresh().catch((err: unknown) => log.warn({ err }, 'content version poll failed'));
      }, deps.pollMs ?? contentVersionPollMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/** The shape of the build's root route module this needs (src/client/root.tsx). */
interface ServerBuildModule {
  routes: Record<string, { module: Record<string, unknown> } | undefined>;
}

type RouterModule = typeof ReactRouter;

/**
 * The site-wide content's setter on a render's context (decision 0125): the root route's
 * `siteContentContext`, taken from the bundle like the facts' context.
 */
function siteContentSetter(router: RouterModule, root: Record<string, unknown>, bundle: string) {
  const siteContext = root.siteContentContext;
  if (!siteContext) throw new Error(`${bundle}: the root route exports no siteContentContext`);
  return (context: InstanceType<RouterModule['RouterContextProvider']>, site: SiteContent) =>
    context.set(siteContext as ReturnType<typeof router.createContext<SiteContent>>, site);
}

/**
 * Renders with the build's server bundle (build/server/index.js, next to the client folder), as
 * `react-router build` prerenders: the same handler, a request for the page, the facts in the
 * root route's context (`firmFactsContext`, taken from the bundle itself so it is the very object
 * the loader reads), and the published team and clients beside them in `siteContentContext`
 * (decision 0125). Undefined without a server bundle (API tests, a client-only copy). The bundle
 * and React are loaded at the first render, not at start (decision 0030).
 */
export function serverBuildRenderer(clientDir: string): RenderPage | undefined {
  const bundle = path.resolve(clientDir, '..', 'server', 'index.js');
  const home = path.join(clientDir, 'index.html');
  if (!existsSync(bundle) || !existsSync(home)) return undefined;
  // The islands chunk the build's pages name (postbuild buildBootChunk): the gate needs it.
  const islandsUrl = /import\("(\/assets\/islands-[^"]+\.js)"\)/.exec(
    readFileSync(home, 'utf8'),
  )?.[1];
  if (!islandsUrl) return undefined;
  // The same module order as the build's gated pages (postbuild gatePages, decision 0084).
  const importsOf = builtChunkImports(clientDir);
  // The stylesheet goes inline as in the build's pages (postbuild gatePages, decision 0140).
  const stylesheets = builtStylesheets(clientDir);
  type Handle = (
    request: Request,
    facts: FirmFacts,
    site: SiteContent,
    content?: ContentPageData,
    firstPaintLocale?: Locale,
  ) => Promise<Response>;
  let ready: Promise<{ handle: Handle }> | undefined;
  const load = async () => {
    const router = await import('react-router');
    const build = (await import(pathToFileURL(bundle).href)) as ServerBuildModule;
    const factsContext = build.routes.root?.module.firmFactsContext;
    if (!factsContext) throw new Error(`${bundle}: the root route exports no firmFactsContext`);
    const setSiteContent = siteContentSetter(router, build.routes.root?.module ?? {}, bundle);
    const firstPaintContext = build.routes.root?.module.portalFirstPaintContext;
    if (!firstPaintContext) {
      throw new Error(`${bundle}: the root route exports no portalFirstPaintContext`);
    }
    const handler = router.createRequestHandler(
      build as unknown as Parameters<typeof router.createRequestHandler>[0],
      'production',
    );
    return {
      handle(
        request: Request,
        facts: FirmFacts,
        site: SiteContent,
        content?: ContentPageData,
        firstPaintLocale?: Locale,
      ) {
        const context = new router.RouterContextProvider();
        context.set(factsContext as ReturnType<typeof router.createContext<FirmFacts>>, facts);
        setSiteContent(context, site);
        if (firstPaintLocale) {
          context.set(
            firstPaintContext as ReturnType<typeof router.createContext<Locale | null>>,
            firstPaintLocale,
          );
        }
        if (content) {
          prepareContentRender(
            build,
            context as { set(context: unknown, value: unknown): void },
            new URL(request.url).pathname,
            content,
          );
        }
        return handler(request, context);
      },
    };
  };
  return async (pagePath, facts, siteContent, content, firstPaintLocale) => {
    ready ??= load();
    const { handle } = await ready;
    const url = new URL(pagePath, 'http://localhost');
    const response = await handle(new Request(url), facts, siteContent, content, firstPaintLocale);
    if (response.status !== 200) throw new Error(`${pagePath} rendered ${response.status}`);
    const html = await response.text();
    // The build gates the prerendered pages only: the fallback, a workspace page's first paint
    // included (decision 0135), starts the app at once.
    return pagePath === spaFallbackRenderPath || firstPaintLocale
      ? html
      : inlineStylesheets(deferHydration(html, islandsUrl, importsOf), stylesheets);
  };
}
