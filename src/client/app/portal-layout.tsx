import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useSearchParams } from 'react-router';
import type { Namespace } from '#shared/i18n/namespaces.ts';
import { organization } from '#shared/organization.ts';
import { mayOpen } from '#shared/roles.ts';
import type { PagePath, TextKey } from '#shared/routes.ts';
import { Breadcrumbs, type BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PortalNav, type PortalNavGroup } from '#client/components/layout/portal-nav.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { cn } from '#client/lib/cn.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { findPortalPage, portalPages, splitTextKey, type PortalPage } from './portal-pages.ts';
import { RouterLink } from './router-link.tsx';

const groups = ['tools', 'account', 'admin'] as const;

/**
 * The app layout of /dashboard* and /admin (issue 14 §5), under the spec's header: the workspace
 * navigation (sidebar from `lg`, tabs below) and each page's breadcrumb, h1, intro and document
 * title, all from the page registry (src/shared/routes.ts, via portal-pages.ts). While the session
 * loads it draws the same frame the server sends as the page's first paint (`PortalPending`,
 * issue 26 §3, decision 0135), so the app takes over without a change on screen; once the session
 * is known to be absent it renders only the guard below it (the redirect to /auth).
 */
export default function PortalLayout() {
  const { t } = useTranslation('navigation');
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();
  const localize = useLocalizedPath();
  if (!user && isLoading) return <PortalPending pathname={pathname} homeHref={localize('/')} />;
  if (!user) return <Outlet />;

  const page = findPortalPage(pathname);
  const navGroups = portalNavGroups(t, page, (p) => mayOpen(p.access, user));
  return (
    <PortalFrame
      wide={page?.wide === true}
      label={t('portal.label')}
      navGroups={navGroups}
      person={{
        name: user.fullName,
        caption: user.isAdmin
          ? t('portal.adminGroup')
          : user.isEditor
            ? t('portal.editorCaption')
            : t('portal.label'),
      }}
      // Without the role, the guard shows the access-denied page, which has its own title.
      header={
        page &&
        !page.ownHeader &&
        mayOpen(page.access, user) && <PortalPageHeader page={page} homeHref={localize('/')} />
      }
    >
      <Outlet />
    </PortalFrame>
  );
}

/**
 * The workspace's first screen before anyone is known to be signed in (issue 26 §3, decision
 * 0135): the frame, the navigation every signed-in client has, the title of a page every client
 * may open, and the spec's session status with its text. The same for every visitor (the server
 * caches it per page and language as the portal's first paint): nothing of a user, no admin
 * destinations.
 */
export function PortalPending({ pathname, homeHref }: { pathname: string; homeHref: string }) {
  const { t } = useTranslation(['navigation', 'common']);
  const page = findPortalPage(pathname);
  const forEveryClient = (p: PortalPage) => p.access === 'signed-in';
  return (
    <PortalFrame
      wide={page?.wide === true}
      label={t('portal.label')}
      navGroups={portalNavGroups(t, page, forEveryClient)}
      header={
        page &&
        !page.ownHeader &&
        forEveryClient(page) && <PortalPageHeader page={page} homeHref={homeHref} />
      }
    >
      <div
        className="grid min-h-[50vh] place-items-center"
        role="status"
        data-testid="session-loading"
      >
        <div className="flex flex-col items-center gap-4">
          <span
            aria-hidden="true"
            className="block size-10 animate-spin rounded-full border-4 border-primary border-t-transparent motion-reduce:animate-none"
          />
          <p className="text-sm text-muted-foreground">{t('common:loadingSession')}</p>
        </div>
      </div>
    </PortalFrame>
  );
}

function portalNavGroups(
  t: unknown,
  page: PortalPage | undefined,
  visible: (p: PortalPage) => boolean,
): PortalNavGroup[] {
  const text = textOf(t);
  const groupLabels = {
    tools: text('navigation:portal.tools'),
    account: text('navigation:portal.accountGroup'),
    admin: text('navigation:portal.adminGroup'),
  };
  return groups
    .map((group) => ({
      label: groupLabels[group],
      items: portalPages
        .filter((p) => p.group === group && visible(p))
        .map((p) => ({
          href: p.path,
          label: text(p.nav),
          icon: p.icon,
          current: p.path === page?.path,
        })),
    }))
    .filter((group) => group.items.length > 0);
}

function PortalFrame({
  wide,
  label,
  navGroups,
  person,
  header,
  children,
}: {
  wide: boolean;
  label: string;
  navGroups: PortalNavGroup[];
  person?: { name: string; caption: string };
  header: ReactNode;
  children: ReactNode;
}) {
  // The lead desk gives the sidebar's 280 px to its table (decision 0083).
  return (
    <div
      className={cn(
        'mx-auto w-full px-gutter',
        !wide && 'max-w-page lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10',
      )}
    >
      {!wide && (
        <aside className="hidden lg:block">
          <PortalNav
            layout="sidebar"
            label={label}
            groups={navGroups}
            person={person}
            Link={RouterLink}
          />
        </aside>
      )}
      <div className="min-w-0 pb-16">
        <div className={wide ? undefined : 'lg:hidden'}>
          <PortalNav layout="tabs" label={label} groups={navGroups} Link={RouterLink} />
        </div>
        {header}
        {children}
      </div>
    </div>
  );
}

type Translate = (key: string, options: { ns: string }) => string;

/** Reads a registry text (`namespace:key`); registry keys are data, so `t` is used untyped. */
function textOf(t: unknown): (text: TextKey) => string {
  return (text) => {
    const { ns, key } = splitTextKey(text);
    return (t as Translate)(key, { ns });
  };
}

function PortalPageHeader({ page, homeHref }: { page: PortalPage; homeHref: string }) {
  // The page's own namespaces: the registry names them, the route table loads them with the page.
  const namespaces = [page.title, page.intro, ...page.trail.map((c) => c.name)].map(
    (k) => splitTextKey(k).ns as Namespace,
  );
  const { t } = useTranslation(['navigation', 'dashboard', ...namespaces]);
  const text = textOf(t);
  const [searchParams] = useSearchParams();
  const title = text(page.title);
  const inStep = page.stepParam !== undefined && searchParams.has(page.stepParam);
  const trail: BreadcrumbItem[] = [
    ...page.trail.map((crumb) => ({
      label: text(crumb.name),
      // Home follows the visitor's language; the workspace has one address.
      href: crumb.path === '/' ? homeHref : crumb.path,
    })),
    { label: title, current: true },
  ];
  return (
    <header className="flex flex-col gap-3 pt-6 pb-8 lg:pt-8">
      <title>{`${title} | ${organization.name}`}</title>
      <Breadcrumbs items={trail} />
      {page.tool && !inStep && (
        <Button
          asChild
          variant="ghost"
          size="sm"
          className="-ml-3 self-start text-muted-foreground"
        >
          <Link to={'/dashboard' satisfies PagePath}>
            <ArrowLeft aria-hidden="true" />
            {text('dashboard:common.backToDashboard')}
          </Link>
        </Button>
      )}
      <Heading size="h1">{title}</Heading>
      <p className="max-w-3xl text-lead text-pretty text-muted-foreground">{text(page.intro)}</p>
    </header>
  );
}
