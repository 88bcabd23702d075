import { useTranslation } from 'react-i18next';
import { LEADS_PAGE_SIZE } from '#shared/schemas/leads.ts';
import { Button } from '#client/components/ui/button.tsx';

/** Server-side pages of 50 (issue 6): where we are, and the way to the neighbours. */
export function InboxPagination({
  page,
  matching,
  onPage,
}: {
  page: number;
  matching: number;
  onPage(page: number): void;
}) {
  const { t, i18n } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(matching / LEADS_PAGE_SIZE));
  if (pages <= 1) return null;
  const number = new Intl.NumberFormat(i18n.language);
  const from = (page - 1) * LEADS_PAGE_SIZE + 1;
  const to = Math.min(matching, page * LEADS_PAGE_SIZE);
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-6 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
    >
      <p>
        {t('pagination.range', {
          from: number.format(Math.min(from, matching)),
          to: number.format(to),
          total: number.format(matching),
        })}
      </p>
      <div className="flex items-center gap-3">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('pagination.previous')}
        </Button>
        <span aria-current="page">
          {t('pagination.page', { page: number.format(page), pages: number.format(pages) })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
