import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * A message box on the page (shadcn/ui's alert, issue 24 §5): a warning, an error, a success or
 * plain information, in the theme's subtle tokens so light and dark mode follow (decision 0035).
 * Its text must say what happened: the colour is only a hint.
 */
export const alertVariants = cva('rounded-lg border p-3 text-sm', {
  variants: {
    variant: {
      info: 'border-primary-subtle-foreground/20 bg-primary-subtle text-primary-subtle-foreground',
      success:
        'border-success-subtle-foreground/30 bg-success-subtle text-success-subtle-foreground',
      warning:
        'border-warning-subtle-foreground/30 bg-warning-subtle text-warning-subtle-foreground',
      error:
        'border-destructive-subtle-foreground/30 bg-destructive-subtle text-destructive-subtle-foreground',
    },
  },
  defaultVariants: { variant: 'info' },
});

export type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/**
 * The role follows what the message is: an error interrupts (`alert`, announced as it appears);
 * the others are notes beside the content (`note`, not a live region, so a box already on the page
 * is not read out twice). A warning that answers the person's own action (a failed send) passes
 * `role="alert"`, as the copies it replaces did.
 */
export function Alert({ className, variant, role, ...props }: AlertProps) {
  return (
    <div
      role={role ?? (variant === 'error' ? 'alert' : 'note')}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}
