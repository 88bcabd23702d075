import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Eyebrow, Heading } from './heading.tsx';

/** The page's width and side margins: every band of content lines up on the same edges. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-page px-gutter', className)} {...props} />;
}

export const sectionVariants = cva('', {
  variants: {
    tone: {
      default: 'bg-background text-foreground',
      muted: 'bg-muted text-foreground',
      brand: 'bg-primary-subtle text-foreground',
      inverse: 'bg-inverse text-inverse-foreground',
    },
    spacing: { default: 'py-section', compact: 'py-10 sm:py-12', none: '' },
  },
  defaultVariants: { tone: 'default', spacing: 'default' },
});

export type SectionProps = ComponentProps<'section'> & VariantProps<typeof sectionVariants>;

/**
 * A full-width band of a page with its content in a `Container`. Name it with `aria-labelledby`
 * pointing at its heading's id so it is a landmark screen readers can list.
 */
export function Section({ className, tone, spacing, children, ...props }: SectionProps) {
  return (
    <section className={cn(sectionVariants({ tone, spacing }), className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

/** Eyebrow, h2 and intro of a section, left-aligned or centred. */
export function SectionHeader({
  id,
  eyebrow,
  title,
  description,
  align = 'start',
  as = 'h2',
  className,
  children,
}: {
  /** The heading's id, for the section's `aria-labelledby`. */
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: 'start' | 'center';
  as?: 'h1' | 'h2';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex max-w-3xl flex-col gap-3',
        align === 'center' && 'mx-auto items-center text-center',
        className,
      )}
    >
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Heading id={id} as={as} size={as === 'h1' ? 'h1' : 'h2'}>
        {title}
      </Heading>
      {description && <p className="text-lead text-pretty text-muted-foreground">{description}</p>}
      {children}
    </div>
  );
}
