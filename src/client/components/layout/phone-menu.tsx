import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Sheet } from '#client/components/ui/sheet.tsx';
import { cn } from '#client/lib/cn.ts';
import { LanguageMenu, type LanguageMenuProps } from './language-selector.tsx';
import { PlainLink, type LinkComponent, type NavItem } from './nav-link.tsx';
import { SessionControls, type HeaderSession } from './session-controls.tsx';

export interface PhoneMenuLabels {
  open: string;
  title: string;
  close: string;
  services: string;
  more: string;
  language: string;
}

/**
 * The header's menu below `lg` (issue 14 §4): a button opening a sheet with every header
 * destination, the services, FAQ and demonstration, the language selector and sign-in/out. The
 * sheet is a Radix Dialog: focus is trapped, Escape closes, focus returns to the button.
 */
export function PhoneMenu({
  links,
  services,
  more,
  language,
  session,
  labels,
  Link = PlainLink,
}: {
  links: NavItem[];
  services: NavItem[];
  more: NavItem[];
  language: Omit<LanguageMenuProps, 'variant'>;
  session: HeaderSession;
  labels: PhoneMenuLabels;
  Link?: LinkComponent;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const item = (link: NavItem, sub = false) => (
    <li key={link.href}>
      <Link
        href={link.href}
        aria-current={link.current ? 'page' : undefined}
        onClick={close}
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
  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={labels.title}
      closeLabel={labels.close}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={labels.open}
          data-testid="phone-menu-button"
        >
          <Menu aria-hidden="true" />
        </Button>
      }
    >
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
          <ul className="flex flex-col gap-0.5">{more.map((link) => item(link, true))}</ul>
        </div>
      </nav>
      <div className="mt-6 flex flex-col gap-4 border-t border-border px-3 pt-5">
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm font-medium text-muted-foreground">{labels.language}</span>
          <LanguageMenu
            variant="header"
            {...language}
            onSelect={(code) => {
              close();
              language.onSelect(code);
            }}
          />
        </div>
        <SessionControls session={session} layout="stack" onNavigate={close} Link={Link} />
      </div>
    </Sheet>
  );
}
