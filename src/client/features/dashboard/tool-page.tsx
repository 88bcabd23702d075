import type { ToolResultInput } from '#shared/schemas/tool-result.ts';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { SendToConsultant } from '#client/features/dashboard/consultant/send-to-consultant.tsx';

/**
 * A tool page's content. Its breadcrumb, h1, intro, back arrow (spec 02 §2) and document title
 * come from the portal layout's registry (app/portal-pages.ts, issue 14 §5).
 */
export function ToolPage({ children }: { children: ReactNode }) {
  return <div className="flex flex-col">{children}</div>;
}

/**
 * The tool's heading, given keyboard and screen-reader focus whenever `key` changes after the
 * first render: a new question, step or view replaces the content the user was on.
 */
export function useFocusedHeading(key: unknown): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}

/** Heading that receives focus programmatically (tabIndex -1) without a focus ring on click. */
export const focusTargetClass = 'scroll-mt-24 focus:outline-none';

/** What each tool page receives from its route (app/…/dashboard-<tool>.tsx). */
export interface ToolPageProps {
  userId: string;
  fullName: string;
  /**
   * The result's one next step (issue 26 §3), given by the route that may put another feature
   * there (issue 25 §2: booking a call about this result); "send to a consultant" otherwise.
   */
  nextStep?: (result: ToolResultInput) => ReactNode;
}

/** Under a tool's result: the route's next step for it, or "send to a consultant". */
export function ToolNextStep({
  userId,
  nextStep,
  result,
}: Pick<ToolPageProps, 'userId' | 'nextStep'> & { result: ToolResultInput }) {
  return nextStep ? nextStep(result) : <SendToConsultant userId={userId} result={result} />;
}

/**
 * Under a tool's questions: its answers are kept on this device (spec 02 §4), and once anything
 * is answered, a way to start over.
 */
export function SavedProgress({ started, onReset }: { started: boolean; onReset: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
      <p className="text-sm text-muted-foreground">{t('common.savedHint')}</p>
      {started && (
        <Button type="button" variant="ghost" onClick={onReset}>
          <RotateCcw aria-hidden="true" />
          {t('common.startOver')}
        </Button>
      )}
    </div>
  );
}
