import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LEAD_SEARCH_MAX_LENGTH,
  leadStatuses,
  type LeadStatus,
  type LeadSummary,
} from '#shared/schemas/leads.ts';
import { inputClass } from '#client/components/ui/form-field.tsx';

/** Typing pauses this long before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Search over name, e-mail, company and message, and the status filter with its counts. */
export function InboxFilters({
  query,
  status,
  summary,
  onQueryChange,
  onStatusChange,
}: {
  query: string;
  status: LeadStatus | undefined;
  summary: LeadSummary | undefined;
  onQueryChange(query: string): void;
  onStatusChange(status: LeadStatus | undefined): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const searchId = useId();
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
  const options: { value: LeadStatus | undefined; label: string }[] = [
    { value: undefined, label: t('filters.all', { number: count(summary?.total) }) },
    ...leadStatuses.map((s) => ({
      value: s,
      label: t(`filters.${s}`, { number: count(summary?.byStatus[s]) }),
    })),
  ];

  return (
    <section
      aria-label={t('filters.label')}
      className="mt-8 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between"
    >
      <div className="flex w-full flex-col gap-1.5 lg:max-w-md">
        <label htmlFor={searchId} className="text-sm font-medium text-gray-900 dark:text-gray-100">
          {t('filters.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={draft}
          maxLength={LEAD_SEARCH_MAX_LENGTH}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onQueryChange(draft.trim());
          }}
          className={inputClass}
        />
      </div>
      <div role="group" aria-label={t('filters.status')} className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.value === status;
          return (
            <button
              key={option.value ?? 'all'}
              type="button"
              aria-pressed={pressed}
              onClick={() => onStatusChange(option.value)}
              className={
                'rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ' +
                (pressed
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-gray-800 ring-gray-300 hover:bg-gray-50 dark:bg-gray-900 dark:text-gray-100 dark:ring-gray-600 dark:hover:bg-gray-800')
              }
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </section>
  );
}
