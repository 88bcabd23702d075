import {
  Calculator,
  Gauge,
  Inbox,
  LayoutDashboard,
  MessageSquareText,
  UserRound,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { Namespace } from '#shared/i18n/namespaces.ts';

/**
 * The signed-in workspace's pages (issue 14 §5): the one place their navigation label, icon,
 * title, intro and breadcrumb come from. The portal layout (portal-layout.tsx) renders the
 * sidebar/tabs, the breadcrumb, the h1 and the document title from it; the pages render content.
 */
export interface PortalPage {
  path: string;
  group: 'tools' | 'account' | 'admin';
  icon: LucideIcon;
  /** Key of its short label in `navigation.portal`. */
  navKey:
    'overview' | 'templates' | 'assessment' | 'automation' | 'calculator' | 'inbox' | 'account';
  /** Where its title and intro live (the page's own namespace, loaded with it). */
  ns: Namespace;
  titleKey: string;
  descriptionKey: string;
  /** A tool: the breadcrumb goes through the dashboard and a back arrow leads there (spec 02 §2). */
  tool?: boolean;
  /** Under the dashboard in the breadcrumb. */
  underDashboard?: boolean;
  adminOnly?: boolean;
  /**
   * The page renders its own breadcrumb and h1: the admin inbox, which the lead-desk line owns
   * (issue 14 §5 table); the layout only adds the navigation around it.
   */
  ownHeader?: boolean;
}

const tool = (
  navKey: 'templates' | 'assessment' | 'automation' | 'calculator',
  icon: LucideIcon,
): PortalPage => ({
  path: `/dashboard/${navKey}`,
  group: 'tools',
  icon,
  navKey,
  ns: 'dashboard',
  titleKey: `tools.${navKey}.title`,
  descriptionKey: `${navKey}.subtitle`,
  tool: true,
  underDashboard: true,
});

export const portalPages: readonly PortalPage[] = [
  {
    path: '/dashboard',
    group: 'tools',
    icon: LayoutDashboard,
    navKey: 'overview',
    ns: 'dashboard',
    titleKey: 'title',
    descriptionKey: 'subtitle',
  },
  tool('templates', MessageSquareText),
  tool('assessment', Gauge),
  tool('automation', Workflow),
  tool('calculator', Calculator),
  {
    path: '/dashboard/account',
    group: 'account',
    icon: UserRound,
    navKey: 'account',
    ns: 'account',
    titleKey: 'title',
    descriptionKey: 'subtitle',
    underDashboard: true,
  },
  {
    path: '/admin',
    group: 'admin',
    icon: Inbox,
    navKey: 'inbox',
    ns: 'admin',
    titleKey: 'title',
    descriptionKey: 'subtitle',
    adminOnly: true,
    ownHeader: true,
  },
];

export function findPortalPage(pathname: string): PortalPage | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return portalPages.find((page) => page.path === clean);
}
