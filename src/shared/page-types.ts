import type { Namespace } from './i18n/namespaces.ts';

/**
 * The types of the page registry (src/shared/routes.ts): what one entry says about its page.
 * Kept apart from the entries so the registry file stays a list (issue 24: no file over 500 lines).
 */
/** 'desk': the editorial desk, administrators and editors (issue 23 §1, src/shared/roles.ts). */
export type Access = 'public' | 'signed-in' | 'admin' | 'desk';

/** The page kinds of spec 01 §2's metadata table (sitemap priority, seo/page-metadata.ts). */
export type PageKind =
  | 'home'
  | 'services'
  | 'products'
  | 'technologies'
  | 'about'
  | 'faq'
  | 'demonstracao'
  | 'dashboard';

/**
 * The schema.org type a page declares itself as (issue 15 §1). CollectionPage pages also carry
 * an ItemList of what they list; Service pages a Service beside their WebPage.
 */
export type StructuredDataKind =
  'WebSite' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'FAQPage' | 'Service' | 'WebPage';

/** A text in a locale file, `namespace:key`; `{slug}` / `{item}` stand for the page's slug or a listed item. */
export type TextKey = `${Namespace}:${string}`;

/** Where a page's title, description and keywords live: `${ns}:${prefix}.title` and so on. */
export interface MetaKeys {
  ns: Namespace;
  prefix: string;
}

/** What a CollectionPage lists (issue 15 §1): each item's name, and its page when it has one. */
export interface Listing {
  items: readonly string[];
  name: TextKey;
  description?: TextKey;
  /** The item's own page (`{item}` replaced), else `url` for an address elsewhere. */
  path?: string;
  url?(item: string): string | undefined;
}

/** A page of the signed-in workspace (issue 14 §5): its place in the portal's navigation. */
export interface PortalEntry {
  group: 'tools' | 'account' | 'admin';
  /** Its short label in the workspace navigation. */
  nav: TextKey;
  /** The intro under its h1 (the h1 is its breadcrumb name, `crumb.name`). */
  intro: TextKey;
  /** A tool: a back arrow leads to the dashboard (spec 02 §2). */
  tool?: boolean;
  /** A search parameter that opens a step with its own way back (the template fill step). */
  stepParam?: string;
  /** The page draws its own title block (the admin inbox, which the lead desk owns). */
  ownHeader?: boolean;
  /**
   * A work surface that needs the whole screen (the lead desk, issue 26 §4, decision 0083): no
   * sidebar — the tabs stand in for it at every width — and no page-width cap.
   */
  wide?: boolean;
}

export interface PageEntry {
  /** Path without language prefix; `:slug` stands for each of `slugs`. */
  path: string;
  /** The page's component: a route module, relative to src/client. */
  module: `routes/${string}.tsx`;
  access: Access;
  /** Written to HTML at build time in each language; otherwise rendered in the browser. */
  prerender: boolean;
  /** Answers also at /en/… and /es/…; otherwise only at the bare path, in the visitor's language. */
  localized: boolean;
  /** Namespaces the page needs besides common and navigation (embedded in prerendered HTML). */
  namespaces: readonly Namespace[];
  /** The values of `:slug`, each a page of its own. */
  slugs?: readonly string[];
  /** Entry of spec 01 §2's metadata table (sitemap priority); none for pages outside the table. */
  kind?: PageKind;
  /**
   * Where the page's own title, description and keywords live, most specific first (`{slug}`
   * replaced); the home entry is always the last resort (spec 01 §2 fallback).
   */
  meta?: readonly MetaKeys[];
  /** The page's name in breadcrumbs and on its share image, and the page above it. */
  crumb?: { name: TextKey; parent?: string };
  schema?: StructuredDataKind;
  lists?: Listing;
  /** Public and prerendered, yet kept out of search engines and the sitemap. */
  noindex?: boolean; /** Signed-in pages: the workspace layout's navigation, title and intro (client/app/portal-pages.ts). */
  portal?: PortalEntry;
}
