import { ChevronDown, Cookie, FileText, LogOut, Shield, UserRound } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#client/lib/cn.ts';
import { PlainLink, type LinkComponent, type NavItem } from './nav-link.tsx';
import { initials } from './portal-nav.tsx';

export interface AccountMenuLabels {
  /** The button's name after the person's name ("Menu da conta"). */
  menu: string;
  logout: string;
  loggingOut: string;
  privacy: string;
  terms: string;
  cookies: string;
  /** "abre em nova aba", said after the legal links (they open in a new tab, spec 01 §2). */
  opensInNewTab: string;
}

export interface AccountMenuProps {
  fullName: string;
  email: string;
  /** The account page (/dashboard/account). */
  account: NavItem;
  privacyHref: string;
  termsHref: string;
  onOpenCookies(): void;
  onLogout(): void;
  logoutPending: boolean;
  labels: AccountMenuLabels;
  Link?: LinkComponent;
}

const itemClass =
  'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-md px-3 text-left text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The workspace top bar's account menu (issue 26 §3, decision 0087): who is signed in (name and
 * e-mail), their account page, the legal links and cookie choice the marketing footer gave
 * (spec 01 §2, decision 0065 §3), and sign-out, disabled while it is pending (spec 01 §2 "Header").
 * Built on the HTML popover attribute like the services menu: it opens, closes on Escape or an
 * outside click and keeps its items in the tab order after the button, with no script of its own.
 */
export function AccountMenu({
  fullName,
  email,
  account,
  privacyHref,
  termsHref,
  onOpenCookies,
  onLogout,
  logoutPending,
  labels,
  Link = PlainLink,
}: AccountMenuProps) {
  const panelId = useId();
  const hide = () => document.getElementById(panelId)?.hidePopover?.();
  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        data-testid="account-menu-button"
        className="inline-flex h-10 min-w-0 cursor-pointer items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
      >
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-primary-subtle text-xs font-bold text-primary-subtle-foreground"
        >
          {initials(fullName)}
        </span>
        <span className="max-w-40 truncate max-sm:sr-only" data-testid="header-user-name">
          {fullName}
        </span>
        <span className="sr-only">{` — ${labels.menu}`}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-70" />
      </button>
      <div
        id={panelId}
        popover="auto"
        data-testid="account-menu"
        className="fixed top-14 right-2 bottom-auto left-auto m-0 w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface p-2 text-surface-foreground shadow-raised"
      >
        <div className="flex flex-col border-b border-border px-3 pt-1 pb-3">
          <span className="truncate text-sm font-semibold text-foreground">{fullName}</span>
          <span className="truncate text-sm text-muted-foreground">{email}</span>
        </div>
        <ul className="flex flex-col gap-0.5 py-2">
          <li>
            <Link
              href={account.href}
              aria-current={account.current ? 'page' : undefined}
              onClick={hide}
              className={cn(itemClass, account.current && 'bg-primary-subtle')}
            >
              <UserRound aria-hidden="true" className="size-4 shrink-0 opacity-70" />
              {account.label}
            </Link>
          </li>
          <li>
            <a
              href={privacyHref}
              target="_blank"
              rel="noopener"
              onClick={hide}
              className={itemClass}
            >
              <Shield aria-hidden="true" className="size-4 shrink-0 opacity-70" />
              {labels.privacy}
              <span className="sr-only">{` (${labels.opensInNewTab})`}</span>
            </a>
          </li>
          <li>
            <a href={termsHref} target="_blank" rel="noopener" onClick={hide} className={itemClass}>
              <FileText aria-hidden="true" className="size-4 shrink-0 opacity-70" />
              {labels.terms}
              <span className="sr-only">{` (${labels.opensInNewTab})`}</span>
            </a>
          </li>
          <li>
            <button
              type="button"
              className={itemClass}
              onClick={() => {
                hide();
                onOpenCookies();
              }}
            >
              <Cookie aria-hidden="true" className="size-4 shrink-0 opacity-70" />
              {labels.cookies}
            </button>
          </li>
        </ul>
        <div className="border-t border-border pt-2">
          <button
            type="button"
            className={itemClass}
            disabled={logoutPending}
            onClick={() => {
              hide();
              onLogout();
            }}
          >
            <LogOut aria-hidden="true" className="size-4 shrink-0 opacity-70" />
            {logoutPending ? labels.loggingOut : labels.logout}
          </button>
        </div>
      </div>
    </>
  );
}
