import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';

/**
 * A tool page's content. Its breadcrumb, h1, intro, back arrow (spec 02 §2) and document title
 * come from the portal layout's registry (app/portal-pages.ts, issue 14 §5).
 */
export function ToolPage({ children }: { children: ReactNode }) {
  return <div className="flex flex-col">{children}</div>;
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

/**
 * @deprecated The base stylesheet gives every focusable element a visible focus outline
 * (app.css, decision 0035); kept empty until the tools stop adding it.
 */
export const focusRing = '';

/** @deprecated Use `Button` (components/ui/button.tsx). */
export const primaryButtonClass = cn(buttonVariants());

/** @deprecated Use `<Button variant="secondary">`. */
export const secondaryButtonClass = cn(buttonVariants({ variant: 'secondary' }));

/** @deprecated Use `<Button variant="ghost">`. */
export const ghostButtonClass = cn(buttonVariants({ variant: 'ghost' }));

/** @deprecated Use `Card` (components/ui/card.tsx). */
export const cardClass = cn(cardVariants());

/** Option cards built on native radios and checkboxes: the input keeps keyboard behaviour. */
export const choiceCardClass =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-gray-300 bg-white p-4 text-sm text-gray-900 transition-colors hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:has-[:checked]:bg-gray-800';

export const choiceInputClass = 'mt-0.5 size-4 shrink-0 accent-brand-600 focus:outline-none';

/** Heading that receives focus programmatically (tabIndex -1) without a focus ring on click. */
export const focusTargetClass = 'scroll-mt-24 focus:outline-none';
