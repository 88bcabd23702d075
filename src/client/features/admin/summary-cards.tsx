import { useTranslation } from 'react-i18next';
import type { LeadSummary } from '#shared/schemas/leads.ts';
import { Card } from '#client/components/ui/card.tsx';

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
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        {cards.map(([key, value]) => (
          <Card key={key} className="p-3 sm:p-6">
            <dt className="text-xs font-medium text-muted-foreground sm:text-sm">
              {t(`summary.${key}`)}
            </dt>
            <dd
              data-testid={`summary-${key}`}
              className="mt-1 text-2xl font-bold text-foreground tabular-nums sm:mt-2 sm:text-3xl"
            >
              {value === undefined ? '—' : number.format(value)}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
