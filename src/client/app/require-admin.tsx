import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
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

/** Spec 01 §2 texts; the icon says "locked" without the colour-only cue of the old emoji. */
export function AccessDenied() {
  const { t } = useTranslation('admin');
  const localize = useLocalizedPath();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center sm:py-24">
      <title>{t('accessDenied.title')}</title>
      <span className="grid size-16 place-items-center rounded-full bg-destructive-subtle text-destructive-subtle-foreground">
        <ShieldX aria-hidden="true" className="size-8" />
      </span>
      <Heading size="h1" className="mt-6">
        {t('accessDenied.title')}
      </Heading>
      <p className="mt-4 text-lead text-muted-foreground">{t('accessDenied.message')}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={localize('/')}>{t('accessDenied.backHome')}</Link>
      </Button>
    </section>
  );
}
