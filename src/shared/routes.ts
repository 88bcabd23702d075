import { collectionNames } from './content/collection-names.ts';
import { defaultLocale, supportedLocales, type Locale } from './i18n/locales.ts';
import type { Namespace } from './i18n/namespaces.ts';
import type { Access, MetaKeys, PageEntry, TextKey } from './page-types.ts';
import { productIds, productLinks, type ProductId } from './products.ts';
import { trimTrailingSlashes } from './url-path.ts';

/**
 * The page registry (STYLE.md "One page registry"; spec 01 §2, spec 02 §2): one typed entry per
 * page gives its path, its component (route module), who may see it, whether it is prerendered,
 * its namespaces, its metadata keys, its breadcrumb and its structured-data kind. Everything else
 * is derived from it: the client route table (src/client/routes.ts), the prerender list
 * (react-router.config.ts), the sitemap and robots.txt (seo/sitemap.ts), the head tags and JSON-LD
 * (features/seo/page-seo.tsx), the share images (scripts/share-images.ts) and the server's
 * fallback rules (plugins/static.ts). Adding a page is one entry here plus its route module and
 * texts.
 */
export type {
  Access,
  PageKind,
  StructuredDataKind,
  TextKey,
  MetaKeys,
  Listing,
  PortalEntry,
  PageEntry,
} from './page-types.ts';

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

type Defaults = 'access' | 'prerender' | 'localized';
type EntryFields = Omit<PageEntry, Defaults>;
/*
 * Each helper keeps its entry's literal types (`const E`): the registry's paths are a type
 * (`PagePath`, below), so a link to a page that does not exist does not compile (issue 24 §2).
 */
/** A public page, prerendered in every language. */
const publicPage = <const E extends EntryFields>(entry: E) =>
  ({ access: 'public', prerender: true, localized: true, ...entry }) as const;
/** Public, localized, rendered in the browser: it depends on the visitor's session or a token. */
const browserPage = <const E extends EntryFields>(entry: E) =>
  ({ access: 'public', prerender: false, localized: true, ...entry }) as const;
/** Signed-in areas: one address, the visitor's saved or detected language. */
const privatePage = <const A extends Exclude<Access, 'public'>, const E extends EntryFields>(
  access: A,
  entry: E,
) => ({ access, prerender: false, localized: false, ...entry }) as const;

export const pageEntries = [
  publicPage({
    path: '/',
    module: 'routes/home.tsx',
    namespaces: ['home'],
    kind: 'home',
    meta: [],
    crumb: { name: 'navigation:home' },
    schema: 'WebSite',
  }),
  publicPage({
    path: '/technologies',
    module: 'routes/technologies.tsx',
    namespaces: ['technologies'],
    kind: 'technologies',
    meta: [{ ns: 'technologies', prefix: 'meta' }],
    crumb: { name: 'technologies:title' },
    schema: 'CollectionPage',
    lists: {
      items: technologySlugs,
      name: 'technologies:items.{item}.name',
      description: 'technologies:items.{item}.meta.description',
      path: '/tecnologias/{item}',
    },
  }),
  publicPage({
    path: '/tecnologias/:slug',
    module: 'routes/technology.tsx',
    slugs: technologySlugs,
    // The listing's texts (name, category, meta) and the page's own, which the listing does not
    // embed: its document stays under two slow-start rounds (issue 26 §1, decision 0141).
    namespaces: ['technologies', 'technology-pages'],
    kind: 'technologies',
    meta: [
      { ns: 'technologies', prefix: 'items.{slug}.meta' },
      { ns: 'technologies', prefix: 'meta' },
    ],
    crumb: { name: 'technologies:items.{slug}.name', parent: '/technologies' },
    schema: 'WebPage',
  }),
  publicPage({
    path: '/products',
    module: 'routes/products.tsx',
    namespaces: ['products'],
    kind: 'products',
    meta: [{ ns: 'products', prefix: 'meta' }],
    crumb: { name: 'products:title' },
    schema: 'CollectionPage',
    lists: {
      items: productIds,
      name: 'products:items.{item}.name',
      description: 'products:items.{item}.category',
      url: (item: string) => {
        const link = productLinks[item as ProductId];
        return link.kind === 'external' ? link.href : undefined;
      },
    },
  }),
  publicPage({
    path: '/about',
    module: 'routes/about.tsx',
    namespaces: ['about'],
    kind: 'about',
    meta: [{ ns: 'about', prefix: 'meta' }],
    crumb: { name: 'about:title' },
    schema: 'AboutPage',
  }),
  publicPage({
    path: '/faq',
    module: 'routes/faq.tsx',
    namespaces: ['faq'],
    kind: 'faq',
    meta: [{ ns: 'faq', prefix: 'meta' }],
    crumb: { name: 'faq:title' },
    schema: 'FAQPage',
  }),
  publicPage({
    path: '/demonstracao',
    module: 'routes/demonstracao.tsx',
    namespaces: ['home'],
    kind: 'demonstracao',
    meta: [{ ns: 'home', prefix: 'demo.meta' }],
    crumb: { name: 'home:demo.title' },
    schema: 'ContactPage',
  }),
  publicPage({
    path: '/i18n-demo',
    module: 'routes/i18n-demo.tsx',
    namespaces: ['home'],
    meta: [{ ns: 'home', prefix: 'i18nDemo.meta' }],
    crumb: { name: 'home:i18nDemo.title' },
    schema: 'WebPage',
  }),
  publicPage({
    path: '/terms-of-use',
    module: 'routes/terms-of-use.tsx',
    namespaces: ['terms'],
    meta: [{ ns: 'terms', prefix: 'meta' }],
    crumb: { name: 'terms:title' },
    schema: 'WebPage',
  }),
  publicPage({
    path: '/privacy-policy',
    module: 'routes/privacy-policy.tsx',
    namespaces: ['privacy'],
    meta: [{ ns: 'privacy', prefix: 'meta' }],
    crumb: { name: 'privacy:title' },
    schema: 'WebPage',
  }),
  // The services overview (issue 14 §3): the trail's middle crumb of every service page.
  publicPage({
    path: '/servicos',
    module: 'routes/services.tsx',
    namespaces: ['services'],
    kind: 'services',
    meta: [{ ns: 'services', prefix: 'overview.meta' }],
    crumb: { name: 'services:overview.title' },
    schema: 'CollectionPage',
    lists: {
      items: serviceSlugs,
      name: 'services:items.{item}.title',
      description: 'services:items.{item}.meta.description',
      path: '/servicos/{item}',
    },
  }),
  publicPage({
    path: '/servicos/:slug',
    module: 'routes/service.tsx',
    slugs: serviceSlugs,
    namespaces: ['services'],
    kind: 'services',
    meta: [
      { ns: 'services', prefix: 'items.{slug}.meta' },
      { ns: 'services', prefix: 'meta' },
    ],
    // The same trail as the page shows: Home > Serviços > service (decision 0042).
    crumb: { name: 'services:items.{slug}.title', parent: '/servicos' },
    schema: 'Service',
  }),
  // Prerendered (issue 14 §7, decision 0070): title, description and form arrive as HTML; the
  // form is the same for everyone. Out of search all the same.
  publicPage({ path: '/auth', module: 'routes/auth.tsx', namespaces: ['auth'], noindex: true }),
  browserPage({
    path: '/reset-password',
    module: 'routes/reset-password.tsx',
    namespaces: ['auth'],
  }),
  // The reschedule and cancel links of a meeting's mails (issue 25 §5, decision 0109): the token
  // is in the query, as for /reset-password; in the language of the mail, never indexed.
  browserPage({
    path: '/reuniao',
    module: 'routes/reuniao.tsx',
    namespaces: ['common'],
    noindex: true,
  }),
  // The link of the verification mail: opened signed in or not, in the language of the mail.
  browserPage({
    path: '/verify-email',
    module: 'routes/verify-email.tsx',
    namespaces: ['account'],
  }),
  // The design system's showcase (issue 14 §1): a tool for the team, so not indexed, not in the
  // sitemap, one address in the visitor's language.
  {
    path: '/design',
    module: 'routes/design.tsx',
    access: 'public',
    prerender: false,
    localized: false,
    namespaces: ['design'],
    noindex: true,
  },
  privatePage('signed-in', {
    path: '/dashboard',
    module: 'routes/dashboard.tsx',
    namespaces: ['dashboard'],
    kind: 'dashboard',
    crumb: { name: 'dashboard:title' },
    portal: { group: 'tools', nav: 'navigation:portal.overview', intro: 'dashboard:subtitle' },
  }),
  ...(['templates', 'assessment', 'automation', 'calculator'] as const).map((tool) =>
    privatePage('signed-in', {
      path: `/dashboard/${tool}`,
      module: `routes/dashboard-${tool}.tsx`,
      // The template catalogue is a namespace of its own, loaded by its page only (decision 0055).
      namespaces: tool === 'templates' ? ['dashboard', 'templates'] : ['dashboard'],
      kind: 'dashboard',
      crumb: { name: `dashboard:tools.${tool}.title`, parent: '/dashboard' },
      portal: {
        group: 'tools',
        nav: `navigation:portal.${tool}`,
        intro: tool === 'templates' ? 'templates:subtitle' : `dashboard:${tool}.subtitle`,
        tool: true,
        ...(tool === 'templates' ? { stepParam: 'template' } : {}),
      },
    }),
  ),
  privatePage('signed-in', {
    path: '/dashboard/account',
    module: 'routes/dashboard-account.tsx',
    namespaces: ['account'],
    crumb: { name: 'account:title', parent: '/dashboard' },
    portal: { group: 'account', nav: 'navigation:account', intro: 'account:subtitle' },
  }),
  privatePage('admin', {
    path: '/admin',
    module: 'routes/admin.tsx',
    namespaces: ['admin'],
    crumb: { name: 'admin:title' },
    portal: {
      group: 'admin',
      nav: 'navigation:portal.inbox',
      intro: 'admin:subtitle',
      ownHeader: true,
      wide: true,
    },
  }),
  // The meetings desk (issue 25 §1, §6; decision 0111): consultants and their agenda, admins only.
  privatePage('admin', {
    path: '/admin/consultants',
    module: 'routes/admin-consultants.tsx',
    namespaces: ['admin'],
    crumb: { name: 'admin:consultants.title', parent: '/admin' },
    portal: {
      group: 'admin',
      nav: 'navigation:portal.consultants',
      intro: 'admin:consultants.subtitle',
    },
  }),
  privatePage('admin', {
    path: '/admin/agenda',
    module: 'routes/admin-agenda.tsx',
    namespaces: ['admin'],
    crumb: { name: 'admin:agenda.title', parent: '/admin' },
    portal: { group: 'admin', nav: 'navigation:portal.agenda', intro: 'admin:agenda.subtitle' },
  }),
  // The editorial desk's home (issue 23 §1, decision 0106): administrators and editors.
  privatePage('desk', {
    path: '/admin/content',
    module: 'routes/admin-content.tsx',
    namespaces: ['admin'],
    crumb: { name: 'admin:content.title' },
    portal: { group: 'admin', nav: 'navigation:portal.content', intro: 'admin:content.subtitle' },
  }),
  // The firm's facts as settings (issue 23 §3, decision 0093), part of the desk.
  privatePage('desk', {
    path: '/admin/firm',
    module: 'routes/admin-firm.tsx',
    namespaces: ['admin'],
    crumb: { name: 'admin:firm.title', parent: '/admin/content' },
    portal: { group: 'admin', nav: 'navigation:portal.firm', intro: 'admin:firm.subtitle' },
  }),
  // What the scheduler will publish and unpublish, by day (issue 23 §5, decision 0132). Before the
  // collections' `:slug`, though the route table ranks a static segment first anyway.
  privatePage('desk', {
    path: '/admin/content/calendar',
    module: 'routes/admin-content-calendar.tsx',
    namespaces: ['admin'],
    crumb: { name: 'admin:content.calendar.title', parent: '/admin/content' },
    portal: {
      group: 'admin',
      nav: 'navigation:portal.calendar',
      intro: 'admin:content.calendar.intro',
    },
  }),
  // The desk's collections (issue 23 §2, decision 0113): each lists its entries with the
  // translation board; `?entry=` opens an entry's form in the language of `?lang=`.
  privatePage('desk', {
    path: '/admin/content/:slug',
    slugs: collectionNames,
    module: 'routes/admin-collection.tsx',
    namespaces: ['admin'],
    crumb: { name: 'admin:content.collections.{slug}.title', parent: '/admin/content' },
    portal: {
      group: 'admin',
      nav: 'admin:content.collections.{slug}.nav',
      intro: 'admin:content.collections.{slug}.intro',
    },
  }),
] as const satisfies readonly PageEntry[];

type RegistryEntry = (typeof pageEntries)[number];
/** An entry's concrete paths: `:slug` filled in with each of its slugs. */
type ConcretePaths<E> = E extends {
  path: `${infer Before}:slug`;
  slugs: readonly (infer Slug extends string)[];
}
  ? `${Before}${Slug}`
  : E extends { path: infer Path extends string }
    ? Path
    : never;

/**
 * Every page's path, without language prefix (`/faq`, `/servicos/analise-preditiva`): what links
 * and `localize()` take, so a path that is not in the registry does not compile (issue 24 §2;
 * routes.test-d.ts proves it).
 */
export type PagePath = ConcretePaths<RegistryEntry>;

/** One concrete page: a registry entry with its slug filled in. */
export interface PageRoute extends Omit<PageEntry, 'path' | 'slugs' | 'meta' | 'crumb'> {
  path: PagePath;
  /** The entry's path pattern (`/servicos/:slug`), for the route table. */
  pattern: string;
  slug?: string;
  meta: readonly MetaKeys[];
  crumb?: { name: TextKey; parent?: string };
}

const fill = (text: string, slug: string | undefined) =>
  slug === undefined ? text : text.replaceAll('{slug}', slug);

function expand(entry: PageEntry): PageRoute[] {
  const { slugs, meta = [], crumb, portal, ...rest } = entry;
  return (slugs ?? [undefined]).map((slug) => ({
    ...rest,
    pattern: entry.path,
    // The registry's own paths, `:slug` filled with the entry's slugs: PagePath by construction.
    path: (slug === undefined ? entry.path : entry.path.replace(':slug', slug)) as PagePath,
    slug,
    meta: meta.map((m) => ({ ns: m.ns, prefix: fill(m.prefix, slug) })),
    crumb: crumb && {
      name: fill(crumb.name, slug) as TextKey,
      ...(crumb.parent ? { parent: crumb.parent } : {}),
    },
    ...(portal
      ? {
          portal: {
            ...portal,
            nav: fill(portal.nav, slug) as TextKey,
            intro: fill(portal.intro, slug) as TextKey,
          },
        }
      : {}),
  }));
}

/** Every concrete page of the site. */
export const allPages: readonly PageRoute[] = pageEntries.flatMap(expand);

/** Public pages prerendered in every language. */
export const publicPages: readonly PageRoute[] = allPages.filter(
  (p) => p.access === 'public' && p.prerender,
);

/** Public but rendered in the browser: they depend on the visitor's session. */
export const clientPublicPages: readonly PageRoute[] = allPages.filter(
  (p) => p.access === 'public' && !p.prerender,
);

export const privatePages: readonly PageRoute[] = allPages.filter((p) => p.access !== 'public');

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
  const clean = path.length > 1 ? trimTrailingSlashes(path) : path;
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
 * account: they may show the unverified-e-mail banner (app/require-auth.tsx). Workspace pages add
 * dashboard: their header's breadcrumb and way back say "Painel" (app/portal-layout.tsx), and a
 * workspace page's first paint carries that header with its strings (decision 0135).
 */
export function namespacesForPath(pathname: string): Namespace[] {
  const found = findPage(splitLocalePath(pathname).path);
  const banner: Namespace[] = found?.access === 'signed-in' ? ['account'] : [];
  const workspace: Namespace[] = found?.portal ? ['dashboard'] : [];
  return [
    ...new Set<Namespace>([
      'common',
      'navigation',
      'auth',
      ...(found?.namespaces ?? []),
      ...banner,
      ...workspace,
    ]),
  ];
}
