import { useId } from 'react';
import { ChevronIcon } from './faq-icons.tsx';

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
    <ul className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
      {items.map((item, position) => {
        const expanded = open.includes(position);
        const panelId = `${baseId}-answer-${position}`;
        return (
          <li key={item.question}>
            <h3 className="text-base font-semibold text-gray-900 dark:text-white">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onToggle(position)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500 dark:hover:bg-gray-800"
              >
                <span>{item.question}</span>
                <ChevronIcon
                  className={`size-5 shrink-0 text-gray-500 transition-transform dark:text-gray-400 ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <div
              id={panelId}
              hidden={!expanded}
              className="px-5 pb-5 leading-relaxed text-gray-700 dark:text-gray-300"
            >
              <p>{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
