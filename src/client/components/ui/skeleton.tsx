import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * A grey placeholder of the size of what is loading, so nothing jumps when it arrives. Decorative:
 * the region that loads says so itself (`aria-busy`, or a status text).
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
