import type { ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';

/** One titled block of the account page: a region named by its h2, so it can be jumped to. */
export function AccountSection({
  id,
  title,
  description,
  tone = 'default',
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    <Card
      padding="lg"
      className={cn(tone === 'danger' && 'border-destructive/40')}
      aria-labelledby={headingId}
      role="region"
    >
      <h2 id={headingId} className="text-h3 text-foreground">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-muted-foreground">{description}</div>}
      <div className="mt-5">{children}</div>
    </Card>
  );
}
