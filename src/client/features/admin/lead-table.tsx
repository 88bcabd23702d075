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
import { useMemo } from 'react';
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
 * The inbox as a table (issue 14 §5, decision 0064), from `md` up: one page of 50 as the server
 * sorted and filtered it (`manualSorting`: the page holds 50 of many, so a click asks the server).
 * Each row's name opens the lead's detail panel; the other cells are for reading at a glance.
 */
export function LeadTable({
  leads,
  sort,
  now,
  selectedId,
  onSort,
  onOpen,
}: {
  leads: Lead[];
  sort: TableSort;
  now: number;
  selectedId: number | undefined;
  onSort(sort: TableSort): void;
  onOpen(lead: Lead): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const lessThanMinute = t('relativeTime.lessThanMinute');

  const columns = useMemo<ColumnDef<Features, Lead>[]>(
    () => [
      {
        id: 'name',
        accessorKey: 'name',
        header: t('table.contact'),
        enableSorting: true,
        cell: ({ row }) => (
          <div className="min-w-44">
            <button
              type="button"
              onClick={() => onOpen(row.original)}
              aria-label={t('table.open', { name: row.original.name })}
              className="cursor-pointer text-left font-semibold break-words text-link hover:underline"
            >
              {row.original.name}
            </button>
            <div className="text-xs break-all text-muted-foreground">{row.original.email}</div>
          </div>
        ),
      },
      {
        id: 'company',
        accessorKey: 'company',
        header: t('table.company'),
        enableSorting: true,
        cell: ({ row }) => row.original.company ?? <span aria-hidden="true">—</span>,
      },
      {
        id: 'source',
        header: t('table.source'),
        enableSorting: false,
        cell: ({ row }) => {
          const lead = row.original;
          return (
            <div className="flex min-w-40 flex-col gap-1">
              <Badge variant={lead.toolResult ? 'brand' : 'neutral'}>
                {lead.toolResult && <Paperclip aria-hidden="true" />}
                {sourceLabel(t, lead.source ?? 'unknown')}
              </Badge>
              {lead.toolResult && (
                <span className="text-xs text-muted-foreground">
                  {figureHeadline(t, locale, lead.toolResult)}
                </span>
              )}
            </div>
          );
        },
      },
      {
        id: 'preferred',
        header: t('table.preferred'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.preferredDate ? (
            <span className="whitespace-nowrap">
              {slotText(
                t,
                locale,
                row.original.preferredDate,
                row.original.preferredPeriod,
                'short',
              )}
            </span>
          ) : (
            <span aria-hidden="true">—</span>
          ),
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
        cell: ({ row }) =>
          row.original.assignee ? (
            (row.original.assignee.name ?? t('filters.formerAdmin'))
          ) : (
            <span className="text-muted-foreground">
              <span aria-hidden="true">—</span>
              <span className="sr-only">{t('table.unassigned')}</span>
            </span>
          ),
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
            className="whitespace-nowrap text-muted-foreground"
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

  return (
    <Table aria-label={t('table.label')} data-testid="lead-table">
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id} className="hover:bg-transparent">
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const canSort = header.column.getCanSort();
              return (
                <TableHead
                  key={header.id}
                  aria-sort={
                    sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                  }
                >
                  {canSort ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className="-mx-1 inline-flex cursor-pointer items-center gap-1 rounded px-1 uppercase hover:text-foreground"
                    >
                      <FlexRender header={header} />
                      {sorted === 'asc' ? (
                        <ArrowUp aria-hidden="true" className="size-3.5" />
                      ) : sorted === 'desc' ? (
                        <ArrowDown aria-hidden="true" className="size-3.5" />
                      ) : (
                        <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                      )}
                    </button>
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
        {table.getRowModel().rows.map((row) => (
          <TableRow
            key={row.id}
            data-testid="lead-row"
            className={row.original.id === selectedId ? 'bg-primary-subtle' : undefined}
          >
            {row.getAllCells().map((cell) => (
              <TableCell key={cell.id}>
                <FlexRender cell={cell} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
