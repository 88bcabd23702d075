import {
  BriefcaseBusiness,
  Building2,
  FileText,
  Handshake,
  Calculator,
  CalendarClock,
  CalendarDays,
  Gauge,
  Inbox,
  LayoutDashboard,
  MessageSquareText,
  Newspaper,
  UserRound,
  UsersRound,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import {
  allPages,
  findPage,
  type Access,
  type PagePath,
  type PortalEntry,
  type TextKey,
} from '#shared/routes.ts';
import { trimTrailingSlashes } from '#shared/url-path.ts';

/**
 * The signed-in workspace's pages (issue 14 §5), derived from the page registry
 * (src/shared/routes.ts, entries with `portal`): their navigation label, title (the breadcrumb
 * name), intro and breadcrumb. Only the icons live here, because the registry stays free of
 * client code. The portal layout (portal-layout.tsx) renders the sidebar/tabs, the breadcrumb, the
 * h1 and the document title from it; the pages render content.
 */
export interface PortalPage extends PortalEntry {
  path: string;
  icon: LucideIcon;
  title: TextKey;
  /** Who may open it (src/shared/roles.ts `mayOpen`). */
  access: Access;
  /** The pages above it, home first (registry `crumb.parent`). */
  trail: { name: TextKey; path: string }[];
}

const icons: Record<string, LucideIcon> = {
  '/dashboard': LayoutDashboard,
  '/dashboard/templates': MessageSquareText,
  '/dashboard/assessment': Gauge,
  '/dashboard/automation': Workflow,
  '/dashboard/calculator': Calculator,
  '/dashboard/account': UserRound,
  '/admin': Inbox,
  '/admin/content': Newspaper,
  '/admin/firm': Building2,
  '/admin/content/case-studies': BriefcaseBusiness,
  '/admin/content/insights': FileText,
  '/admin/content/team': UsersRound,
  '/admin/content/clients': Handshake,
  '/admin/content/calendar': CalendarClock,
  '/admin/consultants': UsersRound,
  '/admin/agenda': CalendarDays,
} satisfies Partial<Record<PagePath, LucideIcon>>;

function trailOf(parent: string | undefined): PortalPage['trail'] {
  const trail: PortalPage['trail'] = [];
  for (let at = parent ? findPage(parent) : undefined; at;) {
    if (at.crumb) trail.unshift({ name: at.crumb.name, path: at.path });
    at = at.crumb?.parent ? findPage(at.crumb.parent) : undefined;
  }
  return [{ name: 'navigation:home', path: '/' }, ...trail];
}

export const portalPages: readonly PortalPage[] = allPages.flatMap((page) => {
  if (!page.portal) return [];
  const icon = icons[page.path];
  if (!icon || !page.crumb)
    throw new Error(`${page.path}: a portal page needs an icon and a crumb`);
  return [
    {
      ...page.portal,
      path: page.path,
      icon,
      title: page.crumb.name,
      access: page.access,
      trail: trailOf(page.crumb.parent),
    },
  ];
});

export function findPortalPage(pathname: string): PortalPage | undefined {
  const clean = pathname.length > 1 ? trimTrailingSlashes(pathname) : pathname;
  return portalPages.find((page) => page.path === clean);
}

/** `namespace:key` as i18next's `t(key, { ns })` takes it. */
export function splitTextKey(text: TextKey): { ns: string; key: string } {
  const at = text.indexOf(':');
  return { ns: text.slice(0, at), key: text.slice(at + 1) };
}
