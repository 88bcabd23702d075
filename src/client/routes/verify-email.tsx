import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PagePath } from '#shared/routes.ts';
import { organization } from '#shared/organization.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { InlineSpinner } from '#client/components/ui/spinner.tsx';
import { verifyEmail } from '#client/features/account/account.queries.ts';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { userQueryOptions } from '#client/features/auth/auth.queries.ts';
import { errorMessage } from '#client/lib/error-message.ts';

/**
 * The page the verification mail links to (issue "Account self-service" §2). The token is used by
 * a call from this page, never by merely opening the link: mail scanners that fetch links do not
 * run scripts, so they cannot use up a single-use link before its owner does.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const localize = useLocalizedPath();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  // A query, not a mutation: React may mount the page twice in development, and the cache keeps
  // the one answer instead of spending the token twice.
  const verification = useQuery({
    queryKey: ['verify-email', token] as const,
    queryFn: async () => {
      const answer = await verifyEmail(token);
      // The dashboard banner goes away once the session's user says "verified". A first fetch of
      // the user still in flight was asked before the verification: TanStack Query would hand its
      // answer ("not verified") to the invalidation too, so it is cancelled and asked again.
      await queryClient.cancelQueries({ queryKey: userQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: userQueryOptions.queryKey });
      return answer;
    },
    enabled: token !== '',
    gcTime: Number.POSITIVE_INFINITY,
  });

  const next = user
    ? { to: '/dashboard/account' satisfies PagePath, label: t('verification.page.toAccount') }
    : { to: localize('/auth'), label: t('verification.page.toLogin') };

  return (
    <div className="bg-muted px-gutter py-12 sm:py-20">
      <Card padding="lg" className="mx-auto w-full max-w-xl">
        <title>{`${t('verification.page.title')} | ${organization.name}`}</title>
        <Heading size="h2" as="h1">
          {t('verification.page.title')}
        </Heading>
        {!token ? (
          <p role="alert" className="mt-6 text-foreground">
            {t('verification.page.missingToken')}
          </p>
        ) : verification.isPending ? (
          <p role="status" className="mt-6 flex items-center gap-2 text-muted-foreground">
            <InlineSpinner />
            {t('verification.page.checking')}
          </p>
        ) : verification.isError ? (
          <div role="alert" className="mt-6 grid gap-2">
            <h2 className="flex items-center gap-2 text-h3 text-destructive-subtle-foreground">
              <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
              {t('verification.page.errorTitle')}
            </h2>
            <p className="text-foreground">
              {errorMessage(verification.error, t('verification.page.errorTitle'))}
            </p>
          </div>
        ) : (
          <div role="status" className="mt-6 grid gap-2">
            <h2 className="flex items-center gap-2 text-h3 text-success-subtle-foreground">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
              {t('verification.page.successTitle')}
            </h2>
            <p className="text-foreground">{t('verification.page.successText')}</p>
          </div>
        )}
        {(!token || !verification.isPending) && (
          <Button asChild className="mt-8">
            <Link to={next.to}>{next.label}</Link>
          </Button>
        )}
      </Card>
    </div>
  );
}
