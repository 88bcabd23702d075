import { Link } from 'react-router';
import type { LinkProps } from '#client/components/layout/nav-link.tsx';

/** The layout's links as router links: client-side navigation inside the app. */
export function RouterLink({ href, ...props }: LinkProps) {
  return <Link to={href} {...props} />;
}
