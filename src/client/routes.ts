import type { RouteConfig } from '@react-router/dev/routes';
import { layout, route } from '@react-router/dev/routes';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { localizedPath } from '#shared/routes.ts';

/**
 * The route table of spec 01 §2 and spec 02 §2 (src/shared/routes.ts lists the same paths as data
 * for the build, the sitemap and the server). Public pages answer at the bare path (pt-BR) and
 * under /en and /es; each language gets its own route id so React Router can tell them apart.
 */
const localizedPages: [path: string, file: string][] = [
  ['/', 'routes/home.tsx'],
  ['/technologies', 'routes/technologies.tsx'],
  ['/tecnologias/:slug', 'routes/technology.tsx'],
  ['/products', 'routes/products.tsx'],
  ['/about', 'routes/about.tsx'],
  ['/faq', 'routes/faq.tsx'],
  ['/demonstracao', 'routes/demonstracao.tsx'],
  ['/i18n-demo', 'routes/i18n-demo.tsx'],
  ['/terms-of-use', 'routes/terms-of-use.tsx'],
  ['/privacy-policy', 'routes/privacy-policy.tsx'],
  ['/servicos', 'routes/services.tsx'],
  ['/servicos/:slug', 'routes/service.tsx'],
  ['/auth', 'routes/auth.tsx'],
  ['/reset-password', 'routes/reset-password.tsx'],
  ['/verify-email', 'routes/verify-email.tsx'],
];

export default [
  ...supportedLocales.flatMap((locale) =>
    localizedPages.map(([path, file]) =>
      route(localizedPath(path, locale), file, { id: `${locale}:${path}` }),
    ),
  ),
  layout('app/require-auth.tsx', [
    route('/dashboard', 'routes/dashboard.tsx'),
    route('/dashboard/templates', 'routes/dashboard-templates.tsx'),
    route('/dashboard/assessment', 'routes/dashboard-assessment.tsx'),
    route('/dashboard/automation', 'routes/dashboard-automation.tsx'),
    route('/dashboard/calculator', 'routes/dashboard-calculator.tsx'),
    route('/dashboard/account', 'routes/dashboard-account.tsx'),
  ]),
  layout('app/require-admin.tsx', [route('/admin', 'routes/admin.tsx')]),
  route('/design', 'routes/design.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
