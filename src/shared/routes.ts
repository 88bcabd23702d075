import { defaultLocale, supportedLocales, type Locale } from './i18n/locales.ts';
import type { Namespace } from './i18n/namespaces.ts';

/**
 * The route table of spec 01 §2 and spec 02 §2, as data: the client's route config, the build's
 * prerender list, the sitemap and the server's fallback rules all read it, so they cannot drift.
 */
export type Access = 'public' | 'signed-in' | 'admin';
export type PageKind =
  | 'home'
  | 'services'
  | 'products'
  | 'technologies'
  | 'about'
  | 'faq'
  | 'demonstracao'
  | 'dashboard';

export interface PageRoute {
  /** Path without language prefix. */
  path: string;
  access: Access;
  /** Prerendered to HTML at build time (per language); otherwise rendered in the browser. */
  prerender: boolean;
  /** Answers also at /en/… and /es/…. */
  localized: boolean;
  /** Namespaces the page needs besides common and navigation (embedded in prerendered HTML). */
  namespaces: readonly Namespace[];
  /** Entry of the page-metadata table (spec 01 §2), where the page has one. */
  kind?: PageKind;
}

export const serviceSlugs = [
  'automacao-inteligente',
  'analise-preditiva',
  'assistentes-virtuais-ia',
  'machine-learning-personalizado',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const technologySlugs = [
  'langchain',
  'langgraph',
  'n8n',
  'openai',
  'vertical-ai',
  'google-a2a',
  'agno',
  'tensorflow',
] as const;
export type TechnologySlug = (typeof technologySlugs)[number];

const page = (path: string, namespaces: readonly Namespace[], kind?: PageKind): PageRoute => ({
  path,
  access: 'public',
  prerender: true,
  localized: true,
  namespaces,
  kind,
});

export const publicPages: readonly PageRoute[] = [
  page('/', ['home'], 'home'),
  page('/technologies', ['technologies'], 'technologies'),
  page('/products', ['products'], 'products'),
  page('/about', ['about'], 'about'),
  page('/faq', ['faq'], 'faq'),
  page('/demonstracao', ['home'], 'demonstracao'),
  page('/i18n-demo', ['home']),
  page('/terms-of-use', ['terms']),
  page('/privacy-policy', ['privacy']),
  // The services overview (issue 14 §3): the trail's middle crumb of every service page.
  page('/servicos', ['services'], 'services'),
  ...serviceSlugs.map((slug) => page(`/servicos/${slug}`, ['services'], 'services')),
  ...technologySlugs.map((slug) => page(`/tecnologias/${slug}`, ['technologies'], 'technologies')),
];

/** Public but rendered in the browser: they depend on the visitor's session. */
export const clientPublicPages: readonly PageRoute[] = [
  { path: '/auth', access: 'public', prerender: false, localized: true, namespaces: ['auth'] },
  {
    path: '/reset-password',
    access: 'public',
    prerender: false,
    localized: true,
    namespaces: ['auth'],
  },
  // The link of the verification mail: opened signed in or not, in the language of the mail.
  {
    path: '/verify-email',
    access: 'public',
    prerender: false,
    localized: true,
    namespaces: ['account'],
  },
  // The design system's showcase (issue 14 §1): a tool for the team, so not indexed, not in the
  // sitemap, one address in the visitor's language.
  { path: '/design', access: 'public', prerender: false, localized: false, namespaces: ['design'] },
];

export const dashboardPaths = [
  '/dashboard',
  '/dashboard/templates',
  '/dashboard/assessment',
  '/dashboard/automation',
  '/dashboard/calculator',
] as const;

export const privatePages: readonly PageRoute[] = [
  ...dashboardPaths.map((path): PageRoute => ({
    path,
    access: 'signed-in',
    prerender: false,
    localized: false,
    // The template catalogue is a namespace of its own, loaded by its page only (decision 0055).
    namespaces: path === '/dashboard/templates' ? ['dashboard', 'templates'] : ['dashboard'],
    kind: 'dashboard',
  })),
  { path: '/admin', access: 'admin', prerender: false, localized: false, namespaces: ['admin'] },
  {
    path: '/dashboard/account',
    access: 'signed-in',
    prerender: false,
    localized: false,
    namespaces: ['account'],
  },
];

export const allPages: readonly PageRoute[] = [
  ...publicPages,
  ...clientPublicPages,
  ...privatePages,
];

const localePrefixes: Record<Locale, string> = { 'pt-BR': '', en: '/en', es: '/es' };

/** `/about` in English is `/en/about`; `/` is `/en`. Portuguese stays at the bare path. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = localePrefixes[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Splits `/es/faq` into `{ locale: 'es', path: '/faq' }`; a bare path is Portuguese. */
export function splitLocalePath(pathname: string): {
  locale: Locale;
  path: string;
  prefixed: boolean;
} {
  for (const locale of supportedLocales) {
    const prefix = localePrefixes[locale];
    if (!prefix) continue;
    if (pathname === prefix || pathname === `${prefix}/`)
      return { locale, path: '/', prefixed: true };
    if (pathname.startsWith(`${prefix}/`)) {
      return { locale, path: pathname.slice(prefix.length), prefixed: true };
    }
  }
  return { locale: defaultLocale, path: pathname, prefixed: false };
}

export function findPage(path: string): PageRoute | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return allPages.find((p) => p.path === clean);
}

/**
 * The language a path is shown in: its prefix, or Portuguese for localized pages at the bare
 * path. Undefined for the private areas (dashboard, admin), which follow the visitor's saved or
 * detected language instead of their URL.
 */
export function localeForPath(pathname: string): Locale | undefined {
  const { locale, path } = splitLocalePath(pathname);
  const found = findPage(path);
  if (found && !found.localized) return undefined;
  return locale;
}

/** Every path the build prerenders: each public page in each language. */
export function prerenderPaths(): string[] {
  return publicPages.flatMap((p) =>
    supportedLocales.map((locale) => localizedPath(p.path, locale)),
  );
}

/** Paths the server answers with the SPA fallback and status 200 (the rest of the unknown is 404). */
export function isClientRenderedPath(pathname: string): boolean {
  const { path, prefixed } = splitLocalePath(pathname);
  const found = findPage(path);
  if (!found || found.prerender) return false;
  return found.localized || !prefixed;
}

/**
 * Namespaces to embed in a page's HTML: the ones every page uses (shell texts, and the session
 * toasts of auth, which the header can trigger anywhere) plus the page's own. Signed-in pages add
 * account: they may show the unverified-e-mail banner (app/require-auth.tsx).
 */
export function namespacesForPath(pathname: string): Namespace[] {
  const found = findPage(splitLocalePath(pathname).path);
  const banner: Namespace[] = found?.access === 'signed-in' ? ['account'] : [];
  return [
    ...new Set<Namespace>([
      'common',
      'navigation',
      'auth',
      ...(found?.namespaces ?? []),
      ...banner,
    ]),
  ];
}
