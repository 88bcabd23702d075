import { useTranslation } from 'react-i18next';
import type { LeadSummary } from '#shared/schemas/leads.ts';

/**
 * 'Total de Contatos', 'Contatos Hoje', 'Empresas Únicas' (spec 01 §2): over every lead. One slim
 * line rather than three tall cards (issue 26 §4, decision 0088): the desk's first screen is for
 * the leads, and the three figures still read at a glance, each with the spec's label.
 */
export function SummaryCards({ summary }: { summary: LeadSummary | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  const cards = [
    ['total', summary?.total],
    ['today', summary?.today],
    ['uniqueCompanies', summary?.uniqueCompanies],
  ] as const;
  return (
    <section aria-label={t('summary.label')}>
      <dl className="flex flex-wrap items-baseline gap-x-5 gap-y-1 text-sm">
        {cards.map(([key, value]) => (
          <div key={key} className="flex items-baseline gap-1.5">
            <dt className="text-muted-foreground">{t(`summary.${key}`)}</dt>
            <dd
              data-testid={`summary-${key}`}
              className="text-base font-bold text-foreground tabular-nums"
            >
              {value === undefined ? '—' : number.format(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
