import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CollectionName } from '#shared/content/collection-names.ts';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import { contentRevisionsQueryOptions, useContentChange } from './content.queries.ts';

/**
 * A translation's saved revisions, newest first (issue 23 §5): restoring one writes its fields as
 * a new draft revision; the history itself never changes.
 */
export function RevisionList({
  collection,
  entryId,
  locale,
  version,
}: {
  collection: CollectionName;
  entryId: number;
  locale: Locale;
  version: number;
}) {
  const { t, i18n } = useTranslation('admin');
  const revisions = useQuery(contentRevisionsQueryOptions(collection, entryId, locale));
  const change = useContentChange(collection);
  const list = revisions.data?.revisions ?? [];
  if (list.length < 2) return null;
  return (
    <Card padding="md">
      <details>
        <summary className="cursor-pointer font-semibold">{t('content.revisions.title')}</summary>
        <ol className="mt-3 flex flex-col gap-2">
          {list.map((revision, index) => (
            <li key={revision.revision} className="flex flex-wrap items-center gap-3 text-sm">
              <span>
                {t('content.revisions.item', {
                  revision: revision.revision,
                  name: revision.savedBy ?? '',
                  time: formatSaoPauloDateTime(new Date(revision.savedAt), i18n.language, 'short'),
                })}
              </span>
              {index > 0 && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={change.isPending}
                  onClick={() =>
                    void change
                      .mutateAsync({
                        kind: 'restore',
                        id: entryId,
                        locale,
                        version,
                        revision: revision.revision,
                      })
                      .then(async () => {
                        toast({ title: t('content.revisions.restored') });
                        await revisions.refetch();
                      })
                      .catch((error: unknown) =>
                        toast({
                          title: errorMessage(error, t('content.form.failed')),
                          variant: 'destructive',
                        }),
                      )
                  }
                >
                  {t('content.revisions.restore')}
                </Button>
              )}
            </li>
          ))}
        </ol>
      </details>
    </Card>
  );
}
