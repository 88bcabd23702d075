import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs.tsx';

/**
 * Title block of a page: the document title (React 19 hoists <title> into <head>, at build time
 * and in the browser alike), the breadcrumb trail and the h1.
 */
export function PageHeader({
  title,
  titleId,
  documentTitle,
  trail,
  className,
  compact = false,
  actions,
  children,
}: {
  title: string;
  /** Lets a form or region on the page be named by the h1. */
  titleId?: string;
  documentTitle?: string;
  trail: BreadcrumbItem[];
  /** A wider page (the lead desk) lifts the width cap. */
  className?: string;
  /** A work surface (the lead desk, issue 26 §4): less room above the work, a smaller h1. */
  compact?: boolean;
  /** Buttons on the title's line (from `md`), beside the h1 rather than under it. */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={cn('mx-auto max-w-7xl px-4', compact ? 'pt-2' : 'pt-8', className)}>
      {/* Public pages get their title from PageSeo; client-rendered pages pass their own. */}
      {documentTitle && <title>{documentTitle}</title>}
      <Breadcrumbs items={trail} />
      <div
        className={cn(
          actions && 'flex flex-col gap-2 md:flex-row md:items-center md:justify-between',
          compact ? 'mt-1' : 'mt-4',
        )}
      >
        <h1
          id={titleId}
          className={cn(
            'font-bold tracking-tight text-foreground',
            compact ? 'text-2xl' : 'text-3xl md:text-4xl',
          )}
        >
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
