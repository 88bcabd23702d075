import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { CenteredSpinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { authRedirect } from './require-auth.tsx';

/** Admin areas (spec 01 §2, §6): anonymous → /auth; signed in without the role → 'Acesso Negado'. */
export default function RequireAdmin() {
  const { t } = useTranslation('common');
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const localize = useLocalizedPath();
  if (isLoading) return <CenteredSpinner label={t('loadingSession')} />;
  if (!user) return <Navigate to={authRedirect(localize('/auth'), location.pathname)} replace />;
  if (!user.isAdmin) return <AccessDenied />;
  return <Outlet />;
}

export function AccessDenied() {
  const { t } = useTranslation('admin');
  const localize = useLocalizedPath();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('accessDenied.title')}</title>
      <span
        aria-hidden="true"
        className="grid size-16 place-items-center rounded-full bg-red-100 text-3xl text-red-700"
      >
        ⛔
      </span>
      <h1 className="mt-6 text-3xl font-bold text-gray-900 dark:text-white">
        {t('accessDenied.title')}
      </h1>
      <p className="mt-4 text-gray-700 dark:text-gray-300">{t('accessDenied.message')}</p>
      <Link
        to={localize('/')}
        className="mt-8 rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      >
        {t('accessDenied.backHome')}
      </Link>
    </section>
  );
}
