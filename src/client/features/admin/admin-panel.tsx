import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { defaultLocale, isSupportedLocale } from '#shared/i18n/locales.ts';
import { organization } from '#shared/organization.ts';
import { LEADS_PAGE_SIZE, leadStatuses, type LeadStatus } from '#shared/schemas/leads.ts';
import { localizedPath } from '#shared/routes.ts';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { CenteredSpinner, InlineSpinner } from '#client/components/ui/spinner.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import {
  exportUrl,
  leadSummaryQueryOptions,
  leadsQueryOptions,
  useChangeLeadStatus,
  useSendTestEmail,
  type InboxFilter,
} from './admin.queries.ts';
import { InboxFilters } from './inbox-filters.tsx';
import { InboxPagination } from './inbox-pagination.tsx';
import { LeadCard } from './lead-card.tsx';
import { adminRefreshMs } from './refresh-interval.ts';
import { cardClass, toolbarButtonClass, toolbarPrimaryButtonClass } from './styles.ts';
import { SummaryCards } from './summary-cards.tsx';
import { useNow } from './use-now.ts';

/** The filter lives in the URL, so a reload, the back button or a shared link keep it. */
function readFilter(params: URLSearchParams): InboxFilter {
  const q = params.get('q')?.trim() || undefined;
  const status = leadStatuses.find((s) => s === params.get('status'));
  const page = Number(params.get('page'));
  return { q, status, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * The admin panel (spec 01 §2, §4, §8; issue 6): totals over every lead, the inbox filtered and
 * paged on the server, each lead's status changed in place, CSV export of the filter, the test
 * e-mail, and a refresh every 30 s and on demand.
 */
export function AdminPanel() {
  const { t, i18n } = useTranslation('admin');
  const { t: tn } = useTranslation('navigation');
  // /admin has no language prefix; the way home leads to the home page in the panel's language.
  const home = localizedPath('/', isSupportedLocale(i18n.language) ? i18n.language : defaultLocale);
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const now = useNow(Math.min(adminRefreshMs, 30_000));
  const listHeading = useRef<HTMLHeadingElement>(null);

  const live = { refetchInterval: adminRefreshMs, placeholderData: keepPreviousData };
  const list = useQuery({ ...leadsQueryOptions(filter), ...live });
  const summary = useQuery({ ...leadSummaryQueryOptions(filter), ...live });

  const update = useCallback(
    (changes: Partial<Record<'q' | 'status' | 'page', string | undefined>>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          // A new search or status starts again from the first page.
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  const onQueryChange = useCallback((q: string) => update({ q }, true), [update]);

  // A page that no longer exists (leads closed elsewhere, a narrower search): go to the last one.
  const pages = Math.max(1, Math.ceil((summary.data?.matching ?? 0) / LEADS_PAGE_SIZE));
  useEffect(() => {
    if (summary.data && filter.page > pages) update({ page: String(pages) }, true);
  }, [summary.data, filter.page, pages, update]);

  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void Promise.all([list.refetch(), summary.refetch()]).finally(() => setRefreshing(false));
  };

  const testEmail = useSendTestEmail({
    onSuccess: () =>
      toast({
        title: t('toasts.testEmailSuccess'),
        description: t('toasts.testEmailSuccessDescription'),
      }),
    onError: (error) =>
      toast({
        title: t('toasts.testEmailError'),
        description: errorMessage(error, t('toasts.testEmailErrorDefault')),
        variant: 'destructive',
      }),
  });

  const statusChange = useChangeLeadStatus({
    onSuccess: (lead) =>
      toast({
        title: t('toasts.statusChanged'),
        description: t('toasts.statusChangedDescription', {
          name: lead.name,
          status: t(`status.${lead.status}`),
        }),
      }),
    onError: (error) =>
      toast({
        title: t('toasts.statusError'),
        description: errorMessage(error, t('toasts.statusErrorDefault')),
        variant: 'destructive',
      }),
  });

  const goToPage = (page: number) => {
    update({ page: page > 1 ? String(page) : undefined });
    listHeading.current?.focus();
  };

  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const filtered = Boolean(filter.q || filter.status);
  const leads = list.data ?? [];
  const matching = summary.data?.matching ?? leads.length;
  const seconds = String(Math.round(adminRefreshMs / 1000));

  return (
    <>
      <PageHeader
        title={t('title')}
        documentTitle={`${t('title')} | ${organization.name}`}
        trail={[
          { label: tn('home'), href: home },
          { label: t('title'), current: true },
        ]}
      >
        <div className="mt-2 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <p className="text-gray-700 dark:text-gray-300">{t('subtitle')}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={toolbarButtonClass}
              onClick={refresh}
              disabled={refreshing}
            >
              {refreshing && <InlineSpinner />}
              {refreshing ? t('actions.refreshing') : t('actions.refresh')}
            </button>
            <button
              type="button"
              className={toolbarButtonClass}
              onClick={() => testEmail.mutate()}
              disabled={testEmail.isPending}
            >
              {testEmail.isPending && <InlineSpinner />}
              {testEmail.isPending ? t('actions.sendingTestEmail') : t('actions.testEmail')}
            </button>
            <Tooltip content={t('actions.exportHint', { number: number(matching) })}>
              <a href={exportUrl(filter)} download className={toolbarPrimaryButtonClass}>
                {t('actions.exportCsv')}
              </a>
            </Tooltip>
          </div>
        </div>
      </PageHeader>

      <div className="mx-auto max-w-7xl px-4 pb-16">
        <SummaryCards summary={summary.data} />
        <InboxFilters
          query={filter.q ?? ''}
          status={filter.status}
          summary={summary.data}
          onQueryChange={onQueryChange}
          onStatusChange={(status: LeadStatus | undefined) => update({ status })}
        />

        <div className="mt-8 flex flex-wrap items-baseline justify-between gap-2">
          <h2
            ref={listHeading}
            tabIndex={-1}
            className="text-xl font-semibold text-gray-900 focus:outline-none dark:text-white"
          >
            {t('list.heading', { number: number(matching) })}
          </h2>
          <p className="text-xs text-gray-600 dark:text-gray-400">
            {t('list.refreshEvery', { seconds })}
          </p>
        </div>

        {list.isError && list.data && (
          <div
            role="alert"
            className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <span>{t('list.loadError')}</span>
            <button type="button" className={toolbarButtonClass} onClick={refresh}>
              {t('actions.retry')}
            </button>
          </div>
        )}

        {list.isPending ? (
          <CenteredSpinner label={t('list.loading')} />
        ) : list.isError && !list.data ? (
          <div role="alert" className={`${cardClass} mt-4 text-center`}>
            <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
              {t('list.loadError')}
            </h3>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
              {t('list.loadErrorHint')}
            </p>
            <button type="button" className={`${toolbarPrimaryButtonClass} mt-4`} onClick={refresh}>
              {t('actions.retry')}
            </button>
          </div>
        ) : leads.length === 0 ? (
          <div className={`${cardClass} mt-4 text-center`}>
            {filtered ? (
              <>
                <p className="text-gray-800 dark:text-gray-200">{t('list.noMatches')}</p>
                <button
                  type="button"
                  className={`${toolbarButtonClass} mt-4`}
                  onClick={() => update({ q: undefined, status: undefined })}
                >
                  {t('filters.clear')}
                </button>
              </>
            ) : (
              <>
                <p className="text-lg font-semibold text-gray-900 dark:text-white">
                  {t('list.empty')}
                </p>
                <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                  {t('list.emptyHint')}
                </p>
              </>
            )}
          </div>
        ) : (
          <ul className="mt-4 grid gap-4">
            {leads.map((lead) => (
              <li key={lead.id}>
                <LeadCard
                  lead={lead}
                  now={now}
                  statusPending={statusChange.isPending && statusChange.variables.id === lead.id}
                  onStatusChange={(status) => statusChange.mutate({ id: lead.id, status })}
                />
              </li>
            ))}
          </ul>
        )}

        <InboxPagination page={filter.page} matching={matching} onPage={goToPage} />
      </div>
    </>
  );
}
