import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * The look every text control shares (input, textarea, select trigger). 16 px text on phones:
 * iOS zooms into smaller fields on focus.
 */
export const controlClasses =
  'w-full min-w-0 rounded-md border border-input bg-surface px-3 text-base text-surface-foreground shadow-card transition-colors placeholder:text-muted-foreground hover:border-muted-foreground/60 focus-visible:border-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-10', className)} {...props} />;
}
