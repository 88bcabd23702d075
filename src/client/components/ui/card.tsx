import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

export const cardVariants = cva(
  'rounded-xl border border-border bg-surface text-surface-foreground shadow-card',
  {
    variants: {
      padding: { none: '', sm: 'p-4', md: 'p-5 sm:p-6', lg: 'p-6 sm:p-8' },
      /**
       * A card that is one big link or choice: it lifts on hover, and shows the focus of the link
       * inside it (put the link's `after:absolute after:inset-0` on the title to make all of it
       * clickable).
       */
      interactive: {
        true: 'relative transition-[border-color,box-shadow] hover:border-primary/50 hover:shadow-raised has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring [&_a:focus-visible]:outline-none',
        false: '',
      },
    },
    defaultVariants: { padding: 'md', interactive: false },
  },
);

export type CardProps = ComponentProps<'div'> & VariantProps<typeof cardVariants>;

/** A bordered surface. Parts below arrange its content; the card itself holds the padding. */
export function Card({ className, padding, interactive, ...props }: CardProps) {
  return <div className={cn(cardVariants({ padding, interactive }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5', className)} {...props} />;
}

/** The card's title; an h3 unless `as` says otherwise (cards usually sit under a section's h2). */
export function CardTitle({
  className,
  as: Tag = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' | 'p' }) {
  return <Tag className={cn('text-h3 text-surface-foreground', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-4', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-wrap items-center gap-3', className)} {...props} />;
}
