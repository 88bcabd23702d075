import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useLocale } from '#client/lib/locale.tsx';
import { readUserValue, removeUserValue, userStorageKey } from '#client/lib/user-storage.ts';
import { assessmentStateSchema } from './assessment/assessment-state.ts';
import { finderStateSchema } from './automation/automation-state.ts';
import { calculatorStateSchema } from './calculator/calculator-state.ts';
import { CalculatorIcon, GaugeIcon, RestartIcon, WorkflowIcon } from './icons.tsx';
import {
  cardClass,
  ghostButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from './tool-page.tsx';
import {
  assessmentSummary,
  automationSummary,
  calculatorSummary,
  type WorkSummary,
} from './work-summary.ts';

const statusAccent = {
  empty: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  inProgress: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  done: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
} as const;

type ComputingTool = 'assessment' | 'automation' | 'calculator';

/**
 * "Your work" on /dashboard (issue 16 §5): the latest result or progress of each computing tool,
 * read from what the tools keep in this browser for this user (decision 0010), with continue and
 * start over. Nothing is fetched: the tools make no server call (spec 02 §1).
 */
export function MyWork({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLocale();
  // Bumped after "start over" so the cards read storage again.
  const [, setVersion] = useState(0);
  const read = <T,>(tool: ComputingTool, schema: z.ZodType<T>) =>
    readUserValue(userStorageKey(userId, tool), schema);
  const translate = { t, locale };
  const tools: { tool: ComputingTool; icon: ReactNode; summary: WorkSummary }[] = [
    {
      tool: 'assessment',
      icon: <GaugeIcon className="size-5" />,
      summary: assessmentSummary(read('assessment', assessmentStateSchema), translate),
    },
    {
      tool: 'automation',
      icon: <WorkflowIcon className="size-5" />,
      summary: automationSummary(read('automation', finderStateSchema), translate),
    },
    {
      tool: 'calculator',
      icon: <CalculatorIcon className="size-5" />,
      summary: calculatorSummary(read('calculator', calculatorStateSchema), translate),
    },
  ];

  return (
    <section aria-labelledby="dashboard-work" className="mt-10">
      <h2 id="dashboard-work" className="text-2xl font-bold text-gray-900 dark:text-white">
        {t('work.heading')}
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('work.hint')}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {tools.map(({ tool, icon, summary }) => (
          <li key={tool}>
            <WorkCard
              tool={tool}
              icon={icon}
              summary={summary}
              onStartOver={() => {
                removeUserValue(userStorageKey(userId, tool));
                setVersion((v) => v + 1);
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function WorkCard({
  tool,
  icon,
  summary,
  onStartOver,
}: {
  tool: ComputingTool;
  icon: ReactNode;
  summary: WorkSummary;
  onStartOver(): void;
}) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const titleId = `work-${tool}`;
  const path = `/dashboard/${tool}`;
  return (
    <article aria-labelledby={titleId} className={`${cardClass} flex h-full flex-col gap-4`}>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600 dark:bg-gray-800 dark:text-brand-50">
          {icon}
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-gray-900 dark:text-white">
            {t(`tools.${tool}.title`)}
          </h3>
          <p
            className={`mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusAccent[summary.status]}`}
          >
            {t(`work.status.${summary.status}`)}
          </p>
        </div>
      </div>
      {summary.status === 'inProgress' && (
        <p className="text-sm text-gray-800 dark:text-gray-200">{summary.progress}</p>
      )}
      {summary.status === 'done' && (
        <dl className="grid gap-2 text-sm">
          {summary.figures.map((figure) => (
            <div key={figure.label} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-gray-700 dark:text-gray-300">{figure.label}</dt>
              <dd className="font-semibold text-gray-900 dark:text-white">{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {summary.status === 'empty' && (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t(`tools.${tool}.description`)}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {summary.status === 'empty' ? (
          <Link to={path} className={secondaryButtonClass} aria-describedby={titleId}>
            {t('work.start')}
          </Link>
        ) : (
          <>
            <Link to={path} className={primaryButtonClass} aria-describedby={titleId}>
              {t('work.continue')}
            </Link>
            <button
              type="button"
              className={ghostButtonClass}
              aria-describedby={titleId}
              onClick={() => {
                onStartOver();
                void navigate(path);
              }}
            >
              <RestartIcon className="size-4" />
              {t('common.startOver')}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
