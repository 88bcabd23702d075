import { organization } from '#shared/organization.ts';
import { cn } from '#client/lib/cn.ts';
import { LanguageMenu, type LanguageMenuProps } from './language-selector.tsx';
import { PlainLink, type LinkComponent, type NavItem } from './nav-link.tsx';
import { PhoneMenu, type PhoneMenuLabels } from './phone-menu.tsx';
import { ServicesMenu } from './services-menu.tsx';
import { SessionControls, type HeaderSession } from './session-controls.tsx';
import { BrandMark } from '#client/components/brand/brand-mark.tsx';
import { Button } from '#client/components/ui/button.tsx';

/** What the header shows of the signed-in person; app/ hands it in from the auth feature. */
export interface HeaderUser {
  fullName: string;
  isAdmin: boolean;
}

export interface HeaderProps {
  /** The brand's link to the home page and its spoken name. */
  home: { href: string; label: string };
  /** Spec 01 §2: home, technologies, products, about; dashboard and admin when allowed. */
  links: NavItem[];
  services: { label: string; items: NavItem[]; overview?: NavItem };
  /** Reached from the phone menu besides the header's links (FAQ, demonstration). */
  more: NavItem[];
  /**
   * The header's primary button (issue 26 §2): the prospect's next step, requesting a
   * demonstration. Shown to visitors who are not signed in; on a phone it is in the menu.
   */
  cta?: NavItem;
  language: Omit<LanguageMenuProps, 'variant'>;
  session: HeaderSession;
  labels: { skipToContent: string; mainNavigation: string; menu: PhoneMenuLabels };
  Link?: LinkComponent;
}

/**
 * Spec 01 §2 "Header", one row of 64 px at every width (issue 14 §4). From `lg`: brand, the links,
 * the services menu, language, session and the call to action. Below: brand, the call to action
 * from `sm`, and the menu button, whose sheet holds all of it. Its menus open from the
 * prerendered markup on the first tap (HTML popovers, issue 26 §1, decision 0084). Everything arrives as props (texts included), so the parts that need a script can be
 * hydrated alone (issue 14 §7) and the rest stays static HTML.
 */
export function Header({
  home,
  links,
  services,
  more,
  cta,
  language,
  session,
  labels,
  Link = PlainLink,
}: HeaderProps) {
  const ctaShown = cta && session.status !== 'signed-in';
  const ctaButton = (className: string) =>
    ctaShown && (
      <Button asChild size="sm" className={className}>
        <Link href={cta.href} aria-current={cta.current ? 'page' : undefined}>
          {cta.label}
        </Link>
      </Button>
    );
  const servicesCurrent =
    services.items.some((i) => i.current) || Boolean(services.overview?.current);
  return (
    <header className="sticky top-0 z-40 h-16 border-b border-border bg-background/95">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2 focus:text-foreground focus:shadow-raised"
      >
        {labels.skipToContent}
      </a>
      <div className="mx-auto flex h-full max-w-page items-center gap-3 px-gutter">
        <Link
          href={home.href}
          aria-label={home.label}
          className="-ml-1 flex shrink-0 items-center gap-2 rounded-md px-1 py-1 text-lg font-bold text-foreground"
        >
          <BrandMark />
          {organization.name}
        </Link>
        <nav aria-label={labels.mainNavigation} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-0.5">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={link.current ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground',
                    link.current
                      ? 'bg-primary-subtle text-primary-subtle-foreground'
                      : 'text-muted-foreground',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li className="hidden xl:block">
              <ServicesMenu {...services} current={servicesCurrent} Link={Link} />
            </li>
          </ul>
        </nav>
        <div className="ml-auto hidden min-w-0 items-center gap-2 lg:flex">
          {/* Signed in, the row also holds dashboard, admin, a name and sign-out: the language
              shows as its code so nothing overflows at 1024 px in the longest language. */}
          <LanguageMenu
            variant={session.status === 'signed-in' ? 'compact' : 'header'}
            {...language}
          />
          <SessionControls session={session} Link={Link} />
          {ctaButton('')}
        </div>
        <div className="ml-auto flex items-center gap-2 lg:hidden">
          {/* At 360 px the brand, this button and the menu do not fit in one row: from `sm` it
              shows here, below only in the menu (issue 26 §2). */}
          {ctaButton('max-sm:hidden')}
          <PhoneMenu
            links={links}
            services={services.overview ? [services.overview, ...services.items] : services.items}
            more={more}
            cta={cta}
            language={language}
            session={session}
            labels={labels.menu}
            Link={Link}
          />
        </div>
      </div>
    </header>
  );
}
