import { Calculator, Gauge, MessageSquareText, RotateCcw, Workflow } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
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
type Tool = 'templates' | ComputingTool;

/**
 * The four tools on /dashboard (spec 02 §2: four tool cards leading to the tools, selecting one is
 * recorded as `dashboard_access`), each card with the latest result or progress of that tool
 * (issue 16 §5, decision 0053), read from what the tools keep in this browser for this user
 * (decision 0010), with continue and start over. One list: the home used to show the three
 * computing tools twice, once as "your work" and again as tool cards (issue 26 §3, decision 0087).
 * The template library keeps only a category, so its card has no status. Nothing is fetched: the
 * tools make no server call (spec 02 §1).
 */
export function MyWork({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useLocale();
  // Bumped after "start over" so the cards read storage again.
  const [, setVersion] = useState(0);
  const read = <T,>(tool: ComputingTool, schema: z.ZodType<T>) =>
    readUserValue(userStorageKey(userId, tool), schema);
  const translate = { t, locale };
  const tools: { tool: Tool; icon: ReactNode; summary?: WorkSummary }[] = [
    { tool: 'templates', icon: <MessageSquareText aria-hidden="true" className="size-5" /> },
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
    <section aria-labelledby="dashboard-tools">
      <Heading id="dashboard-tools">{t('toolsHeading')}</Heading>
      <p className="mt-1 text-sm text-muted-foreground">{t('work.hint')}</p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {tools.map(({ tool, icon, summary }) => (
          <li key={tool}>
            <WorkCard
              tool={tool}
              icon={icon}
              summary={summary}
              onStartOver={() => {
                if (tool === 'templates') return;
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
  tool: Tool;
  icon: ReactNode;
  /** Absent for the template library, which keeps no result. */
  summary?: WorkSummary;
  onStartOver(): void;
}) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const titleId = `work-${tool}`;
  const path = `/dashboard/${tool}`;
  const select = () => trackEvent('dashboard_access', { tool });
  const status = summary?.status;
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
            <Link to={path} onClick={select} className="hover:underline">
              {t(`tools.${tool}.title`)}
            </Link>
          </Heading>
          {status && (
            <Badge variant={statusBadge[status]} className="mt-1">
              {t(`work.status.${status}`)}
            </Badge>
          )}
        </div>
      </div>
      {summary?.status === 'inProgress' && (
        <p className="text-sm text-foreground">{summary.progress}</p>
      )}
      {summary?.status === 'done' && (
        <dl className="grid gap-2 text-sm">
          {summary.figures.map((figure) => (
            <div key={figure.label} className="flex flex-wrap justify-between gap-x-3">
              <dt className="text-muted-foreground">{figure.label}</dt>
              <dd className="font-semibold text-foreground">{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {(status === undefined || status === 'empty') && (
        <p className="text-sm text-muted-foreground">{t(`tools.${tool}.description`)}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        {status === undefined ? (
          <Button asChild variant="secondary">
            <Link to={path} onClick={select} aria-describedby={titleId}>
              {t(`tools.${tool}.action`)}
            </Link>
          </Button>
        ) : status === 'empty' ? (
          <Button asChild variant="secondary">
            <Link to={path} onClick={select} aria-describedby={titleId}>
              {t('work.start')}
            </Link>
          </Button>
        ) : (
          <>
            <Button asChild>
              <Link to={path} onClick={select} aria-describedby={titleId}>
                {t('work.continue')}
              </Link>
            </Button>
            <Button
              type="button"
              variant="ghost"
              aria-describedby={titleId}
              onClick={() => {
                onStartOver();
                select();
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
