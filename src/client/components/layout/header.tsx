import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { organization } from '#shared/organization.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { LanguageSelector } from './language-selector.tsx';

/** What the header shows of the signed-in person; app/ hands it in from the auth feature. */
export interface HeaderUser {
  fullName: string;
  isAdmin: boolean;
}

interface HeaderProps {
  user: HeaderUser | null;
  sessionLoading: boolean;
  locale: Locale;
  localize(path: string): string;
  onLanguage(code: Locale): void;
  onLogout(): void;
  logoutPending: boolean;
}

const linkBase =
  'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:hover:bg-gray-800 dark:hover:text-white';
const linkActive = 'bg-brand-50 text-brand-900 dark:bg-gray-800 dark:text-white';
const linkIdle = 'text-gray-700 dark:text-gray-300';

/**
 * The signed-in person's name, linking to their account page (issue "Account self-service" §1).
 * Its spoken suffix comes from the account namespace without suspending: the header is on every
 * page, and a page must not wait for that file to show the name.
 */
function AccountLink({ name, className }: { name: string; className: string }) {
  const { t, ready } = useTranslation('account', { useSuspense: false });
  return (
    <NavLink
      to="/dashboard/account"
      className={({ isActive }) => `${className} ${isActive ? linkActive : linkIdle} flex max-w-48`}
    >
      <span className="truncate" data-testid="header-user-name">
        {name}
      </span>
      {ready && <span className="sr-only">{` — ${t('headerLink')}`}</span>}
    </NavLink>
  );
}

/** Spec 01 §2 "Header": brand, four links, dashboard/admin when allowed, language, session. */
export function Header({
  user,
  sessionLoading,
  locale,
  localize,
  onLanguage,
  onLogout,
  logoutPending,
}: HeaderProps) {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const links = [
    { to: localize('/'), label: t('home'), end: true },
    { to: localize('/technologies'), label: t('technologies'), end: false },
    { to: localize('/products'), label: t('products'), end: false },
    { to: localize('/about'), label: t('about'), end: false },
  ];
  const dashboardActive = pathname === '/dashboard' || pathname.startsWith('/dashboard/');

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-gray-900"
      >
        {t('skipToContent')}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link
          to={localize('/')}
          className="flex items-center gap-2 text-lg font-bold text-brand-900 dark:text-white"
          aria-label={t('brandHome', { name: organization.name })}
        >
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>{organization.name}</span>
        </Link>
        <nav
          aria-label={t('mainNavigation')}
          className="order-3 w-full overflow-x-auto md:order-none md:w-auto"
        >
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => `${linkBase} ${isActive ? linkActive : linkIdle}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            {user && (
              <li>
                <Link
                  to="/dashboard"
                  aria-current={dashboardActive ? 'page' : undefined}
                  className={`${linkBase} ${dashboardActive ? linkActive : linkIdle}`}
                >
                  {t('dashboard')}
                </Link>
              </li>
            )}
            {user?.isAdmin && (
              <li>
                <NavLink
                  to="/admin"
                  className={({ isActive }) => `${linkBase} ${isActive ? linkActive : linkIdle}`}
                >
                  {t('admin')}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3">
          <LanguageSelector variant="header" current={locale} onSelect={onLanguage} />
          {sessionLoading ? (
            // Same width as the login button: no layout shift when the session arrives.
            <span className="inline-block h-9 w-20" aria-hidden="true" />
          ) : user ? (
            <div className="flex items-center gap-3">
              <AccountLink name={user.fullName} className={linkBase} />
              <button
                type="button"
                onClick={onLogout}
                disabled={logoutPending}
                className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-gray-600 dark:hover:bg-gray-800"
              >
                {logoutPending ? t('loggingOut') : t('logout')}
              </button>
            </div>
          ) : (
            <Link
              to={localize('/auth')}
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
            >
              {t('login')}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
