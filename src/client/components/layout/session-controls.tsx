import { LogIn, LogOut, UserRound } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { PlainLink, type LinkComponent, type NavItem } from './nav-link.tsx';

/** What the header knows of the session, handed in by app/ (spec 01 §2 "Header", right side). */
export type HeaderSession =
  /** Not known yet; `signIn` is kept invisible in its place (see below). */
  | { status: 'loading'; signIn: NavItem }
  | { status: 'anonymous'; signIn: NavItem }
  | {
      status: 'signed-in';
      fullName: string;
      /** The account page, named for screen readers after the person's name. */
      account: NavItem;
      onLogout(): void;
      logoutPending: boolean;
      labels: { logout: string; loggingOut: string };
    };

/**
 * Sign-in button, or the person's name (to their account) and the sign-out button. `layout`
 * `row` sits in the header; `stack` fills the phone menu's foot. Props only: an island can
 * hydrate it without router or translator (issue 14 §7).
 */
export function SessionControls({
  session,
  layout = 'row',
  onNavigate,
  Link = PlainLink,
}: {
  session: HeaderSession;
  layout?: 'row' | 'stack';
  /** Called when one of its links is followed (the phone menu closes). */
  onNavigate?(): void;
  Link?: LinkComponent;
}) {
  const stack = layout === 'stack';
  if (session.status === 'loading' || session.status === 'anonymous') {
    // While the session is unknown the sign-in button is there but invisible, so nothing moves
    // when the session arrives, and a prerendered page's islands script can reveal it for an
    // anonymous visitor without the app (`data-session-pending`, decision 0072).
    const pending = session.status === 'loading';
    // Secondary: the header's one filled button is the call to action (issue 26 §2).
    return (
      <Button
        asChild
        variant="secondary"
        size={stack ? 'lg' : 'sm'}
        className={cn(stack && 'w-full', pending && 'invisible')}
      >
        <Link
          href={session.signIn.href}
          aria-current={session.signIn.current ? 'page' : undefined}
          onClick={onNavigate}
          data-session-pending={pending ? '' : undefined}
        >
          {stack && <LogIn aria-hidden="true" />}
          {session.signIn.label}
        </Link>
      </Button>
    );
  }
  const { fullName, account, onLogout, logoutPending, labels } = session;
  const logoutLabel = logoutPending ? labels.loggingOut : labels.logout;
  return (
    <div className={cn('flex min-w-0 items-center gap-2', stack && 'flex-col items-stretch gap-3')}>
      <Link
        href={account.href}
        aria-current={account.current ? 'page' : undefined}
        onClick={onNavigate}
        className={cn(
          'inline-flex min-w-0 items-center gap-2 rounded-md text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
          stack ? 'h-11 px-3' : 'h-9 max-w-40 px-2.5',
          account.current ? 'bg-primary-subtle text-primary-subtle-foreground' : 'text-foreground',
        )}
      >
        <UserRound aria-hidden="true" className="size-4 shrink-0 opacity-70" />
        <span className="truncate" data-testid={stack ? undefined : 'header-user-name'}>
          {fullName}
        </span>
        <span className="sr-only">{` — ${account.label}`}</span>
      </Link>
      <Button
        variant="secondary"
        size={stack ? 'lg' : 'sm'}
        onClick={() => {
          onNavigate?.();
          onLogout();
        }}
        disabled={logoutPending}
        // In the header the text shows from `xl`; below, the icon alone (the name stays the same).
        aria-label={stack ? undefined : logoutLabel}
        className={cn(!stack && 'max-xl:w-9 max-xl:px-0')}
      >
        <LogOut aria-hidden="true" className={cn(!stack && 'xl:hidden')} />
        <span className={cn(!stack && 'max-xl:hidden')}>{logoutLabel}</span>
      </Button>
    </div>
  );
}
