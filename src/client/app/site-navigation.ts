import { useTranslation } from 'react-i18next';
import type { Roles } from '#shared/roles.ts';
import { findPage, serviceSlugs, splitLocalePath, type PagePath } from '#shared/routes.ts';
import type { NavItem } from '#client/components/layout/nav-link.tsx';
import { useLocalizedPath } from '#client/lib/locale.tsx';

/** Whether `path` (language prefix removed) is `page`: a registry path, checked by the compiler. */
export const isAt = (path: string, page: PagePath): boolean => path === page;

/**
 * Whether `path` (language prefix removed) is `section` or a page under it; `also` names further
 * prefixes (`/tecnologias`, whose pages are its slugs).
 */
export function isWithin(path: string, section: PagePath, also: string[] = []): boolean {
  return [section, ...also].some((s) => path === s || path.startsWith(`${s}/`));
}

export interface SiteNavigation {
  /** The header's links (spec 01 §2): four, plus dashboard and admin when allowed. */
  links: NavItem[];
  services: NavItem[];
  /** The services overview, once the route table has one. */
  servicesOverview?: NavItem;
  /** FAQ and demonstration (issue 14 §3: reachable from every page). */
  help: NavItem[];
}

/**
 * Every destination of the header, phone menu and footer, with the current one marked. One place
 * for the site's navigation, so the three menus cannot disagree.
 */
export function useSiteNavigation(pathname: string, user: Roles | null): SiteNavigation {
  const { t } = useTranslation('navigation');
  const localize = useLocalizedPath();
  const { path } = splitLocalePath(pathname);
  // The current page is marked; a section passes its own test (isWithin).
  const item = (to: PagePath, label: string, current = isAt(path, to)): NavItem => ({
    href: localize(to),
    label,
    current,
  });
  const links = [
    item('/', t('home')),
    item('/technologies', t('technologies'), isWithin(path, '/technologies', ['/tecnologias'])),
    item('/products', t('products'), isWithin(path, '/products')),
    item('/about', t('about'), isWithin(path, '/about')),
  ];
  // Spec 01 §2: the dashboard link is active for /dashboard and any page under it.
  if (user) links.push(item('/dashboard', t('dashboard'), isWithin(path, '/dashboard')));
  if (user?.isAdmin) links.push(item('/admin', t('admin'), isWithin(path, '/admin')));
  // An editor's way into the editorial desk (issue 23 §1); admins reach it from the workspace.
  else if (user?.isEditor) links.push(item('/admin/content', t('desk'), isWithin(path, '/admin')));

  const services = serviceSlugs.map((slug) => ({
    ...item(`/servicos/${slug}`, t(`serviceItems.${slug}.title`)),
    description: t(`serviceItems.${slug}.description`),
  }));
  const servicesOverview = findPage('/servicos') ? item('/servicos', t('allServices')) : undefined;
  const help = [item('/faq', t('faq')), item('/demonstracao', t('demonstration'))];
  return { links, services, servicesOverview, help };
}
