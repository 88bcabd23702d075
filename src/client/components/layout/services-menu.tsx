import { ArrowRight, ChevronDown } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { PlainLink, type LinkComponent, type NavItem } from './nav-link.tsx';
import { usePopover } from './use-popover.ts';

const panelId = 'services-menu';

/**
 * The header's services menu on wide screens (issue 14 §3): a panel under the header built on the
 * HTML popover attribute, so it opens, closes on Escape or an outside click and keeps its links in
 * the tab order right after the button with no script at all (it works before hydration).
 */
export function ServicesMenu({
  label,
  items,
  overview,
  current,
  Link = PlainLink,
}: {
  label: string;
  items: NavItem[];
  overview?: NavItem;
  /** One of its pages is shown: the button reads as the current section. */
  current: boolean;
  Link?: LinkComponent;
}) {
  // Once hydrated: `aria-expanded`, and a link that navigates without a page load closes it.
  const { ref, open, hide } = usePopover();
  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        aria-expanded={open}
        className={cn(
          'inline-flex h-9 cursor-pointer items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
          current ? 'bg-primary-subtle text-primary-subtle-foreground' : 'text-muted-foreground',
        )}
      >
        {label}
        <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
      </button>
      <div
        ref={ref}
        id={panelId}
        popover="auto"
        className="fixed inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-b border-border bg-surface p-0 text-surface-foreground shadow-raised"
      >
        <div className="mx-auto grid max-w-page gap-2 px-gutter py-6 lg:grid-cols-4">
          {items.map((item) => (
            <Link
              key={item.href}
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              onClick={hide}
              className={cn(
                'flex flex-col gap-1 rounded-lg p-3 transition-colors hover:bg-accent',
                item.current && 'bg-primary-subtle',
              )}
            >
              <span className="text-sm font-semibold text-foreground">{item.label}</span>
              {item.description && (
                <span className="text-sm text-muted-foreground">{item.description}</span>
              )}
            </Link>
          ))}
          {overview && (
            <Link
              href={overview.href}
              aria-current={overview.current ? 'page' : undefined}
              onClick={hide}
              className="inline-flex items-center gap-1 justify-self-start rounded-md px-3 py-2 text-sm font-semibold text-link hover:underline lg:col-span-4"
            >
              {overview.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
