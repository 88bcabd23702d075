import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { organization } from '#shared/organization.ts';
import { useLocalizedPath } from '#client/lib/locale.tsx';
import type { BreadcrumbItem } from '#client/components/layout/breadcrumbs.tsx';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { ArrowLeftIcon } from './icons.tsx';

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
        <Link to="/dashboard" className={`${secondaryButtonClass} mb-6`}>
          <ArrowLeftIcon className="size-4" />
          {t('common.backToDashboard')}
        </Link>
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

export const focusRing =
  'focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-gray-950';

export const primaryButtonClass = `inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-500 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

export const secondaryButtonClass = `inline-flex items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-gray-900 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 ${focusRing}`;

export const ghostButtonClass = `inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white ${focusRing}`;

export const cardClass =
  'rounded-xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-900';

/** Option cards built on native radios and checkboxes: the input keeps keyboard behaviour. */
export const choiceCardClass =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-gray-300 bg-white p-4 text-sm text-gray-900 transition-colors hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:has-[:checked]:bg-gray-800';

export const choiceInputClass = 'mt-0.5 size-4 shrink-0 accent-brand-600 focus:outline-none';

/** Heading that receives focus programmatically (tabIndex -1) without a focus ring on click. */
export const focusTargetClass = 'scroll-mt-24 focus:outline-none';
