import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { trackEvent } from '#client/lib/analytics.ts';
import { ArrowRightIcon, CalculatorIcon, GaugeIcon, TemplateIcon, WorkflowIcon } from './icons.tsx';
import { DemoCallToAction } from './demo-cta.tsx';
import { MyWork } from './my-work.tsx';
import { DashboardHeader, cardClass, focusRing } from './tool-page.tsx';

export const dashboardTools = ['templates', 'assessment', 'automation', 'calculator'] as const;
export type DashboardTool = (typeof dashboardTools)[number];

const toolIcons: Record<DashboardTool, ReactNode> = {
  templates: <TemplateIcon className="size-6" />,
  assessment: <GaugeIcon className="size-6" />,
  automation: <WorkflowIcon className="size-6" />,
  calculator: <CalculatorIcon className="size-6" />,
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
          <p className="text-lg font-medium text-gray-800 dark:text-gray-200">
            {t('greeting', { name: firstName(fullName) })}
          </p>
          {/* Issue 7: the LGPD self-service page is reachable from the dashboard. */}
          <Link
            to="/dashboard/account"
            className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:border-gray-600 dark:text-white dark:hover:bg-gray-800"
          >
            {t('accountLink')}
          </Link>
        </div>
        <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">{t('subtitle')}</p>

        <MyWork userId={userId} />

        <section aria-labelledby="dashboard-stats" className="mt-10">
          <h2 id="dashboard-stats" className="sr-only">
            {t('stats.heading')}
          </h2>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {stats.map((stat) => (
              <div key={stat} className={`${cardClass} flex flex-col-reverse gap-1`}>
                <dt className="text-sm text-gray-700 dark:text-gray-300">
                  {t(`stats.${stat}.label`)}
                </dt>
                <dd className="text-3xl font-bold text-brand-600 dark:text-brand-50">
                  {t(`stats.${stat}.value`)}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="dashboard-tools" className="mt-12">
          <h2 id="dashboard-tools" className="text-2xl font-bold text-gray-900 dark:text-white">
            {t('toolsHeading')}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {dashboardTools.map((tool) => (
              <li key={tool}>
                <Link
                  to={`/dashboard/${tool}`}
                  onClick={() => trackEvent('dashboard_access', { tool })}
                  className={`${cardClass} group flex h-full gap-4 hover:border-brand-500 ${focusRing}`}
                >
                  <div className="grid size-12 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600 dark:bg-gray-800 dark:text-brand-50">
                    {toolIcons[tool]}
                  </div>
                  <div className="flex flex-col gap-1">
                    <h3 className="text-lg font-semibold text-gray-900 dark:text-white">
                      {t(`tools.${tool}.title`)}
                    </h3>
                    <p className="text-sm text-gray-700 dark:text-gray-300">
                      {t(`tools.${tool}.description`)}
                    </p>
                    <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-600 group-hover:underline dark:text-brand-50">
                      {t(`tools.${tool}.action`)}
                      <ArrowRightIcon className="size-4" />
                    </span>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <DemoCallToAction title={t('cta.title')} text={t('cta.text')} action={t('cta.action')} />
      </div>
    </>
  );
}
