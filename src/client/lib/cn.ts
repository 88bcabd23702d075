import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * The theme's own names (src/client/app.css), so tailwind-merge knows `text-h2` is a size, not a
 * colour, and that `py-section` and `py-8` conflict. Without them it would drop `text-h2` from
 * `cn('text-h2', 'text-white')`, taking both for colours.
 */
const merge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'h1', 'h2', 'h3', 'lead'],
      spacing: ['section', 'gutter'],
      container: ['page'],
      shadow: ['card', 'raised', 'overlay'],
    },
  },
});

/** Joins class names (clsx's conditionals) and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
