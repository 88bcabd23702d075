import { Menu, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { LanguageMenu, type LanguageMenuProps } from './language-selector.tsx';
import { PlainLink, type LinkComponent, type NavItem } from './nav-link.tsx';
import { SessionControls, type HeaderSession } from './session-controls.tsx';
import { usePopover } from './use-popover.ts';

export interface PhoneMenuLabels {
  open: string;
  title: string;
  close: string;
  services: string;
  more: string;
  language: string;
}

const panelId = 'phone-menu';

/**
 * The header's menu below `lg` (issue 14 §4): a button opening a sheet with every header
 * destination, the services, FAQ and demonstration, the language selector and sign-in/out.
 *
 * The sheet is an HTML `popover` opened by the button's `popovertarget` (issue 26 §1, decision
 * 0084): it opens on the first tap from the prerendered markup, before the app has loaded and
 * with JavaScript off; Escape, the ✕ and a tap outside close it, and the browser gives focus back
 * to the button. While it is open the page behind does not scroll (app.css, `:has`). The app
 * adds `aria-expanded`, keeps Tab inside the sheet while it is open (as the Radix dialog it
 * replaces did) and closes it when one of its links navigates without a page load.
 */
export function PhoneMenu({
  links,
  services,
  more,
  cta,
  language,
  session,
  labels,
  Link = PlainLink,
}: {
  links: NavItem[];
  services: NavItem[];
  more: NavItem[];
  /** The header's call to action (issue 26 §2): the sheet's primary button. */
  cta?: NavItem;
  language: Omit<LanguageMenuProps, 'variant'>;
  session: HeaderSession;
  labels: PhoneMenuLabels;
  Link?: LinkComponent;
}) {
  const { ref, open, hide } = usePopover();
  // The Radix dialog's focus trap, kept: Tab from the last control goes to the first, and back.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !ref.current) return;
    const focusable = [
      ...ref.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
    ].filter((el) => el.offsetParent !== null);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  // Focus goes into the sheet when it opens, as a dialog's does; the browser gives it back. Not
  // when the app finds it already open (opened before hydration): the visitor is in it already.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && wasOpen.current === false)
      ref.current?.querySelector<HTMLElement>('a[href], button')?.focus();
    wasOpen.current = open;
  }, [open, ref]);
  const item = (link: NavItem, sub = false) => (
    <li key={link.href}>
      <Link
        href={link.href}
        aria-current={link.current ? 'page' : undefined}
        onClick={hide}
        className={cn(
          'flex min-h-11 items-center rounded-md px-3 py-2 transition-colors hover:bg-accent hover:text-accent-foreground',
          sub ? 'text-sm' : 'text-base font-medium',
          link.current ? 'bg-primary-subtle text-primary-subtle-foreground' : 'text-foreground',
        )}
      >
        {link.label}
      </Link>
    </li>
  );
  const signedIn = session.status === 'signed-in';
  // The call to action is the sheet's primary button; the list does not repeat it.
  const moreLinks = cta && !signedIn ? more.filter((link) => link.href !== cta.href) : more;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        popoverTarget={panelId}
        aria-label={labels.open}
        aria-expanded={open}
        data-testid="phone-menu-button"
      >
        <Menu aria-hidden="true" />
      </Button>
      <div
        ref={ref}
        id={panelId}
        popover="auto"
        role="dialog"
        aria-label={labels.title}
        onKeyDown={onKeyDown}
        className="inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] flex-col border-0 border-l border-border bg-surface p-0 text-surface-foreground shadow-overlay backdrop:bg-scrim/60 open:flex open:animate-sheet-in"
      >
        <div className="relative flex h-16 shrink-0 items-center border-b border-border px-5">
          <p className="line-clamp-2 min-w-0 pr-10 text-base font-semibold [overflow-wrap:anywhere]">
            {labels.title}
          </p>
          <button
            type="button"
            popoverTarget={panelId}
            popoverTargetAction="hide"
            aria-label={labels.close}
            className="absolute top-3.5 right-3 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-4">
          <nav aria-label={labels.title} className="flex flex-col gap-5">
            <ul className="flex flex-col gap-0.5">{links.map((link) => item(link))}</ul>
            <div>
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {labels.services}
              </p>
              <ul className="flex flex-col gap-0.5">{services.map((link) => item(link, true))}</ul>
            </div>
            <div>
              <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {labels.more}
              </p>
              <ul className="flex flex-col gap-0.5">{moreLinks.map((link) => item(link, true))}</ul>
            </div>
          </nav>
          <div className="mt-6 flex flex-col gap-4 border-t border-border px-3 pt-5">
            <div className="flex items-center justify-between gap-3">
              <span className="text-sm font-medium text-muted-foreground">{labels.language}</span>
              <LanguageMenu
                variant="header"
                {...language}
                onSelect={(code) => {
                  hide();
                  language.onSelect(code);
                }}
              />
            </div>
            {cta && !signedIn && (
              <Button asChild size="lg" className="w-full">
                <Link
                  href={cta.href}
                  aria-current={cta.current ? 'page' : undefined}
                  onClick={hide}
                >
                  {cta.label}
                </Link>
              </Button>
            )}
            <SessionControls session={session} layout="stack" onNavigate={hide} Link={Link} />
          </div>
        </div>
      </div>
    </>
  );
}
