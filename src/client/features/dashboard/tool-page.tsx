import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

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

/** Heading that receives focus programmatically (tabIndex -1) without a focus ring on click. */
export const focusTargetClass = 'scroll-mt-24 focus:outline-none';
