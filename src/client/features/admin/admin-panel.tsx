import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Download, Inbox, Mail, RefreshCw, SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { defaultLocale, isSupportedLocale } from '#shared/i18n/locales.ts';
import { organization } from '#shared/organization.ts';
import {
  leadFilterFromSearch,
  leadIdSchema,
  LEADS_PAGE_SIZE,
  type Lead,
} from '#shared/schemas/leads.ts';
import { localizedPath } from '#shared/routes.ts';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { EmptyState } from '#client/components/ui/empty-state.tsx';
import { CenteredSpinner } from '#client/components/ui/spinner.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import {
  assigneesQueryOptions,
  exportUrl,
  leadSummaryQueryOptions,
  leadsQueryOptions,
  matchOf,
  useSendTestEmail,
  viewQueryOf,
  type InboxFilter,
  type InboxMatch,
} from './admin.queries.ts';
import { nextStatus, useDeskKeys, type DeskAction } from './desk-keys.ts';
import { InboxFilters } from './inbox-filters.tsx';
import { InboxPagination } from './inbox-pagination.tsx';
import { LeadCard } from './lead-card.tsx';
import { LeadDetailPanel } from './lead-detail.tsx';
import { LeadTable, type TableSort } from './lead-table.tsx';
import { adminRefreshMs } from './refresh-interval.ts';
import { SavedViews } from './saved-views.tsx';
import { ShortcutHelp } from './shortcut-help.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { useNow } from './use-now.ts';
import { useUpdateLeadWithToasts } from './use-update-lead-with-toasts.ts';

type UrlChange = Partial<Record<keyof InboxFilter | 'lead', string | undefined>>;

/**
 * The admin panel (spec 01 §2, §4, §8; issues 6, 14 §5 and 16 §6; decision 0064): totals over
 * every lead; the inbox filtered, sorted and paged on the server, as a table from `md` up and as
 * cards on a phone; one lead's detail in a side panel (status, assignee, notes, history); CSV export
 * of the filter; the test e-mail; a refresh every 30 s and on demand. At a desk it is a daily tool
 * (issue 26 §4, decision 0083): the full width, one line per lead, and keyboard triage with a
 * visible list of its keys. `meId` is the signed-in admin, whom `a` assigns a lead to.
 */
export function AdminPanel({ meId }: { meId?: string }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tn } = useTranslation('navigation');
  // /admin has no language prefix; the way home leads to the home page in the panel's language.
  const home = localizedPath('/', isSupportedLocale(i18n.language) ? i18n.language : defaultLocale);
  const [params, setParams] = useSearchParams();
  const filter = leadFilterFromSearch(params);
  const match = matchOf(filter);
  const openId = leadIdSchema.safeParse(params.get('lead') ?? '').data;
  const now = useNow(Math.min(adminRefreshMs, 30_000));
  const listHeading = useRef<HTMLHeadingElement>(null);

  const live = { refetchInterval: adminRefreshMs, placeholderData: keepPreviousData };
  const list = useQuery({ ...leadsQueryOptions(filter), ...live });
  const summary = useQuery({ ...leadSummaryQueryOptions(match), ...live });
  const assignees = useQuery(assigneesQueryOptions());

  const update = useCallback(
    (changes: UrlChange, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          // A new filter or sort starts again from the first page; opening a lead keeps it.
          if (!('page' in changes) && !('lead' in changes)) next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  const onQueryChange = useCallback((q: string) => update({ q }, true), [update]);
  const onMatchChange = (change: Partial<InboxMatch>) =>
    update(
      Object.fromEntries(
        Object.entries(change).map(([key, value]) => [
          key,
          value === undefined ? undefined : String(value),
        ]),
      ),
    );
  const onSort = (sort: TableSort) =>
    update({
      sort: sort.sort === 'createdAt' ? undefined : sort.sort,
      order: sort.order === 'desc' ? undefined : sort.order,
    });
  const open = useCallback((lead: Lead) => update({ lead: String(lead.id) }), [update]);
  // A saved view is its filters: they replace the address's, from the first page (decision 0088).
  const openView = (query: string) => setParams(new URLSearchParams(query));

  // Keyboard triage (issue 26 §4, decision 0083): the active row is the one holding focus.
  const [activeId, setActiveId] = useState<number>();
  const [helpOpen, setHelpOpen] = useState(false);
  const tableRef = useRef<HTMLTableElement>(null);
  const triage = useUpdateLeadWithToasts();
  const rows = list.data ?? [];
  const onDeskAction = (action: DeskAction): boolean => {
    if (action.type === 'help') {
      setHelpOpen(true);
      return true;
    }
    // On a phone the cards stand in for the table, which is hidden: there is no row to act on.
    const table = tableRef.current;
    // (`in`: jsdom, where the unit tests run, has no checkVisibility and no layout to hide it.)
    if (!table || ('checkVisibility' in table && !table.checkVisibility())) return false;
    const index = rows.findIndex((lead) => lead.id === activeId);
    if (action.type === 'move') {
      const next =
        rows[index === -1 ? 0 : Math.min(rows.length - 1, Math.max(0, index + action.by))];
      table.querySelector<HTMLElement>(`tr[data-lead-id="${next?.id}"]`)?.focus();
      return next !== undefined;
    }
    const lead = rows[index];
    if (!lead) return false;
    if (action.type === 'open') {
      open(lead);
    } else if (action.type === 'status') {
      const status = action.status ?? nextStatus(lead.status);
      if (status !== lead.status) triage.mutate({ id: lead.id, status });
    } else if (meId && lead.assignee?.id !== meId) {
      triage.mutate({ id: lead.id, assigneeId: meId });
    }
    return true;
  };
  // The lead's panel and the help are dialogs: while one is open, its keys are its own.
  useDeskKeys(openId === undefined, onDeskAction);

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

  const goToPage = (page: number) => {
    update({ page: page > 1 ? String(page) : undefined });
    listHeading.current?.focus();
  };

  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const filtered = Object.values(match).some((value) => value !== undefined);
  const leads = list.data ?? [];
  const matching = summary.data?.matching ?? leads.length;
  const seconds = String(Math.round(adminRefreshMs / 1000));
  const sort: TableSort = { sort: filter.sort, order: filter.order };

  return (
    <>
      {/* Compact above the table (issue 26 §4, decision 0088): the spec's title, buttons,
          subtitle and three totals take two short lines, the filters two more, so ten leads fit
          on the first screen at 1366×768. */}
      <PageHeader
        compact
        title={t('title')}
        documentTitle={`${t('title')} | ${organization.name}`}
        trail={[
          { label: tn('home'), href: home },
          { label: t('title'), current: true },
        ]}
        className="max-w-none"
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              className="h-8"
              onClick={refresh}
              loading={refreshing}
            >
              {!refreshing && <RefreshCw aria-hidden="true" />}
              {refreshing ? t('actions.refreshing') : t('actions.refresh')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              className="h-8"
              onClick={() => testEmail.mutate()}
              loading={testEmail.isPending}
            >
              {!testEmail.isPending && <Mail aria-hidden="true" />}
              {testEmail.isPending ? t('actions.sendingTestEmail') : t('actions.testEmail')}
            </Button>
            <Tooltip content={t('actions.exportHint', { number: number(matching) })}>
              <Button asChild size="sm" className="h-8">
                <a href={exportUrl(match)} download>
                  <Download aria-hidden="true" />
                  {t('actions.exportCsv')}
                </a>
              </Button>
            </Tooltip>
          </div>
        }
      >
        <div className="mt-1 flex flex-col gap-x-6 gap-y-1 md:flex-row md:items-baseline md:justify-between">
          <p className="text-sm text-muted-foreground">
            <span>{t('subtitle')}</span>{' '}
            <span className="text-xs">· {t('list.refreshEvery', { seconds })}</span>
          </p>
          <SummaryCards summary={summary.data} />
        </div>
      </PageHeader>

      {/* No width cap: the desk takes the whole screen beside nothing (decision 0083). */}
      <div className="px-4 pb-16">
        <div className="mt-2">
          <InboxFilters
            match={match}
            summary={summary.data}
            assignees={assignees.data}
            onQueryChange={onQueryChange}
            onChange={onMatchChange}
          />
        </div>

        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <h2
              ref={listHeading}
              tabIndex={-1}
              className="text-lg font-semibold text-foreground focus:outline-none"
            >
              {t('list.heading', { number: number(matching) })}
            </h2>
            <SavedViews currentQuery={viewQueryOf(filter)} onOpen={openView} />
          </div>
          {/* The keys act on the table's rows: from `md` up, where the table is. */}
          <div className="hidden md:block">
            <ShortcutHelp open={helpOpen} onOpenChange={setHelpOpen} />
          </div>
        </div>

        {list.isError && list.data && (
          <Alert variant="error" className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <span>{t('list.loadError')}</span>
            <Button variant="secondary" size="sm" onClick={refresh}>
              {t('actions.retry')}
            </Button>
          </Alert>
        )}

        {list.isPending ? (
          <CenteredSpinner label={t('list.loading')} />
        ) : list.isError && !list.data ? (
          <Card role="alert" className="mt-4 text-center">
            <h3 className="text-h3 text-foreground">{t('list.loadError')}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{t('list.loadErrorHint')}</p>
            <Button className="mt-4" onClick={refresh}>
              {t('actions.retry')}
            </Button>
          </Card>
        ) : leads.length === 0 ? (
          filtered ? (
            <EmptyState
              className="mt-4"
              icon={SearchX}
              headingLevel="p"
              title={t('list.noMatches')}
              action={
                <Button
                  variant="secondary"
                  onClick={() =>
                    update({
                      q: undefined,
                      status: undefined,
                      source: undefined,
                      hasToolResult: undefined,
                      assignee: undefined,
                    })
                  }
                >
                  {t('filters.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              className="mt-4"
              icon={Inbox}
              headingLevel="p"
              title={t('list.empty')}
              description={t('list.emptyHint')}
            />
          )
        ) : (
          <>
            <div className="mt-2 hidden md:block">
              <LeadTable
                leads={leads}
                sort={sort}
                now={now}
                selectedId={openId}
                activeId={activeId}
                tableRef={tableRef}
                onSort={onSort}
                onOpen={open}
                onActivate={setActiveId}
              />
            </div>
            {/* A track that cannot grow past the screen: long names wrap inside the card (issue 14 §4). */}
            <ul className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 md:hidden">
              {leads.map((lead) => (
                <li key={lead.id}>
                  <LeadCard lead={lead} now={now} onOpen={() => open(lead)} />
                </li>
              ))}
            </ul>
          </>
        )}

        <InboxPagination page={filter.page} matching={matching} onPage={goToPage} />
      </div>

      <LeadDetailPanel
        leadId={openId}
        assignees={assignees.data}
        onClose={() => update({ lead: undefined }, true)}
      />
    </>
  );
}
