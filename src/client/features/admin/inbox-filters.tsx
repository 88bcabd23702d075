import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LEAD_SEARCH_MAX_LENGTH,
  leadSourceFilters,
  leadStatuses,
  type Assignee,
  type LeadSourceFilter,
  type LeadStatus,
  type LeadSummary,
} from '#shared/schemas/leads.ts';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { cn } from '#client/lib/cn.ts';
import type { InboxMatch } from './admin.queries.ts';

/** Typing pauses this long before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Radix Select has no empty value: "every lead" is this word. */
const ALL = 'all';
const NONE = 'none';

/**
 * Search over name, e-mail, company and message; the status with its counts; where the lead came
 * from, whether it carries a tool result, and who it is assigned to (issue 16 §6).
 */
export function InboxFilters({
  match,
  summary,
  assignees,
  onQueryChange,
  onChange,
}: {
  match: InboxMatch;
  summary: LeadSummary | undefined;
  assignees: Assignee[] | undefined;
  onQueryChange(query: string): void;
  onChange(change: Partial<InboxMatch>): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const searchId = useId();
  const query = match.q ?? '';
  const [draft, setDraft] = useState(query);
  const number = new Intl.NumberFormat(i18n.language);

  // The URL is the truth (back button, "clear filters"): follow it when it changes to something
  // other than what is being typed (a trailing space must survive the debounced update).
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (query !== draft.trim()) setDraft(query);
  }
  useEffect(() => {
    if (draft.trim() === query.trim()) return undefined;
    const timer = setTimeout(() => onQueryChange(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query, onQueryChange]);

  const count = (n: number | undefined) => number.format(n ?? 0);
  const statusOptions: { value: LeadStatus | undefined; label: string }[] = [
    { value: undefined, label: t('filters.all', { number: count(summary?.total) }) },
    ...leadStatuses.map((s) => ({
      value: s,
      label: t(`filters.${s}`, { number: count(summary?.byStatus[s]) }),
    })),
  ];
  const toolValue =
    match.hasToolResult === undefined ? ALL : match.hasToolResult ? 'true' : 'false';

  return (
    // One compact bar (issue 26 §4, decision 0088): search and status on one line, the other
    // three filters on the next, each label beside its control, so the leads start high.
    <section aria-label={t('filters.label')} className="grid gap-2">
      <div className="flex flex-col gap-2 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-4">
        <div className="flex w-full flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-2 lg:w-auto">
          <label htmlFor={searchId} className="text-sm font-medium text-foreground">
            {t('filters.search')}
          </label>
          <Input
            id={searchId}
            type="search"
            value={draft}
            maxLength={LEAD_SEARCH_MAX_LENGTH}
            placeholder={t('filters.searchPlaceholder')}
            className="h-8 py-1 sm:w-80"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onQueryChange(draft.trim());
            }}
          />
        </div>
        <div role="group" aria-label={t('filters.status')} className="flex flex-wrap gap-2">
          {statusOptions.map((option) => {
            const pressed = option.value === match.status;
            return (
              <button
                key={option.value ?? ALL}
                type="button"
                aria-pressed={pressed}
                onClick={() => onChange({ status: option.value })}
                className={cn(
                  'cursor-pointer rounded-full px-3 py-0.5 text-sm leading-6 font-medium ring-1 transition-colors ring-inset',
                  pressed
                    ? 'bg-primary text-primary-foreground ring-primary'
                    : 'bg-surface text-surface-foreground ring-input hover:bg-accent',
                )}
              >
                {option.label}
              </button>
            );
          })}
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-3 lg:flex lg:flex-wrap lg:items-center lg:gap-x-4">
        <InlineField label={t('filters.source')}>
          {(a11y) => (
            <Select
              value={match.source ?? ALL}
              onValueChange={(value) =>
                onChange({
                  source: leadSourceFilters.find((s) => s === value) as
                    LeadSourceFilter | undefined,
                })
              }
            >
              <SelectTrigger {...a11y} className={triggerClass}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t('filters.allSources')}</SelectItem>
                <SelectSeparator />
                {leadSourceFilters.map((source) => (
                  <SelectItem key={source} value={source}>
                    {t('filters.sourceOption', {
                      source: t(`sources.${source}`),
                      number: count(summary?.bySource[source]),
                    })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </InlineField>
        <InlineField label={t('filters.toolResult')}>
          {(a11y) => (
            <Select
              value={toolValue}
              onValueChange={(value) =>
                onChange({ hasToolResult: value === ALL ? undefined : value === 'true' })
              }
            >
              <SelectTrigger {...a11y} className={triggerClass}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t('filters.anyToolResult')}</SelectItem>
                <SelectItem value="true">
                  {t('filters.withToolResult', { number: count(summary?.withToolResult) })}
                </SelectItem>
                <SelectItem value="false">{t('filters.withoutToolResult')}</SelectItem>
              </SelectContent>
            </Select>
          )}
        </InlineField>
        <InlineField label={t('filters.assignee')}>
          {(a11y) => (
            <Select
              value={match.assignee ?? ALL}
              onValueChange={(value) => onChange({ assignee: value === ALL ? undefined : value })}
            >
              <SelectTrigger {...a11y} className={triggerClass}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={ALL}>{t('filters.anyAssignee')}</SelectItem>
                <SelectItem value={NONE}>{t('filters.unassigned')}</SelectItem>
                {assignees && assignees.length > 0 && <SelectSeparator />}
                {assignees?.map((admin) => (
                  <SelectItem key={admin.id} value={admin.id}>
                    {admin.fullName}
                  </SelectItem>
                ))}
                {/* An assignee in the URL who is no longer an admin still names the filter. */}
                {match.assignee &&
                  match.assignee !== NONE &&
                  assignees &&
                  !assignees.some((a) => a.id === match.assignee) && (
                    <SelectItem value={match.assignee}>{t('filters.formerAdmin')}</SelectItem>
                  )}
              </SelectContent>
            </Select>
          )}
        </InlineField>
      </div>
    </section>
  );
}

const triggerClass = 'h-8 py-1 text-sm lg:w-56';

/** A label and its control on one line from `lg` up (a visible label, named by `htmlFor`). */
function InlineField({
  label,
  children,
}: {
  label: string;
  children(props: { id: string }): ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 lg:flex-row lg:items-center lg:gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-foreground">
        {label}
      </label>
      {children({ id })}
    </div>
  );
}
