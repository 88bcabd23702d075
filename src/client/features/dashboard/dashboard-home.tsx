import { ArrowRight, Calculator, FileText, Gauge, Workflow, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
import { DemoCallToAction } from './demo-cta.tsx';
import { MyWork } from './my-work.tsx';
import { DashboardHeader } from './tool-page.tsx';

export const dashboardTools = ['templates', 'assessment', 'automation', 'calculator'] as const;
export type DashboardTool = (typeof dashboardTools)[number];

const toolIcons: Record<DashboardTool, LucideIcon> = {
  templates: FileText,
  assessment: Gauge,
  automation: Workflow,
  calculator: Calculator,
};

const stats = ['templates', 'companies', 'roi', 'processes'] as const;

/** "Ana Maria Souza" → "Ana" (spec 02 §2: greeted by the first word of fullName). */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** /dashboard (spec 02 §2): greeting, four static stat tiles, the four tools, a call to action. */
export function DashboardHome({ userId, fullName }: { userId: string; fullName: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <DashboardHeader title={t('title')} isTool={false} />
      <div className="mx-auto max-w-7xl px-4 pb-16">
        <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
          <p className="text-lg font-medium text-foreground">
            {t('greeting', { name: firstName(fullName) })}
          </p>
          {/* Issue 7: the LGPD self-service page is reachable from the dashboard. */}
          <Button asChild variant="secondary">
            <Link to="/dashboard/account">{t('accountLink')}</Link>
          </Button>
        </div>
        <p className="mt-2 max-w-3xl text-muted-foreground">{t('subtitle')}</p>

        <MyWork userId={userId} />

        <section aria-labelledby="dashboard-stats" className="mt-10">
          <h2 id="dashboard-stats" className="sr-only">
            {t('stats.heading')}
          </h2>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {stats.map((stat) => (
              <div
                key={stat}
                className={cardVariants({ className: 'flex flex-col-reverse gap-1' })}
              >
                <dt className="text-sm text-muted-foreground">{t(`stats.${stat}.label`)}</dt>
                <dd className="text-3xl font-bold text-link">{t(`stats.${stat}.value`)}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="dashboard-tools" className="mt-12">
          <Heading id="dashboard-tools">{t('toolsHeading')}</Heading>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {dashboardTools.map((tool) => {
              const Icon = toolIcons[tool];
              return (
                <li key={tool}>
                  <Link
                    to={`/dashboard/${tool}`}
                    onClick={() => trackEvent('dashboard_access', { tool })}
                    className={cardVariants({
                      className:
                        'group flex h-full gap-4 transition-[border-color,box-shadow] hover:border-primary/50 hover:shadow-raised',
                    })}
                  >
                    <div className="grid size-12 shrink-0 place-items-center rounded-lg bg-primary-subtle text-primary-subtle-foreground">
                      <Icon aria-hidden="true" className="size-6" />
                    </div>
                    <div className="flex flex-col gap-1">
                      <Heading as="h3" size="h3">
                        {t(`tools.${tool}.title`)}
                      </Heading>
                      <p className="text-sm text-muted-foreground">
                        {t(`tools.${tool}.description`)}
                      </p>
                      <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-link group-hover:underline">
                        {t(`tools.${tool}.action`)}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </span>
                    </div>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>

        <DemoCallToAction title={t('cta.title')} text={t('cta.text')} action={t('cta.action')} />
      </div>
    </>
  );
}
