import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  createContext,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { emptySiteContent, type SiteContent } from '#shared/content/site-content.ts';
import { firmFactDefaults } from '#shared/firm/firm-fact-defaults.ts';
import type { ContentPageData } from '#shared/content/content-pages.ts';
import type { FirmFacts } from '#shared/firm/firm-facts.ts';
import { defaultLocale, type Locale } from '#shared/i18n/locales.ts';
import { localeForPath, namespacesForPath } from '#shared/routes.ts';
import type { Route } from './+types/root';
import './app.css';
// The same file app.css's faces name for the core of Inter (one asset, one URL): preloaded below.
import interCoreUrl from './fonts/inter-core-wght.woff2?url';
import { AppShell } from './app/app-shell.tsx';
import { tabIconHref } from './components/brand/tab-icon.ts';
import { ContentPageProvider, contentPageContext } from '#client/lib/content-page.tsx';
import { FirmFactsProvider } from '#client/lib/firm-facts.tsx';
import { LocaleProvider } from '#client/lib/locale.tsx';
import { SiteContentProvider } from '#client/lib/site-content.tsx';
import { PortalFirstPaint } from './app/portal-first-paint.tsx';
import { TranslationsLoading } from './app/translations-loading.tsx';
import { TooltipProvider } from './components/ui/tooltip.tsx';
import { AuthProvider } from './features/auth/auth-provider.tsx';
import { PageSeo } from './features/seo/page-seo.tsx';
import {
  createBuildI18n,
  getBrowserI18n,
  loadingLocale,
  type InitialTranslations,
} from './lib/i18n.ts';
import { loadResources } from './lib/i18n.server.ts';
import { startAnalytics } from './lib/analytics.ts';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { captureVisitOrigin } from './lib/visit-origin.ts';
import { startWebVitals } from './lib/web-vitals.ts';

/**
 * The firm's facts a page is rendered with (issue 23 §3, decisions 0093 and 0094). The build's
 * prerendering sets nothing, so the build's pages carry the defaults; the server's runtime
 * prerendering (src/server/plugins/runtime-prerender.ts) sets the stored facts. Exported for the
 * server, which finds it on the server build's root route module: the same object, not a copy.
 */
export const firmFactsContext = createContext<FirmFacts>(firmFactDefaults);

// The server sets the entry of a content page here (decision 0123): re-exported so the server
// finds it on the bundle's root module, like the facts.
export { contentPageContext };

/**
 * The published team and clients (issue 23 §2, decision 0125), beside the facts and by the same
 * path: the build sets nothing (no section), the server's runtime prerendering sets what is
 * published. Every language's lists are in every page's data (see site-content.ts).
 */
export const siteContentContext = createContext<SiteContent>(emptySiteContent);

/**
 * The language a workspace page's first paint is rendered in (issue 26 §3, decision 0135). The
 * server renders the SPA fallback at a workspace page's own path with the visitor's language here
 * (src/server/plugins/runtime-prerender.ts), so the fallback is that page's first screen, not a
 * loading screen; the build sets nothing (null), and its fallback stays the loading screen.
 */
export const portalFirstPaintContext = createContext<Locale | null>(null);

export interface RootData extends InitialTranslations {
  facts: FirmFacts;
  /** A content page's entry or listing (issue 23 §2); null on every other page. */
  content: ContentPageData | null;
  siteContent: SiteContent;
  /** The page is a workspace page's first paint in `locale` (decision 0135), not a loader screen. */
  portalFirstPaint?: boolean;
}

/**
 * Runs when a page is prerendered, at build time and again on the server when the firm's facts
 * change (ssr: false: never per request). Every prerendered page embeds the strings of its
 * language and namespaces, so it paints translated and hydrates without fetching anything, and
 * the firm's facts, which the footer, the demonstration page and structured data read. The SPA
 * fallback (client-rendered routes) gets Portuguese common strings and loads the rest in the
 * browser.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  // Prerendering asks for `/about.data` (and `/_.data` for `/`) as well as `/about`.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '').replace(/^\/_$/, '/');
  const content = context.get(contentPageContext);
  const firstPaint = context.get(portalFirstPaintContext);
  const locale = content?.locale ?? localeForPath(pathname) ?? firstPaint ?? defaultLocale;
  return {
    locale,
    resources: await loadResources(locale, [
      ...namespacesForPath(pathname),
      ...(content ? (['content'] as const) : []),
    ]),
    facts: context.get(firmFactsContext),
    content,
    siteContent: context.get(siteContentContext),
    portalFirstPaint: firstPaint !== null,
  };
}

export const links: Route.LinksFunction = () => [
  // In the page, not a request of its own (decision 0075).
  { rel: 'icon', href: tabIconHref, type: 'image/svg+xml' },
  // Every character of the locale texts in every weight the site uses, all in this one 21 KB
  // variable file (decisions 0086, 0090): fetched with the stylesheet, so `font-display: optional`
  // can use it on the first render when the network allows. Fonts are fetched in CORS mode.
  {
    rel: 'preload',
    href: interCoreUrl,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  },
];

// No handlers or style attributes of our own, and no inline script but the cookie banner's
// (decision 0075): the server's CSP allows each inline script of a page by its hash and has no
// 'unsafe-inline'.
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // Public pages: the URL's language. Private ones: set from i18next when it changes (App below).
  const lang = localeForPath(useLocation().pathname) ?? data?.locale ?? defaultLocale;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {/* JavaScript off: nothing will ask who is signed in, so the sign-in button kept
            invisible for that answer (decision 0072) shows at once (issue 26 §1, decision 0084). */}
        <noscript>
          <style>{'[data-session-pending]{visibility:visible}'}</style>
        </noscript>
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const [i18n] = useState(() =>
    typeof document === 'undefined' ? createBuildI18n(loaderData) : getBrowserI18n(loaderData),
  );
  const [queryClient] = useState(createQueryClient);
  // Browser-only services, started once the page is interactive.
  useEffect(() => {
    captureVisitOrigin();
    const stopAnalytics = startAnalytics();
    const stopVitals = startWebVitals();
    registerServiceWorker();
    return () => {
      stopAnalytics();
      stopVitals();
    };
  }, []);
  useEffect(() => {
    const sync = (lng: string) => document.documentElement.setAttribute('lang', lng);
    // Hydration keeps the SPA fallback's lang="pt-BR" attribute even where the app started in
    // another language (lib/i18n.ts startingLocale): set it now, then on every change.
    sync(i18n.language);
    i18n.on('languageChanged', sync);
    return () => i18n.off('languageChanged', sync);
  }, [i18n]);

  return (
    <I18nextProvider i18n={i18n}>
      {/* Older builds' pages (a service worker's copy) have no facts in their data. */}
      <FirmFactsProvider facts={loaderData.facts ?? firmFactDefaults}>
        <QueryClientProvider client={queryClient}>
          <TooltipProvider>
            <Suspense fallback={<TranslationsLoading locale={i18n.language} />}>
              <LocaleProvider>
                {/* Older builds' pages (a service worker's copy) have no content in their data. */}
                <ContentPageProvider content={loaderData.content ?? null}>
                  <PageSeo />
                  <AuthProvider>
                    {/* The team and clients (decision 0125) and, in the footer, the listings with
                        something published (decision 0123). */}
                    <SiteContentProvider content={loaderData.siteContent ?? emptySiteContent}>
                      <AppShell>
                        <Outlet />
                      </AppShell>
                    </SiteContentProvider>
                  </AuthProvider>
                </ContentPageProvider>
              </LocaleProvider>
            </Suspense>
          </TooltipProvider>
        </QueryClientProvider>
      </FirmFactsProvider>
    </I18nextProvider>
  );
}

/**
 * The SPA fallback's first paint for client-rendered routes, until the app and its strings load,
 * in the language the app will start in. The server writes the same language into the fallback it
 * sends (plugins/static.ts, decision 0087), so hydration finds the text it renders.
 */
export function HydrateFallback() {
  const data = useRouteLoaderData<typeof loader>('root');
  // A workspace page rendered by the server in the visitor's language (decision 0135).
  if (data?.portalFirstPaint) return <PortalFirstPaint translations={data} />;
  return <TranslationsLoading locale={loadingLocale()} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Shown only when the app itself failed, possibly before translations: plain Portuguese (the
  // default language), with the detail in the console for whoever investigates.
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">{ERROR_TITLE}</h1>
      <p className="mt-4">{ERROR_TEXT}</p>
      <a className="mt-6 inline-block underline" href="/">
        {ERROR_HOME}
      </a>
    </main>
  );
}

// Last-resort texts for a crash of the whole app, when the translator may not exist (STYLE.md 14).
const ERROR_TITLE = 'Algo deu errado';
const ERROR_TEXT =
  'Ocorreu um erro inesperado. Recarregue a página ou tente novamente em instantes.';
const ERROR_HOME = 'Voltar ao Início';
