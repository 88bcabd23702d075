import { useTranslation } from 'react-i18next';
import type { LeadSummary } from '#shared/schemas/leads.ts';
import { cardClass } from './styles.ts';

/** 'Total de Contatos', 'Contatos Hoje', 'Empresas Únicas' (spec 01 §2): over every lead. */
export function SummaryCards({ summary }: { summary: LeadSummary | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  const cards = [
    ['total', summary?.total],
    ['today', summary?.today],
    ['uniqueCompanies', summary?.uniqueCompanies],
  ] as const;
  return (
    <section aria-label={t('summary.label')} className="mt-8">
      <dl className="grid gap-4 sm:grid-cols-3">
        {cards.map(([key, value]) => (
          <div key={key} className={cardClass}>
            <dt className="text-sm font-medium text-gray-600 dark:text-gray-300">
              {t(`summary.${key}`)}
            </dt>
            <dd
              data-testid={`summary-${key}`}
              className="mt-2 text-3xl font-bold tabular-nums text-gray-900 dark:text-white"
            >
              {value === undefined ? '—' : number.format(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
