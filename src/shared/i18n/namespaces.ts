/** Translation namespaces (spec 01 §7, spec 02 §7): one JSON file each under public/locales/<lng>/. */
export const namespaces = [
  'common',
  'navigation',
  'home',
  'auth',
  'products',
  'services',
  'technologies',
  // A technology's own page (issue 26 §1, decision 0141): kept out of the listing's HTML.
  'technology-pages',
  'about',
  'dashboard',
  'admin',
  'faq',
  'terms',
  'privacy',
  'account',
  'design',
  // The template library's catalogue (issue 16): large, so only /dashboard/templates loads it.
  'templates',
  // The public pages of published content (issue 23 §2, decision 0123): loaded by those pages only.
  'content',
] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';

/** Server-only namespace (e-mails), kept beside the others so translators find every text in one place. */
export const serverNamespaces = ['mail'] as const;
