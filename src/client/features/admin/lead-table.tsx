import {
  FlexRender,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Paperclip } from 'lucide-react';
import { useMemo, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { leadSortKeys, type Lead, type LeadSortKey } from '#shared/schemas/leads.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';
import { LeadStatusBadge } from './lead-status-badge.tsx';
import { figureHeadline, slotText, sourceLabel } from './lead-text.ts';
import { formatRelativeTime } from './relative-time.ts';

const features = tableFeatures({ rowSortingFeature });
type Features = typeof features;

export interface TableSort {
  sort: LeadSortKey;
  order: 'asc' | 'desc';
}

const isSortKey = (id: string): id is LeadSortKey =>
  (leadSortKeys as readonly string[]).includes(id);

/**
 * Fixed column widths (issue 26 §4, decisions 0083 and 0088): at 1366 px every column is readable and the
 * message takes what is left; long values end in an ellipsis and show whole in their title, so
 * no cell grows the table and no e-mail breaks mid-word. Statuses, assignee and date get rem
 * widths that hold their longest label in the three languages.
 */
const widths: Record<string, string> = {
  name: 'w-[17%]',
  email: 'w-[15%]',
  message: '',
  source: 'w-[14%]',
  status: 'w-[7.5rem]',
  assignee: 'w-[9.5rem]',
  createdAt: 'w-[10rem]',
};

/** One line of text that ends in "…" when it does not fit; the whole of it is its title. */
function Line({
  title,
  className,
  children,
}: {
  title?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span title={title} className={cn('block truncate', className)}>
      {children}
    </span>
  );
}

/**
 * The lead desk's table (issues 14 §5 and 26 §4, decisions 0064 and 0083), from `md` up: one page
 * of 50 as the server sorted and filtered it (`manualSorting`: the page holds 50 of many, so a
 * click asks the server). One line per lead — name and company, e-mail, the start of the message
 * (spec 01 §2: every entry shows its message), source, status, assignee and when it arrived.
 * Rows take part in keyboard triage: the active row holds focus (roving tabindex), the panel's
 * key handler moves it.
 */
export function LeadTable({
  leads,
  sort,
  now,
  selectedId,
  activeId,
  tableRef,
  onSort,
  onOpen,
  onActivate,
}: {
  leads: Lead[];
  sort: TableSort;
  now: number;
  selectedId: number | undefined;
  activeId: number | undefined;
  tableRef?: Ref<HTMLTableElement>;
  onSort(sort: TableSort): void;
  onOpen(lead: Lead): void;
  onActivate(id: number): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  // The column's short form of "under a minute" ("há instantes"): the card's "há menos de um
  // minuto" would be cut off in the column's width (issue 26 §4, decision 0088).
  const lessThanMinute = t('relativeTime.justNow');

  const columns = useMemo<ColumnDef<Features, Lead>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: t('table.contact'),
        enableSorting: true,
        cell: ({ row }) => {
          const lead = row.original;
          return (
            <div
              className="flex min-w-0 items-baseline gap-2"
              title={lead.company ? `${lead.name} — ${lead.company}` : lead.name}
            >
              <button
                type="button"
                tabIndex={-1}
                onClick={() => onOpen(lead)}
                aria-label={t('table.open', { name: lead.name })}
                className="min-w-0 shrink cursor-pointer truncate text-left font-semibold text-link hover:underline"
              >
                {lead.name}
              </button>
              {lead.company && (
                <span className="min-w-0 shrink-[2] truncate text-xs text-muted-foreground">
                  {lead.company}
                </span>
              )}
            </div>
          );
        },
      },
      {
        id: 'email',
        header: t('table.email'),
        enableSorting: false,
        cell: ({ row }) => (
          <Line title={row.original.email} className="text-muted-foreground">
            {row.original.email}
          </Line>
        ),
      },
      {
        id: 'message',
        header: t('table.message'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.message ? (
            // `truncate` keeps it on one line: line breaks read as spaces here, the panel keeps them.
            <Line title={row.original.message.slice(0, 500)} className="text-foreground">
              <span data-testid="lead-message-start">{row.original.message}</span>
            </Line>
          ) : (
            <Line className="text-muted-foreground italic">{t('lead.noMessage')}</Line>
          ),
      },
      {
        id: 'source',
        header: t('table.source'),
        enableSorting: false,
        cell: ({ row }) => {
          const lead = row.original;
          const label = sourceLabel(t, lead.source ?? 'unknown');
          // A tool's headline figure or the demonstration slot asked for, after the source.
          const details = [
            lead.toolResult ? figureHeadline(t, locale, lead.toolResult) : undefined,
            lead.preferredDate
              ? slotText(t, locale, lead.preferredDate, lead.preferredPeriod, 'short')
              : undefined,
          ].filter((text) => text !== undefined);
          return (
            <div
              className="flex min-w-0 items-center gap-2"
              title={[label, ...details].join(' — ')}
            >
              <Badge
                variant={lead.toolResult ? 'brand' : 'neutral'}
                className="max-w-full min-w-0 shrink"
              >
                {lead.toolResult && <Paperclip aria-hidden="true" />}
                <span className="truncate">{label}</span>
              </Badge>
              {details.map((text) => (
                <span
                  key={text}
                  className="min-w-0 shrink-[2] truncate text-xs text-muted-foreground"
                >
                  {text}
                </span>
              ))}
            </div>
          );
        },
      },
      {
        id: 'status',
        accessorKey: 'status',
        header: t('table.status'),
        enableSorting: true,
        cell: ({ row }) => <LeadStatusBadge status={row.original.status} />,
      },
      {
        id: 'assignee',
        header: t('table.assignee'),
        enableSorting: false,
        cell: ({ row }) => {
          const name = row.original.assignee
            ? (row.original.assignee.name ?? t('filters.formerAdmin'))
            : undefined;
          return name ? (
            <Line title={name}>{name}</Line>
          ) : (
            <span className="text-muted-foreground">
              <span aria-hidden="true">—</span>
              <span className="sr-only">{t('table.unassigned')}</span>
            </span>
          );
        },
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        header: t('table.received'),
        enableSorting: true,
        cell: ({ row }) => (
          <time
            dateTime={row.original.createdAt}
            title={new Intl.DateTimeFormat(locale, {
              dateStyle: 'long',
              timeStyle: 'short',
            }).format(new Date(row.original.createdAt))}
            className="block truncate text-muted-foreground"
          >
            {formatRelativeTime(row.original.createdAt, now, locale, lessThanMinute)}
          </time>
        ),
      },
    ],
    [t, locale, now, lessThanMinute, onOpen],
  );

  const sorting: SortingState = [{ id: sort.sort, desc: sort.order === 'desc' }];
  const table = useTable({
    features,
    columns,
    data: leads,
    getRowId: (lead) => String(lead.id),
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      if (next && isSortKey(next.id)) onSort({ sort: next.id, order: next.desc ? 'desc' : 'asc' });
    },
  });

  const arrow = (key: LeadSortKey) =>
    sort.sort !== key ? (
      <ArrowUpDown aria-hidden="true" className="size-3.5 shrink-0 opacity-50" />
    ) : sort.order === 'asc' ? (
      <ArrowUp aria-hidden="true" className="size-3.5 shrink-0" />
    ) : (
      <ArrowDown aria-hidden="true" className="size-3.5 shrink-0" />
    );
  const sortButtonClass =
    'inline-flex cursor-pointer items-center gap-1 rounded uppercase hover:text-foreground';
  // With no row active yet, the first one is the table's single tab stop.
  const tabStop = leads.some((lead) => lead.id === activeId) ? activeId : leads[0]?.id;

  return (
    <Table
      ref={tableRef}
      aria-label={t('table.label')}
      data-testid="lead-table"
      className="table-fixed"
    >
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => {
              const id = header.column.id;
              // The contact column sorts by name or by company (one column holds both).
              const sortedHere = sort.sort === id || (id === 'name' && sort.sort === 'company');
              return (
                <TableHead
                  key={header.id}
                  className={cn('h-9 px-3', widths[id])}
                  aria-sort={
                    sortedHere ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {header.column.getCanSort() ? (
                    <span className="inline-flex items-center gap-3">
                      <button
                        type="button"
                        onClick={header.column.getToggleSortingHandler()}
                        className={sortButtonClass}
                      >
                        <FlexRender header={header} />
                        {arrow(id as LeadSortKey)}
                      </button>
                      {id === 'name' && (
                        <button
                          type="button"
                          onClick={() =>
                            onSort({
                              sort: 'company',
                              order:
                                sort.sort === 'company' && sort.order === 'asc' ? 'desc' : 'asc',
                            })
                          }
                          className={sortButtonClass}
                        >
                          {t('table.company')}
                          {arrow('company')}
                        </button>
                      )}
                    </span>
                  ) : (
                    <FlexRender header={header} />
                  )}
                </TableHead>
              );
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => {
          const lead = row.original;
          return (
            <TableRow
              key={row.id}
              data-testid="lead-row"
              data-lead-id={lead.id}
              data-active={lead.id === activeId || undefined}
              tabIndex={lead.id === tabStop ? 0 : -1}
              onFocus={() => onActivate(lead.id)}
              onClick={() => onActivate(lead.id)}
              className={cn(
                'h-9 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                lead.id === activeId && 'bg-muted',
                lead.id === selectedId && 'bg-primary-subtle',
              )}
            >
              {row.getAllCells().map((cell) => (
                <TableCell key={cell.id} className="px-3 py-1.5">
                  <FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
