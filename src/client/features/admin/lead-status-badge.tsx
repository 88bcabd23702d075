import { useTranslation } from 'react-i18next';
import type { LeadStatus } from '#shared/schemas/leads.ts';

// Text and colour together: the status never depends on colour alone (WCAG 1.4.1).
const tone: Record<LeadStatus, string> = {
  new: 'bg-blue-100 text-blue-900 ring-blue-200 dark:bg-blue-950 dark:text-blue-100 dark:ring-blue-800',
  contacted:
    'bg-amber-100 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-100 dark:ring-amber-800',
  closed:
    'bg-emerald-100 text-emerald-900 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-100 dark:ring-emerald-800',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      data-testid="lead-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
