import type { ComponentType, MouseEventHandler, ReactNode } from 'react';

/** A destination in a menu: where, what it is called, whether it is the page shown. */
export interface NavItem {
  href: string;
  label: string;
  current?: boolean;
  description?: string;
}

export interface LinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  'data-testid'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * How the layout renders a link. The app hands in the router's link (client-side navigation);
 * anywhere without a router (a hydrated island of a prerendered page, a unit test) a plain anchor
 * does (issue 14 §7: the header's parts must render without router context).
 */
export type LinkComponent = ComponentType<LinkProps>;

export function PlainLink(props: LinkProps) {
  return <a {...props} />;
}
