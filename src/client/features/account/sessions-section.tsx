import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AccountSession } from '#shared/schemas/account.ts';
import type { DeviceSummary } from '#shared/tools/user-agent.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { InlineSpinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import {
  sessionsQueryOptions,
  useRevokeOtherSessions,
  useRevokeSession,
} from './account.queries.ts';
import { AccountSection } from './account-section.tsx';

/** "Chrome 131 · Windows": brand names stay as their makers write them; the unknown is translated. */
export function deviceLabel(t: TFunction<'account'>, device: DeviceSummary): string {
  const browser = device.browser
    ? [device.browser, device.browserVersion].filter(Boolean).join(' ')
    : t('sessions.unknownBrowser');
  return t('sessions.device', { browser, os: device.os ?? t('sessions.unknownSystem') });
}

export function deviceKindLabel(t: TFunction<'account'>, device: DeviceSummary): string {
  return t(`sessions.kind.${device.kind ?? 'unknown'}`);
}

/** Issue "Account self-service" §3: the active sessions, this one marked; end any other, or all. */
export function SessionsSection() {
  const { t, i18n } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const formatDate = (iso: string) => dateFormat.format(new Date(iso));

  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
  const onFailure = (error: Error) =>
    toast({
      title: t('sessions.errorTitle'),
      description: errorMessage(error, t('sessions.errorTitle')),
      variant: 'destructive',
    });
  const revoked = (answer: { message: string }) =>
    toast({ title: t('sessions.revokedTitle'), description: answer.message });
  const revokeOne = useRevokeSession({ onSuccess: revoked, onError: onFailure });
  const revokeOthers = useRevokeOtherSessions({ onSuccess: revoked, onError: onFailure });

  return (
    <AccountSection
      id="sessions"
      title={t('sessions.title')}
      description={<p>{t('sessions.description')}</p>}
    >
      {sessions.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <InlineSpinner />
          {t('sessions.title')}
        </p>
      ) : sessions.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-destructive-subtle-foreground">{t('sessions.loadError')}</span>
          <Button variant="secondary" size="sm" onClick={() => void refresh()}>
            {tc('actions.retry')}
          </Button>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-border" aria-label={t('sessions.title')}>
            {sessions.data.map((session: AccountSession) => {
              const label = deviceLabel(t, session.device);
              const created = formatDate(session.createdAt);
              const pending = revokeOne.isPending && revokeOne.variables === session.id;
              return (
                <li
                  key={session.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-4 first:pt-0"
                  data-testid="session"
                >
                  <div className="grid gap-0.5 text-sm">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
                      <span>{label}</span>
                      {session.current && <Badge>{t('sessions.current')}</Badge>}
                    </p>
                    <p className="text-muted-foreground">{deviceKindLabel(t, session.device)}</p>
                    <p className="text-muted-foreground">
                      {t('sessions.lastUsedAt', { date: formatDate(session.lastUsedAt) })}
                      {' · '}
                      {t('sessions.createdAt', { date: created })}
                    </p>
                  </div>
                  {!session.current && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('sessions.revokeLabel', { device: label, date: created })}
                      loading={pending}
                      onClick={() => revokeOne.mutate(session.id)}
                    >
                      {pending ? t('sessions.revoking') : t('sessions.revoke')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          {sessions.data.length > 1 ? (
            <Button
              variant="secondary"
              // A long label ("Encerrar todas as outras sessões") wraps on a 360 px phone.
              className="mt-4 h-auto min-h-10 py-2 whitespace-normal"
              loading={revokeOthers.isPending}
              onClick={() => revokeOthers.mutate()}
            >
              {revokeOthers.isPending ? t('sessions.revoking') : t('sessions.revokeOthers')}
            </Button>
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">{t('sessions.onlyThis')}</p>
          )}
        </>
      )}
    </AccountSection>
  );
}
