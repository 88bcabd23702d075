import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { cardVariants } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The questions as disclosure buttons (WAI-ARIA accordion pattern, several panels open at once).
 * Answers are always rendered and only `hidden` while closed, so the prerendered HTML carries
 * every answer for readers without JavaScript and for search engines (decision 0024); Radix's
 * accordion drops closed content from the markup, which is why it is not used here.
 */
export function FaqAccordion({
  items,
  open,
  onToggle,
}: {
  items: readonly FaqEntry[];
  /** Positions in `items` that are open. */
  open: readonly number[];
  onToggle(position: number): void;
}) {
  const baseId = useId();
  return (
    <ul className={cn(cardVariants({ padding: 'none' }), 'divide-y divide-border overflow-hidden')}>
      {items.map((item, position) => {
        const expanded = open.includes(position);
        const panelId = `${baseId}-answer-${position}`;
        return (
          <li key={item.question}>
            <h3 className="text-base font-semibold text-foreground">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onToggle(position)}
                className="flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left outline-offset-[-2px] hover:bg-accent"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-muted-foreground transition-transform',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </h3>
            <div
              id={panelId}
              hidden={!expanded}
              className="px-5 pb-5 leading-relaxed text-muted-foreground"
            >
              <p>{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
