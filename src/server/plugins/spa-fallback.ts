import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, supportedLocales, type Locale } from '#shared/i18n/locales.ts';
import type { Namespace } from '#shared/i18n/namespaces.ts';
import { findPage, namespacesForPath } from '#shared/routes.ts';
import { escapeHtml } from '#shared/html.ts';
import { earlySessionScript } from '#shared/early-session.ts';

/** The namespaces the SPA fallback carries in Portuguese (root loader; src/shared/routes.ts). */
const embeddedInFallback: readonly Namespace[] = ['common', 'navigation', 'auth'];

/** The loading screen's text of each language, read from the locale files once at start. */
export function loadingTexts(localesDir: string): Record<Locale, string> {
  const read = (locale: Locale) => {
    const file = path.join(localesDir, locale, 'common.json');
    const common = JSON.parse(readFileSync(file, 'utf8')) as { translationsLoading?: unknown };
    return typeof common.translationsLoading === 'string' ? common.translationsLoading : '';
  };
  return Object.fromEntries(supportedLocales.map((l) => [l, read(l)])) as Record<Locale, string>;
}

/**
 * The locale files a client-rendered page will ask for first, in its language: the page's
 * namespaces (src/shared/routes.ts), less those the fallback already carries when that language
 * is Portuguese.
 */
export function fallbackPreloads(pathname: string, locale: Locale): string[] {
  return namespacesForPath(pathname)
    .filter((ns) => locale !== defaultLocale || !embeddedInFallback.includes(ns))
    .map((ns) => `/locales/${locale}/${ns}.json`);
}

const loadingParagraph =
  /(<p lang=")pt-BR("[^>]*data-testid="translations-loading"[^>]*>)[^<]*(<\/p>)/;

/**
 * The SPA fallback as a client-rendered page's first paint (issue 26 §3, decision 0087): the
 * document and its "Carregando traduções..." screen in the visitor's language (the one the app
 * will start in), and the page's locale files preloaded, so they download beside the app's
 * scripts instead of after them. The build writes the fallback once, in Portuguese.
 */
export function localizeFallback(
  html: string,
  { locale, text, preloads }: { locale: Locale; text: string; preloads: readonly string[] },
): string {
  const links = preloads
    .map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${href}"/>`)
    .join('');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(loadingParagraph, (_, open: string, rest: string, close: string) => {
      return `${open}${locale}${rest}${escapeHtml(text)}${close}`;
    })
    .replace('</head>', `${links}</head>`);
}

/** A workspace page (`portal` in the page registry): its first paint is its own screen (0135). */
export function isPortalPath(pagePath: string): boolean {
  const page = findPage(pagePath);
  return page?.portal !== undefined && !page.localized;
}

/**
 * The address a workspace page's first paint is rendered at: the page, plus its step parameter
 * when the request has it (the templates' step hides the way back, portal-layout.tsx), so the
 * first paint is what the app draws there; no other part of the query matters, and none is kept
 * (one cached copy per page, step and language).
 */
export function firstPaintPath(pagePath: string, url: string): string {
  const step = findPage(pagePath)?.portal?.stepParam;
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  return step && query.has(step) ? `${pagePath}?${step}=` : pagePath;
}

/**
 * A workspace page's first paint asks who is signed in from its `<head>`, beside the app's
 * scripts, instead of after them (issue 26 §3, decision 0135; src/shared/early-session.ts).
 */
export function withEarlySession(html: string): string {
  return html.replace('</head>', `<script>${earlySessionScript}</script></head>`);
}
