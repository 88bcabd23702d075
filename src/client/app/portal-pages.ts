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
export type TextRef = readonly [ns: Namespace, key: string];

export interface PortalPage {
  path: string;
  group: 'tools' | 'account' | 'admin';
  icon: LucideIcon;
  /** Key of its short label in `navigation.portal`. */
  navKey:
    'overview' | 'templates' | 'assessment' | 'automation' | 'calculator' | 'inbox' | 'account';
  /** Its title and intro: namespace (one the route loads) and key. */
  title: TextRef;
  description: TextRef;
  /** A tool: the breadcrumb goes through the dashboard and a back arrow leads there (spec 02 §2). */
  tool?: boolean;
  /**
   * A search parameter that opens a step of the tool with its own way back (the template fill
   * step): the layout then leaves out its back arrow, so the step shows one back link.
   */
  stepParam?: string;
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
  title: ['dashboard', `tools.${navKey}.title`],
  description: ['dashboard', `${navKey}.subtitle`],
  tool: true,
  underDashboard: true,
});

export const portalPages: readonly PortalPage[] = [
  {
    path: '/dashboard',
    group: 'tools',
    icon: LayoutDashboard,
    navKey: 'overview',
    title: ['dashboard', 'title'],
    description: ['dashboard', 'subtitle'],
  },
  {
    ...tool('templates', MessageSquareText),
    // The library's texts live in its own namespace (issue 16), loaded by this route only.
    description: ['templates', 'subtitle'],
    stepParam: 'template',
  },
  tool('assessment', Gauge),
  tool('automation', Workflow),
  tool('calculator', Calculator),
  {
    path: '/dashboard/account',
    group: 'account',
    icon: UserRound,
    navKey: 'account',
    title: ['account', 'title'],
    description: ['account', 'subtitle'],
    underDashboard: true,
  },
  {
    path: '/admin',
    group: 'admin',
    icon: Inbox,
    navKey: 'inbox',
    title: ['admin', 'title'],
    description: ['admin', 'subtitle'],
    adminOnly: true,
    ownHeader: true,
  },
];

export function findPortalPage(pathname: string): PortalPage | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return portalPages.find((page) => page.path === clean);
}
