import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cardVariants } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The questions as the platform's disclosure widget: each a `<details>` whose `<summary>` holds
 * the question as an `<h3>` (issue 26 §1, decision 0085). It opens on the first tap and from the
 * keyboard (Enter, Space) without the app and with JavaScript off, and the prerendered HTML
 * carries every answer for readers without JavaScript and for search engines (decision 0024).
 * Several may be open at once. The app follows each `toggle` into the page's state (spec 02 §4:
 * open items tracked by position in the shown list) and, through `open`, closes them on a filter
 * change; items opened before the app hydrated are read from the page when it does.
 */
export function FaqAccordion({
  items,
  open,
  onOpenChange,
}: {
  items: readonly FaqEntry[];
  /** Positions in `items` that are open. */
  open: readonly number[];
  /** A question was opened or closed (by the visitor, or by `open` changing); keep it stable. */
  onOpenChange(position: number, open: boolean): void;
}) {
  const list = useRef<HTMLUListElement>(null);
  // Taps before hydration toggled the page itself: the state starts from what it shows (the
  // callback is stable, so this runs once, after hydration).
  useEffect(() => {
    list.current?.querySelectorAll('details').forEach((details, position) => {
      if (details.open) onOpenChange(position, true);
    });
  }, [onOpenChange]);
  return (
    <ul
      ref={list}
      className={cn(cardVariants({ padding: 'none' }), 'divide-y divide-border overflow-hidden')}
    >
      {items.map((item, position) => (
        <li key={item.question}>
          <details
            open={open.includes(position)}
            onToggle={(event) => onOpenChange(position, event.currentTarget.open)}
            className="group"
          >
            <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left outline-offset-[-2px] hover:bg-accent [&::-webkit-details-marker]:hidden">
              <h3 className="text-base font-semibold text-foreground">{item.question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="px-5 pb-5 leading-relaxed text-muted-foreground">
              <p>{item.answer}</p>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
