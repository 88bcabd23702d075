import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/** Sizes of the type scale (app.css); the tag is chosen apart, for the document outline. */
export const headingVariants = cva('text-balance text-foreground', {
  variants: {
    size: {
      display: 'text-display',
      h1: 'text-h1',
      h2: 'text-h2',
      h3: 'text-h3',
    },
  },
  defaultVariants: { size: 'h2' },
});

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'p';

export type HeadingProps = ComponentProps<'h2'> &
  VariantProps<typeof headingVariants> & {
    /** The element; defaults to the one matching the size (`display` → h1). */
    as?: HeadingTag;
  };

const defaultTag: Record<NonNullable<HeadingProps['size']>, HeadingTag> = {
  display: 'h1',
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
};

export function Heading({ className, size, as, ...props }: HeadingProps) {
  const Tag = as ?? defaultTag[size ?? 'h2'];
  return <Tag className={cn(headingVariants({ size }), className)} {...props} />;
}

/** A short line above a heading naming its topic ("Services", "How we work"). */
export function Eyebrow({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      className={cn('text-sm font-semibold tracking-wide text-link uppercase', className)}
      {...props}
    />
  );
}
