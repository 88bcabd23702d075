import { useQuery } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CollectionName } from '#shared/content/collection-names.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Heading } from '#client/components/ui/heading.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { contentListQueryOptions } from './content.queries.ts';

/**
 * A collection on the editorial desk's home (issue 23 §2, decision 0106's "one card per part"):
 * what it holds, how many entries, and how many translations need work (missing or outdated).
 */
export function CollectionCard({
  collection,
  icon: Icon,
}: {
  collection: CollectionName;
  icon?: LucideIcon;
}) {
  const { t } = useTranslation('admin');
  const list = useQuery(contentListQueryOptions(collection));
  const entries = list.data?.entries;
  const needsWork = entries
    ?.flatMap((entry) => entry.translations)
    .filter((tr) => tr.state === 'missing' || tr.state === 'outdated').length;
  return (
    <Card className="flex h-full flex-col gap-3">
      <div className="flex items-center gap-3">
        {Icon && (
          <span className="grid size-10 place-items-center rounded-md bg-muted text-foreground">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        )}
        <Heading size="h3" as="h2">
          {t(`content.collections.${collection}.title`)}
        </Heading>
      </div>
      <p className="text-muted-foreground">{t(`content.collections.${collection}.intro`)}</p>
      <div aria-live="polite" className="flex flex-col gap-1">
        {list.isError ? (
          t('firm.loadError')
        ) : entries === undefined || needsWork === undefined ? (
          <Skeleton className="h-5 w-48" />
        ) : (
          <>
            <span>{t('content.entries', { count: entries.length })}</span>
            {needsWork > 0 && <span>{t('content.needsWork', { count: needsWork })}</span>}
          </>
        )}
      </div>
      <Button asChild variant="secondary" className="mt-auto self-start">
        {/* Four cards say "Open": the name says which (it starts with the visible word). */}
        <Link
          to={`/admin/content/${collection}`}
          aria-label={`${t('content.open')}: ${t(`content.collections.${collection}.title`)}`}
        >
          {t('content.open')}
        </Link>
      </Button>
    </Card>
  );
}
