import type { RouteConfig } from '@react-router/dev/routes';
import { layout, route } from '@react-router/dev/routes';
import { publicCollections } from '#shared/content/content-pages.ts';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { localizedPath, pageEntries, type Access } from '#shared/routes.ts';

/**
 * The route table, derived from the page registry (src/shared/routes.ts). Localized pages answer
 * at the bare path (pt-BR) and under /en and /es, each language with its own route id so React
 * Router can tell them apart; the private areas sit inside their guard's layout.
 */
const guards: Record<Exclude<Access, 'public'>, string> = {
  'signed-in': 'app/require-auth.tsx',
  admin: 'app/require-admin.tsx',
  desk: 'app/require-desk.tsx',
};

const localized = pageEntries.filter((page) => page.localized);
const unlocalized = (access: Access) =>
  pageEntries
    .filter((page) => !page.localized && page.access === access)
    .map((page) => route(page.path, page.module));

export default [
  ...supportedLocales.flatMap((locale) =>
    localized.map((page) =>
      route(localizedPath(page.path, locale), page.module, { id: `${locale}:${page.path}` }),
    ),
  ),
  // Published content (issue 23 §2, decision 0123): not prerendered by the build; the server
  // renders a listing or an entry while it is published, with its data in the root's context.
  ...supportedLocales.flatMap((locale) =>
    Object.values(publicCollections).flatMap((base) => [
      route(localizedPath(base, locale), 'routes/content-listing.tsx', { id: `${locale}:${base}` }),
      route(localizedPath(`${base}/:slug`, locale), 'routes/content-entry.tsx', {
        id: `${locale}:${base}/:slug`,
      }),
    ]),
  ),
  ...unlocalized('public'),
  // The workspace (issue 14 §5): one app layout, from app/portal-pages.ts, around the guarded areas.
  layout('app/portal-layout.tsx', [
    layout(guards['signed-in'], unlocalized('signed-in')),
    layout(guards.admin, unlocalized('admin')),
    layout(guards.desk, unlocalized('desk')),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
