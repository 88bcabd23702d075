import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '#client/lib/cn.ts';
import { PlainLink, type LinkComponent, type NavItem } from './nav-link.tsx';

export interface PortalNavGroup {
  label: string;
  items: (NavItem & { icon: LucideIcon })[];
}

/**
 * The workspace's own navigation (issue 14 §5): a sidebar of tools, account and, for admins, the
 * inbox from `lg`; below, the same destinations as a row of tabs that scrolls inside itself.
 */
export function PortalNav({
  label,
  groups,
  person,
  layout,
  Link = PlainLink,
}: {
  label: string;
  groups: PortalNavGroup[];
  /** Who is signed in and where they are, shown above the sidebar. */
  person?: { name: string; caption: string };
  layout: 'sidebar' | 'tabs';
  Link?: LinkComponent;
}) {
  const tabsRef = useRef<HTMLUListElement>(null);
  const current = groups.flatMap((g) => g.items).find((item) => item.current)?.href;
  // The row scrolls inside itself: bring the current page's tab into sight (a tool further right
  // would otherwise open with its tab hidden past the edge).
  useEffect(() => {
    const list = tabsRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !tab) return;
    const overflow = tab.offsetLeft + tab.offsetWidth - (list.scrollLeft + list.clientWidth);
    if (overflow > 0 || tab.offsetLeft < list.scrollLeft) {
      list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    }
  }, [current]);

  if (layout === 'tabs') {
    const items = groups.flatMap((g) => g.items);
    return (
      <nav aria-label={label} className="-mx-gutter border-b border-border">
        <ul
          ref={tabsRef}
          className="relative flex w-full gap-1 overflow-x-auto px-gutter py-2 [scrollbar-width:none]"
        >
          {items.map(({ icon: Icon, ...item }) => (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={item.current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground',
                  item.current
                    ? 'bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground'
                    : 'text-muted-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-label={label} className="sticky top-14 flex flex-col gap-6 py-8">
      {person && (
        <div className="flex items-center gap-3 px-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-primary-subtle text-sm font-bold text-primary-subtle-foreground"
          >
            {initials(person.name)}
          </span>
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-semibold text-foreground">{person.name}</span>
            <span className="text-xs text-muted-foreground">{person.caption}</span>
          </span>
        </div>
      )}
      {groups.map((group) => (
        <div key={group.label}>
          <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {group.label}
          </p>
          <ul className="flex flex-col gap-0.5">
            {group.items.map(({ icon: Icon, ...item }) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={item.current ? 'page' : undefined}
                  className={cn(
                    'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                    item.current
                      ? 'bg-primary-subtle text-primary-subtle-foreground'
                      : 'text-muted-foreground',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  <span className="truncate">{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** "Ana Maria Souza" → "AS": first and last initials, as avatars usually show. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}
