import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '#client/lib/cn.ts';
import { PlainLink, type LinkComponent, type NavItem } from './nav-link.tsx';

export interface PortalNavGroup {
  label: string;
  items: (NavItem & { icon: LucideIcon })[];
}

/**
 * The workspace's own navigation (issue 14 §5): a sidebar of tools, account and, for admins, the
 * inbox from `lg`; below (and above the full-width lead desk), the same destinations as a row of
 * tabs that scrolls inside itself.
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
  if (layout === 'tabs') return <PortalTabs label={label} groups={groups} Link={Link} />;
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

/** Which ends of the tab row have tabs past them. */
interface Overflow {
  start: boolean;
  end: boolean;
}

/**
 * Room kept at an edge with tabs past it: its fade, and the chevron drawn over the fade. The row's
 * scroll padding is the same room, so a tab the browser scrolls in (keyboard focus, and the opening
 * tab of decision 0172) lands clear of the fade.
 */
export const tabEdge = 56;

/**
 * Where the row scrolls to show the current tab: its group's first tab just past the start's fade,
 * or the tab itself there when the group is wider than the row (offsets are the row's own). A tab
 * under either fade does not count as shown.
 */
export function openingScroll(
  clientWidth: number,
  groupStart: number,
  tab: { left: number; width: number },
): number {
  const at = (left: number) => Math.max(0, left - tabEdge);
  const fromGroup = at(groupStart);
  return tab.left + tab.width <= fromGroup + clientWidth - tabEdge ? fromGroup : at(tab.left);
}

type RowScroll = { scrollLeft: number; clientWidth: number; scrollWidth: number };

/** Which ends of the row have tabs past them (a pixel of rounding is not a tab). */
export function overflowOf(row: RowScroll): Overflow {
  return {
    start: row.scrollLeft > 1,
    end: row.scrollLeft + row.clientWidth < row.scrollWidth - 1,
  };
}

/** Whether a tab is whole between the row's fades (an edge without tabs past it has none). */
export function tabInSight(row: RowScroll, tab: { left: number; width: number }): boolean {
  const more = overflowOf(row);
  const start = more.start ? row.scrollLeft + tabEdge : 0;
  const end = more.end ? row.scrollLeft + row.clientWidth - tabEdge : row.scrollWidth;
  return tab.left >= start && tab.left + tab.width <= end;
}

/**
 * The tabs (decision 0170): groups divided by a rule; the row opens on the current page's group, so
 * no tab is cut in half at the start; a fade marks each edge with more tabs past it; and with a
 * mouse (which cannot swipe) a chevron at that edge scrolls it. Keyboard users reach every tab with
 * Tab (the browser scrolls it in), so the chevrons are pointer-only and hidden from assistive tech.
 */
function PortalTabs({
  label,
  groups,
  Link,
}: {
  label: string;
  groups: PortalNavGroup[];
  Link: LinkComponent;
}) {
  const rowRef = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  const current = groups.flatMap((g) => g.items).find((item) => item.current)?.href;

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const now = overflowOf(row);
    setOverflow((old) => (old.start === now.start && old.end === now.end ? old : now));
  }, []);

  useLayoutEffect(() => {
    const row = rowRef.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !tab) return;
    // Moved only when the current tab is not whole in sight: a click on a visible tab keeps the
    // row where the visitor left it.
    const box = { left: tab.offsetLeft, width: tab.offsetWidth };
    if (!tabInSight(row, box)) {
      const group = tab.closest('li')?.dataset.group;
      const first = row.querySelector<HTMLElement>(`li[data-group="${group}"] a`);
      row.scrollLeft = openingScroll(row.clientWidth, first?.offsetLeft ?? box.left, box);
    }
    measure();
  }, [current, measure]);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    // Browsers without ResizeObserver (and jsdom) measure on scroll only.
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(row);
    row.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer?.disconnect();
      row.removeEventListener('scroll', measure);
    };
  }, [measure]);

  const scrollBy = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({
      left: direction * row.clientWidth * 0.75,
      behavior: smooth ? 'smooth' : 'auto',
    });
  };
  // Clear under the chevron, then fading in up to where a tab counts as in sight.
  const mask = `linear-gradient(to right, ${
    overflow.start ? `transparent 1.25rem, black ${tabEdge}px` : 'black 0'
  }, ${overflow.end ? `black calc(100% - ${tabEdge}px), transparent calc(100% - 1.25rem)` : 'black 100%'})`;

  return (
    <nav aria-label={label} className="relative -mx-gutter border-b border-border">
      <ul
        ref={rowRef}
        data-overflow-start={overflow.start || undefined}
        data-overflow-end={overflow.end || undefined}
        style={{
          scrollPaddingInline: tabEdge,
          ...(overflow.start || overflow.end ? { maskImage: mask } : {}),
        }}
        className="relative flex w-full gap-1 overflow-x-auto px-gutter py-2 [scrollbar-width:none]"
      >
        {groups.map((group, g) =>
          group.items.map(({ icon: Icon, ...item }, i) => (
            <li
              key={item.href}
              data-group={g}
              className={cn('shrink-0', i === 0 && g > 0 && 'ml-2 border-l border-border pl-2')}
            >
              <Link
                href={item.href}
                aria-current={item.current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground',
                  // On a phone, before any script runs (a page painted before the app hydrates), the
                  // browser opens the row with this tab just past the start's fade (decision 0172).
                  item.current
                    ? 'bg-primary text-primary-foreground max-md:[scroll-initial-target:nearest] max-md:[scroll-snap-align:start] hover:bg-primary-hover hover:text-primary-foreground'
                    : 'text-muted-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {item.label}
              </Link>
            </li>
          )),
        )}
      </ul>
      {(['start', 'end'] as const).map((edge) => {
        const Chevron = edge === 'start' ? ChevronLeft : ChevronRight;
        return (
          <button
            key={edge}
            type="button"
            aria-hidden="true"
            tabIndex={-1}
            data-scroll-tabs={edge}
            onClick={() => scrollBy(edge === 'start' ? -1 : 1)}
            className={cn(
              'absolute top-1/2 hidden size-8 -translate-y-1/2 place-items-center rounded-full border border-border bg-background text-muted-foreground shadow-sm hover:bg-accent hover:text-accent-foreground',
              edge === 'start' ? 'left-1' : 'right-1',
              overflow[edge] && 'pointer-fine:grid',
            )}
          >
            <Chevron className="size-4" />
          </button>
        );
      })}
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
