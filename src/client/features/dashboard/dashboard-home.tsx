import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '#client/components/ui/card.tsx';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import { MyWork } from './my-work.tsx';

export const dashboardTools = ['templates', 'assessment', 'automation', 'calculator'] as const;
export type DashboardTool = (typeof dashboardTools)[number];

const stats = ['templates', 'companies', 'roi', 'processes'] as const;

/** "Ana Maria Souza" → "Ana" (spec 02 §2: greeted by the first word of fullName). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * /dashboard (spec 02 §2): greeting, four static stat tiles, the four tools, a call to action.
 * Title, intro and breadcrumb come from the portal layout (app/portal-pages.ts). The call to
 * action is given (app/dashboard-next-step.tsx): it depends on the person's meetings, another
 * feature's.
 */
export function DashboardHome({
  userId,
  fullName,
  nextStep,
}: {
  userId: string;
  fullName: string;
  nextStep: ReactNode;
}) {
  const { t, i18n } = useTranslation('dashboard');
  // The tiles' figures are firm facts (issue 23 §3; spec 02 defaults 50+, 500+, 340%, 1,200+),
  // grouped the same way in every language ("1.200+", "1,200+").
  const { dashboardTiles } = useFirmFacts();
  const figure = new Intl.NumberFormat(i18n.language, { useGrouping: 'always' });
  return (
    <div className="flex flex-col gap-10">
      <p className="text-lg font-medium text-foreground">
        {t('greeting', { name: firstName(fullName) })}
      </p>

      {/* Each tool once, with the work kept for it (issue 26 §3, decision 0087). */}
      <MyWork userId={userId} />

      <section aria-labelledby="dashboard-stats">
        <h2 id="dashboard-stats" className="sr-only">
          {t('stats.heading')}
        </h2>
        <dl className="grid grid-cols-2 gap-4 xl:grid-cols-4">
          {stats.map((stat, index) => {
            const tile = dashboardTiles[index] ?? { value: 0, suffix: '' };
            return (
              <Card key={stat} padding="sm" className="flex flex-col-reverse gap-1 sm:p-5">
                <dt className="text-sm text-muted-foreground">{t(`stats.${stat}.label`)}</dt>
                <dd className="text-h2 text-link">{`${figure.format(tile.value)}${tile.suffix}`}</dd>
              </Card>
            );
          })}
        </dl>
      </section>

      {nextStep}
    </div>
  );
}
