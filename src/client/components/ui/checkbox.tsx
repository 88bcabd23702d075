import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * A native checkbox drawn to match the other controls (decision 0035): it works with
 * react-hook-form's `register`, submits with a plain form, and needs no script before hydration.
 * With `label`, the box and its text are one clickable label.
 */
export function Checkbox({
  className,
  label,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label?: ReactNode }) {
  const box = (
    <span className={cn('relative inline-grid size-5 shrink-0 place-items-center', className)}>
      <input
        type="checkbox"
        className="peer size-5 cursor-pointer appearance-none rounded-sm border border-input bg-surface shadow-card transition-colors checked:border-primary checked:bg-primary hover:border-muted-foreground/60 checked:hover:border-primary-hover checked:hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive"
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
  if (!label) return box;
  return (
    <label className="flex cursor-pointer items-start gap-2.5 text-sm text-foreground">
      {box}
      <span className="pt-px">{label}</span>
    </label>
  );
}
