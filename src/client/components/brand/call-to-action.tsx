import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/**
 * The closing band of the showcase pages (services, products, about, technologies): a question,
 * a line of context and one or two actions, on the brand's gradient in both colour schemes.
 * Actions are `Button`s; `CallToAction.primary`/`secondary` give them the band's inverted look.
 */
export function CallToAction({
  id,
  title,
  description,
  children,
  align = 'start',
  className,
}: {
  /** The heading's id: the band is a region named by its title. */
  id: string;
  title: ReactNode;
  description?: ReactNode;
  /** The actions. */
  children: ReactNode;
  align?: 'start' | 'center';
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn('mx-auto w-full max-w-page px-gutter', className)}>
      <div
        className={cn(
          'rounded-2xl bg-linear-135 from-brand-950 via-brand-800 to-brand-600 p-8 text-white shadow-raised md:p-12',
          align === 'center' && 'text-center',
        )}
      >
        <h2 id={id} className="max-w-3xl text-h2 text-balance text-white max-md:text-2xl">
          {title}
        </h2>
        {description && (
          <p
            className={cn(
              'mt-4 max-w-3xl text-lead text-pretty text-white/90',
              align === 'center' && 'mx-auto',
            )}
          >
            {description}
          </p>
        )}
        <div
          className={cn(
            'mt-8 flex flex-col gap-3 sm:flex-row',
            align === 'center' && 'justify-center',
          )}
        >
          {children}
        </div>
      </div>
    </section>
  );
}

/** Classes for a `Button` on the band: white, or outlined in white. */
export const callToActionButton = {
  primary: 'bg-white text-brand-900 shadow-none hover:bg-brand-50 focus-visible:outline-white',
  secondary:
    'border border-white/70 bg-transparent text-white shadow-none hover:bg-white/10 hover:text-white focus-visible:outline-white',
} as const;
