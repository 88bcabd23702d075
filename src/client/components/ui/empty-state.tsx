import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

/** What a list or screen shows when there is nothing yet: an icon, a sentence, the next step. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel = 'h2',
  className,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link to the next step. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'p';
  className?: string;
}) {
  const Title = headingLevel;
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-12 text-center',
        className,
      )}
    >
      {Icon && (
        <span className="grid size-12 place-items-center rounded-full bg-primary-subtle text-primary-subtle-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
      )}
      <Title className={cn('text-h3 text-foreground', Icon && 'mt-4')}>{title}</Title>
      {description && (
        <p className="mt-2 max-w-md text-sm text-pretty text-muted-foreground">{description}</p>
      )}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
