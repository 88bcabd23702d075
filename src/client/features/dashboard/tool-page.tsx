import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { organization } from '#shared/organization.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { ArrowLeft } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

/** Dashboard pages: document title, trail Home > Dashboard [> Tool] (spec 02 §2 breadcrumbs), h1. */
export function DashboardHeader({
  title,
  subtitle,
  isTool,
}: {
  title: string;
  subtitle?: ReactNode;
  isTool: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const { t: tn } = useTranslation('navigation');
  const localize = useLocalizedPath();
  const trail: BreadcrumbItem[] = [
    { label: tn('home'), href: localize('/') },
    isTool ? { label: t('title'), href: '/dashboard' } : { label: t('title'), current: true },
    ...(isTool ? [{ label: title, current: true }] : []),
  ];
  return (
    <PageHeader title={title} documentTitle={`${title} | ${organization.name}`} trail={trail}>
      {subtitle && (
        <p className="mt-3 max-w-3xl text-base text-gray-700 dark:text-gray-300">{subtitle}</p>
      )}
    </PageHeader>
  );
}

/** A tool page: header, the back arrow to /dashboard (spec 02 §2), the tool itself. */
export function ToolPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <DashboardHeader title={title} subtitle={subtitle} isTool />
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-6">
        <Button asChild variant="secondary" className="mb-6">
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            {t('common.backToDashboard')}
          </Link>
        </Button>
        {children}
      </div>
    </>
  );
}

/**
 * Moves keyboard and screen-reader focus to `ref` whenever `key` changes after the first render:
 * a new question, step or view replaces the content the user was on.
 */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, key: unknown): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [ref, key]);
}

// The class strings below predate components/ui (issue 14 §1); the three computing tools no longer
// use them. They stay only until the template library moves to the primitives too.
/** @deprecated Use the Button/Card primitives. */
export const focusRing =
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-gray-950';

/** @deprecated Use `<Button>` (components/ui/button.tsx). */
export const primaryButtonClass = `inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-500 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

/** @deprecated Use `<Button variant="secondary">`. */
export const secondaryButtonClass = `inline-flex items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-gray-900 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 ${focusRing}`;

/** @deprecated Use `<Card>` (components/ui/card.tsx). */
export const cardClass =
  'rounded-xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-900';

/** Option cards built on native radios and checkboxes: the input keeps keyboard behaviour. */
export const choiceCardClass =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-surface p-4 text-sm text-surface-foreground shadow-card transition-colors hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary-subtle has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

export const choiceInputClass = 'mt-0.5 size-4 shrink-0 accent-primary focus:outline-none';

/** Heading that receives focus programmatically (tabIndex -1) without a focus ring on click. */
export const focusTargetClass = 'scroll-mt-24 focus:outline-none';
