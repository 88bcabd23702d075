import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * A data table. It scrolls sideways inside its own frame when its columns do not fit, so the page
 * never does (issue 14 §4). Give the frame a name (`aria-label` or a caption): it is focusable so
 * keyboard users can scroll it.
 */
export function Table({
  className,
  frameClassName,
  'aria-label': ariaLabel,
  ...props
}: ComponentProps<'table'> & { frameClassName?: string }) {
  return (
    <div
      role="region"
      aria-label={ariaLabel}
      tabIndex={ariaLabel ? 0 : undefined}
      className={cn(
        'relative w-full overflow-x-auto rounded-xl border border-border bg-surface',
        frameClassName,
      )}
    >
      <table
        className={cn('w-full caption-bottom border-collapse text-sm', className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-muted/60 [&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/50 aria-selected:bg-primary-subtle',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-11 px-4 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      className={cn('px-4 py-3 text-left text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
