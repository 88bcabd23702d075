import { useQuery } from '@tanstack/react-query';
import { mayOpen } from '#shared/roles.ts';
import type { Access } from '#shared/routes.ts';
import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { CenteredSpinner } from '#client/components/ui/spinner.tsx';
import { TwoFactorSetupFlow } from '#client/features/account/two-factor-section.tsx';
import { twoFactorQueryOptions } from '#client/features/account/two-factor.queries.ts';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { PasswordInput } from '#client/features/auth/password-input.tsx';
import { fullPageRedirect } from '#client/features/auth/redirect.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { authRedirect } from './require-auth.tsx';

/**
 * Admin areas (spec 01 §2, §6): anonymous → /auth; signed in without the role → 'Acesso Negado';
 * an administrator whose session has not passed a second factor enrols, or signs in again with a
 * code (issue 12, decision 0029). The server refuses the admin API in both cases anyway.
 */
export default function RequireAdmin() {
  return <RoleGate access="admin" />;
}

/**
 * The guard of a role's area (admin, or the editorial desk: app/require-desk.tsx), the same for
 * every role: sign-in, the role, then the second factor each role needs (decision 0106).
 */
export function RoleGate({ access }: { access: Exclude<Access, 'public' | 'signed-in'> }) {
  const { t } = useTranslation('common');
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const localize = useLocalizedPath();
  const allowed = mayOpen(access, user ?? null);
  const secondFactor = useQuery({ ...twoFactorQueryOptions, enabled: allowed });
  if (isLoading) return <CenteredSpinner label={t('loadingSession')} />;
  if (!user) return <Navigate to={authRedirect(localize('/auth'), location.pathname)} replace />;
  if (!allowed) return <AccessDenied />;
  if (secondFactor.isPending) return <CenteredSpinner label={t('loadingSession')} />;
  if (secondFactor.data && !secondFactor.data.verified) {
    return <SecondFactorGate enrolled={secondFactor.data.enabled} />;
  }
  return <Outlet />;
}

/** Enrolment for a role without an authenticator; otherwise, sign in again with a code. */
function SecondFactorGate({ enrolled }: { enrolled: boolean }) {
  const { t } = useTranslation('account');
  const { logoutMutation } = useAuth();
  const localize = useLocalizedPath();
  const location = useLocation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12">
      <title>{t('twoFactor.title')}</title>
      <Heading size="h1">{enrolled ? t('twoFactor.gateTitle') : t('twoFactor.title')}</Heading>
      <Card className="flex flex-col gap-5">
        {enrolled ? (
          <>
            <p className="text-foreground">{t('twoFactor.errors.required')}</p>
            <Button
              className="self-start"
              loading={logoutMutation.isPending}
              onClick={() =>
                logoutMutation.mutate(undefined, {
                  onSuccess: () =>
                    fullPageRedirect(authRedirect(localize('/auth'), location.pathname)),
                })
              }
            >
              {t('twoFactor.signInAgain')}
            </Button>
          </>
        ) : (
          <>
            <p className="text-foreground">{t('twoFactor.errors.setupRequired')}</p>
            <p className="text-sm text-muted-foreground">{t('twoFactor.description')}</p>
            <TwoFactorSetupFlow PasswordInput={PasswordInput} />
          </>
        )}
      </Card>
    </section>
  );
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
