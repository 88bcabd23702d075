import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredSpinner } from '#client/components/ui/spinner.tsx';
import { VerifyEmailBanner } from '#client/features/account/verify-email-banner.tsx';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { useLocalizedPath } from '#client/lib/locale.tsx';

/** The page to come back to after signing in, carried in the /auth URL. */
export function authRedirect(localizedAuth: string, from: string): string {
  return `${localizedAuth}?redirect=${encodeURIComponent(from)}`;
}

/**
 * Signed-in areas (spec 01 §2): spinner while the session loads, anonymous visitors to /auth. An
 * unverified e-mail does not lock anyone out, it only adds a reminder (issue "Account self-service").
 */
export default function RequireAuth() {
  const { t } = useTranslation('common');
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const localize = useLocalizedPath();
  if (isLoading) return <CenteredSpinner label={t('loadingSession')} />;
  if (!user)
    return (
      <Navigate to={authRedirect(localize('/auth'), location.pathname + location.search)} replace />
    );
  return (
    <>
      {!user.emailVerified && <VerifyEmailBanner email={user.email} />}
      <Outlet />
    </>
  );
}
