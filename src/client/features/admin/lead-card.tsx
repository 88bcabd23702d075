import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { leadStatuses, type Lead, type LeadStatus } from '#shared/schemas/leads.ts';
import { LeadStatusBadge } from './lead-status-badge.tsx';
import { formatRelativeTime } from './relative-time.ts';
import { cardClass } from './styles.ts';

/**
 * One lead (spec 01 §2): name, company if any, time since it arrived, the e-mail as a mailto
 * link and the message — always as text: React escapes it, and line breaks are kept by CSS
 * (`white-space: pre-line`), never by turning the text into HTML.
 */
export function LeadCard({
  lead,
  now,
  onStatusChange,
  statusPending,
}: {
  lead: Lead;
  now: number;
  onStatusChange(status: LeadStatus): void;
  statusPending: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const lessThanMinute = t('relativeTime.lessThanMinute');
  const received = formatRelativeTime(lead.createdAt, now, i18n.language, lessThanMinute);
  const absolute = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(lead.createdAt));
  const changed = lead.statusChangedAt
    ? formatRelativeTime(lead.statusChangedAt, now, i18n.language, lessThanMinute)
    : undefined;

  return (
    <article aria-labelledby={headingId} className={cardClass} data-testid="lead-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3
            id={headingId}
            className="break-words text-lg font-semibold text-gray-900 dark:text-white"
          >
            {lead.name}
          </h3>
          {lead.company && (
            <p className="break-words text-sm text-gray-700 dark:text-gray-300">
              <span className="sr-only">{t('lead.company')}: </span>
              {lead.company}
            </p>
          )}
        </div>
        <div className="flex flex-col items-end gap-1 text-right">
          <LeadStatusBadge status={lead.status} />
          <time
            dateTime={lead.createdAt}
            title={absolute}
            className="text-xs text-gray-600 dark:text-gray-400"
          >
            {t('lead.received', { time: received })}
          </time>
        </div>
      </div>

      <p className="mt-3 text-sm">
        <span className="sr-only">{t('lead.email')}: </span>
        <a
          href={`mailto:${lead.email}`}
          className="break-all font-medium text-brand-600 underline-offset-2 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:text-brand-50"
        >
          {lead.email}
        </a>
      </p>

      {lead.message ? (
        <p
          data-testid="lead-message"
          className="mt-3 whitespace-pre-line break-words rounded-md bg-gray-50 p-3 text-sm text-gray-800 dark:bg-gray-800 dark:text-gray-100"
        >
          {lead.message}
        </p>
      ) : (
        <p className="mt-3 text-sm italic text-gray-600 dark:text-gray-400">
          {t('lead.noMessage')}
        </p>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-gray-100 pt-3 dark:border-gray-800">
        <label className="flex items-center gap-2 text-sm font-medium text-gray-900 dark:text-gray-100">
          <span aria-hidden="true">{t('filters.status')}</span>
          <select
            aria-label={t('lead.statusLabel', { name: lead.name })}
            value={lead.status}
            disabled={statusPending}
            onChange={(event) => {
              const next = leadStatuses.find((s) => s === event.target.value);
              if (next && next !== lead.status) onStatusChange(next);
            }}
            className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100"
          >
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        {changed && (
          <p className="text-xs text-gray-600 dark:text-gray-400">
            {lead.statusChangedBy
              ? t('lead.changedBy', { name: lead.statusChangedBy, time: changed })
              : t('lead.changed', { time: changed })}
          </p>
        )}
      </div>
    </article>
  );
}
