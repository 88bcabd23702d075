import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Footer } from '#client/components/layout/footer.tsx';
import { Header, type HeaderProps } from '#client/components/layout/header.tsx';
import { useLanguageMenuData } from '#client/components/layout/language-selector.tsx';
import { PortalTopBar } from '#client/components/layout/portal-top-bar.tsx';
import type { HeaderSession } from '#client/components/layout/session-controls.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { CookieConsent } from '#client/features/consent/cookie-consent.tsx';
import { useContentPage } from '#client/lib/content-page.tsx';
import { useLocale, useLocalizedPath } from '#client/lib/locale.tsx';
import { usePublishedListings } from '#client/lib/site-content.tsx';
import { contentPath } from '#shared/content/content-pages.ts';
import { organization } from '#shared/organization.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { localeForPath, localizedPath, splitLocalePath } from '#shared/routes.ts';
import { HydrationPart, HydrationParts } from './hydration-parts.tsx';
import { findPortalPage } from './portal-pages.ts';
import { RouterLink } from './router-link.tsx';
import { TranslationsLoading } from './translations-loading.tsx';
import { isAt, isWithin, useSiteNavigation } from './site-navigation.ts';

/**
 * Header, content and footer of every page (spec 01 §2), plus the toasts. The signed-in workspace
 * (/dashboard*, /admin) gets its own compact top bar and no marketing header or footer (issue 26
 * §3, decision 0087); its sidebar is the portal layout's.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { locale, changeLanguage } = useLocale();
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const [cookiesOpen, setCookiesOpen] = useState(false);
  // The workspace's account menu and the footer each have a link that opens the preferences.
  const openCookies = () => setCookiesOpen(true);
  // Who is signed in changes the header's links only (ShellHeader); the footer's are everyone's.
  const navigation = useSiteNavigation(pathname, null);
  const { t: tn } = useTranslation('navigation');
  // Prerendering renders `/about` at `/about/` (its file is about/index.html): without the slash,
  // the other languages' links in the HTML lead to `/en/about`, not `/en/about/`, and match what
  // the app renders at hydration (issue 26 §1, decision 0084).
  const { path } = splitLocalePath(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  // A content page has its own slug per language and exists only where published (issue 23 §4,
  // decision 0123): its options lead to its translations, else to that language's home.
  const content = useContentPage();
  const pathIn = (code: Locale) =>
    content
      ? (content.alternates.find((a) => a.locale === code)?.path ?? localizedPath('/', code))
      : localizedPath(path, code);
  const language = {
    current: locale,
    onSelect: (code: string) => void changeLanguage(code),
    // A public page's language is its address: each option links to this page in that language,
    // so the choice works before the app has loaded (issue 26 §1). The private areas keep their
    // address in every language and switch in place.
    hrefFor: localeForPath(pathname) === undefined ? undefined : pathIn,
    ...useLanguageMenuData(locale),
  };
  const services = navigation.servicesOverview
    ? [navigation.servicesOverview, ...navigation.services]
    : navigation.services;
  // Case studies and insights, once something is published in this language (decision 0123).
  const listings = usePublishedListings().map((collection) => ({
    href: contentPath(collection, locale),
    label: tn(collection === 'case-studies' ? 'caseStudies' : 'insights'),
  }));

  const home = { href: localize('/'), label: tn('brandHome', { name: organization.name }) };
  const portal = findPortalPage(path) !== undefined;

  return (
    <HydrationParts names={portal ? shellParts.portal : shellParts.site}>
      <div className="flex min-h-dvh flex-col">
        {/* First in the page, so keyboard and screen-reader users meet the choice before the page
            it is drawn over (issue 26 §6, decision 0081); fixed, so it takes no room up here. */}
        <HydrationPart name="consent">
          <CookieConsent
            preferencesOpen={cookiesOpen}
            onPreferencesOpenChange={setCookiesOpen}
            privacyHref={localize('/privacy-policy')}
          />
        </HydrationPart>
        <HydrationPart name="header">
          <ShellHeader
            portal={portal}
            pathname={pathname}
            path={path}
            home={home}
            language={language}
            onOpenCookies={openCookies}
          />
        </HydrationPart>
        <main id="conteudo" className="flex-1" tabIndex={-1}>
          <HydrationPart name="main" fallback={<TranslationsLoading locale={locale} />}>
            {children}
          </HydrationPart>
        </main>
        {/* The signed-in work has no marketing footer (issue 26 §3). */}
        {portal ? null : (
          <HydrationPart name="footer">
            <Footer
              localize={localize}
              language={language}
              services={services}
              listings={listings}
              onOpenCookies={openCookies}
              Link={RouterLink}
            />
          </HydrationPart>
        )}
        <HydrationPart name="toasts">
          <Toaster
            closeLabel={t('actions.close')}
            announceLabel={t('toastAnnounce')}
            viewportLabel={t('toastViewport')}
          />
        </HydrationPart>
      </div>
    </HydrationParts>
  );
}

/** The parts (hydration-parts.tsx) each kind of page has: the workspace has no footer. */
const shellParts = {
  site: ['consent', 'header', 'main', 'footer', 'toasts'],
  portal: ['consent', 'header', 'main', 'toasts'],
};

/**
 * The shell's header, the one part that shows who is signed in. A component of its own so that
 * the session's answer, which arrives after hydration, re-renders the header alone: when the
 * whole shell (footer, cookie banner, toasts) re-rendered with it, that was one synchronous task
 * of 45–92 ms on the phone profile after hydration (decision 0149).
 */
function ShellHeader({
  portal,
  pathname,
  path,
  home,
  language,
  onOpenCookies,
}: {
  portal: boolean;
  pathname: string;
  /** `pathname` without its language prefix and trailing slash. */
  path: string;
  home: HeaderProps['home'];
  language: HeaderProps['language'];
  onOpenCookies(): void;
}) {
  const { t } = useTranslation('common');
  const { t: tn } = useTranslation('navigation');
  const { user, isLoading, logoutMutation } = useAuth();
  const localize = useLocalizedPath();
  const navigation = useSiteNavigation(pathname, user);
  const signIn = { href: localize('/auth'), label: tn('login'), current: isAt(path, '/auth') };
  const session: HeaderSession = isLoading
    ? { status: 'loading', signIn }
    : user
      ? {
          status: 'signed-in',
          fullName: user.fullName,
          account: {
            href: localize('/dashboard/account'),
            label: tn('account'),
            current: isWithin(path, '/dashboard/account'),
          },
          onLogout: () => logoutMutation.mutate(),
          logoutPending: logoutMutation.isPending,
          labels: { logout: tn('logout'), loggingOut: tn('loggingOut') },
        }
      : { status: 'anonymous', signIn };

  if (portal)
    return (
      <PortalTopBar
        home={home}
        language={language}
        skipToContent={tn('skipToContent')}
        account={
          session.status === 'signed-in' && user
            ? {
                fullName: user.fullName,
                email: user.email,
                account: session.account,
                privacyHref: localize('/privacy-policy'),
                termsHref: localize('/terms-of-use'),
                onOpenCookies,
                onLogout: session.onLogout,
                logoutPending: session.logoutPending,
                labels: {
                  menu: tn('portal.accountMenu'),
                  logout: tn('logout'),
                  loggingOut: tn('loggingOut'),
                  privacy: tn('footer.privacy'),
                  terms: tn('footer.terms'),
                  cookies: tn('footer.cookies'),
                  opensInNewTab: tn('opensInNewTab'),
                },
              }
            : undefined
        }
        Link={RouterLink}
      />
    );
  return (
    <Header
      home={home}
      links={navigation.links}
      services={{
        label: tn('services'),
        items: navigation.services,
        overview: navigation.servicesOverview,
      }}
      more={navigation.help}
      cta={{
        href: localize('/demonstracao'),
        label: tn('demonstration'),
        current: isAt(path, '/demonstracao'),
      }}
      language={language}
      session={session}
      labels={{
        skipToContent: tn('skipToContent'),
        mainNavigation: tn('mainNavigation'),
        menu: {
          open: tn('menu.open'),
          title: tn('menu.title'),
          close: t('actions.close'),
          services: tn('services'),
          more: tn('menu.help'),
          language: tn('menu.language'),
        },
      }}
      Link={RouterLink}
    />
  );
}
