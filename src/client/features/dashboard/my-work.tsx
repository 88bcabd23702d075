import { Calculator, Gauge, RotateCcw, Workflow } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { useLocale } from '#client/lib/locale.tsx';
import { readUserValue, removeUserValue, userStorageKey } from '#client/lib/user-storage.ts';
import { assessmentStateSchema } from './assessment/assessment-state.ts';
import { finderStateSchema } from './automation/automation-state.ts';
import { calculatorStateSchema } from './calculator/calculator-state.ts';
import {
  assessmentSummary,
  automationSummary,
  calculatorSummary,
  type WorkSummary,
} from './work-summary.ts';

const statusBadge: Record<WorkSummary['status'], BadgeProps['variant']> = {
  empty: 'neutral',
  inProgress: 'warning',
  done: 'success',
};

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
      icon: <Gauge aria-hidden="true" className="size-5" />,
      summary: assessmentSummary(read('assessment', assessmentStateSchema), translate),
    },
    {
      tool: 'automation',
      icon: <Workflow aria-hidden="true" className="size-5" />,
      summary: automationSummary(read('automation', finderStateSchema), translate),
    },
    {
      tool: 'calculator',
      icon: <Calculator aria-hidden="true" className="size-5" />,
      summary: calculatorSummary(read('calculator', calculatorStateSchema), translate),
    },
  ];

  return (
    <section aria-labelledby="dashboard-work">
      <Heading id="dashboard-work">{t('work.heading')}</Heading>
      <p className="mt-1 text-sm text-muted-foreground">{t('work.hint')}</p>
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
    <article
      aria-labelledby={titleId}
      className={cardVariants({ className: 'flex h-full flex-col gap-4' })}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-subtle text-primary-subtle-foreground">
          {icon}
        </span>
        <div className="min-w-0">
          <Heading as="h3" size="h3" id={titleId}>
            {t(`tools.${tool}.title`)}
          </Heading>
          <Badge variant={statusBadge[summary.status]} className="mt-1">
            {t(`work.status.${summary.status}`)}
          </Badge>
        </div>
      </div>
      {summary.status === 'inProgress' && (
        <p className="text-sm text-foreground">{summary.progress}</p>
      )}
      {summary.status === 'done' && (
        <dl className="grid gap-2 text-sm">
          {summary.figures.map((figure) => (
            <div key={figure.label} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-muted-foreground">{figure.label}</dt>
              <dd className="font-semibold text-foreground">{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {summary.status === 'empty' && (
        <p className="text-sm text-muted-foreground">{t(`tools.${tool}.description`)}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {summary.status === 'empty' ? (
          <Button asChild variant="secondary">
            <Link to={path} aria-describedby={titleId}>
              {t('work.start')}
            </Link>
          </Button>
        ) : (
          <>
            <Button asChild>
              <Link to={path} aria-describedby={titleId}>
                {t('work.continue')}
              </Link>
            </Button>
            <Button
              type="button"
              variant="ghost"
              aria-describedby={titleId}
              onClick={() => {
                onStartOver();
                void navigate(path);
              }}
            >
              <RotateCcw aria-hidden="true" />
              {t('common.startOver')}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
