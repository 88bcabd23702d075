import {
  ArrowRight,
  Calculator,
  Gauge,
  MessageSquareText,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import { DemoCallToAction } from './demo-cta.tsx';
import { MyWork } from './my-work.tsx';

export const dashboardTools = ['templates', 'assessment', 'automation', 'calculator'] as const;
export type DashboardTool = (typeof dashboardTools)[number];

const toolIcons: Record<DashboardTool, LucideIcon> = {
  templates: MessageSquareText,
  assessment: Gauge,
  automation: Workflow,
  calculator: Calculator,
};

const stats = ['templates', 'companies', 'roi', 'processes'] as const;

/** "Ana Maria Souza" → "Ana" (spec 02 §2: greeted by the first word of fullName). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * /dashboard (spec 02 §2): greeting, four static stat tiles, the four tools, a call to action.
 * Title, intro and breadcrumb come from the portal layout (app/portal-pages.ts).
 */
export function DashboardHome({ userId, fullName }: { userId: string; fullName: string }) {
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

      <section aria-labelledby="dashboard-tools">
        <Heading id="dashboard-tools" size="h3" as="h2">
          {t('toolsHeading')}
        </Heading>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {dashboardTools.map((tool) => {
            const Icon = toolIcons[tool];
            return (
              <li key={tool}>
                <Card interactive className="flex h-full gap-4">
                  <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary-subtle text-primary-subtle-foreground">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div className="flex flex-col gap-1">
                    <h3 className="text-h3">
                      <Link
                        to={`/dashboard/${tool}`}
                        onClick={() => trackEvent('dashboard_access', { tool })}
                        className="after:absolute after:inset-0"
                      >
                        {t(`tools.${tool}.title`)}
                      </Link>
                    </h3>
                    <p className="text-sm text-muted-foreground">
                      {t(`tools.${tool}.description`)}
                    </p>
                    <span
                      aria-hidden="true"
                      className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-link"
                    >
                      {t(`tools.${tool}.action`)}
                      <ArrowRight className="size-4" />
                    </span>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>

      <DemoCallToAction title={t('cta.title')} text={t('cta.text')} action={t('cta.action')} />
    </div>
  );
}
