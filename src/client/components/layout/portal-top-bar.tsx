import type { ReactNode } from 'react';
import { organization } from '#shared/organization.ts';
import { BrandMark } from '#client/components/brand/brand-mark.tsx';
import { AccountMenu, type AccountMenuProps } from './account-menu.tsx';
import { LanguageMenu, type LanguageMenuProps } from './language-selector.tsx';
import { PlainLink, type LinkComponent } from './nav-link.tsx';

/**
 * The signed-in workspace's top bar (issue 26 §3, decision 0087), in place of the marketing
 * header: the brand back to the site, the language selector and the account menu. No marketing
 * links: the workspace navigation is the portal layout's sidebar (tabs below `lg`, right under
 * this bar). Until the session is known the account menu's place stays empty, at its size.
 */
export function PortalTopBar({
  home,
  language,
  account,
  skipToContent,
  languagePending = false,
  Link = PlainLink,
}: {
  home: { href: string; label: string };
  language: Omit<LanguageMenuProps, 'variant'>;
  /** Absent while the session loads (or for a visitor about to be sent to /auth). */
  account?: Omit<AccountMenuProps, 'Link'>;
  skipToContent: string;
  /**
   * The page's first paint, before the app (decision 0135): the selector shows the language but
   * cannot switch yet (the private areas switch in place, which needs the app), so it is disabled
   * rather than a button that does nothing; the app draws it enabled.
   */
  languagePending?: boolean;
  Link?: LinkComponent;
}): ReactNode {
  return (
    <header
      data-testid="portal-top-bar"
      className="sticky top-0 z-40 h-14 border-b border-border bg-background/95"
    >
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-3 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2 focus:text-foreground focus:shadow-raised"
      >
        {skipToContent}
      </a>
      <div className="flex h-full items-center gap-3 px-gutter">
        <Link
          href={home.href}
          aria-label={home.label}
          className="-ml-1 flex shrink-0 items-center gap-2 rounded-md px-1 py-1 text-base font-bold text-foreground"
        >
          <BrandMark />
          <span className="max-[359px]:sr-only">{organization.name}</span>
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          {languagePending ? (
            <fieldset disabled className="contents">
              <LanguageMenu variant="compact" {...language} />
            </fieldset>
          ) : (
            <LanguageMenu variant="compact" {...language} />
          )}
          {/* The account menu's place is kept from the first paint, at the button's widest (avatar
              and chevron on a phone; with the name, at most max-w-40, above), so the session's
              answer does not push the language selector aside (a layout shift). */}
          <div className="flex w-17 shrink-0 justify-end sm:w-60">
            {account && <AccountMenu {...account} Link={Link} />}
          </div>
        </div>
      </div>
    </header>
  );
}
