import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CollectionName } from '#shared/content/collection-names.ts';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { contentListQueryOptions } from './content.queries.ts';
import { TranslationStateBadge } from './translation-state-badge.tsx';

/** Where an entry's form opens, in one language (the collection page reads these parameters). */
export const entryLink = (collection: CollectionName, entry: number | 'new', locale = 'pt-BR') =>
  `/admin/content/${collection}?entry=${entry}&lang=${locale}`;

/**
 * The translation board (issue 23 §4): every entry of a collection, and for each language whether
 * it is missing, a draft, published or outdated; each state opens that language's form.
 */
export function TranslationBoard({ collection }: { collection: CollectionName }) {
  const { t } = useTranslation(['admin', 'common']);
  const list = useQuery(contentListQueryOptions(collection));
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button asChild>
          <Link to={entryLink(collection, 'new')}>
            <Plus aria-hidden="true" />
            {t(`content.collections.${collection}.new`)}
          </Link>
        </Button>
      </div>
      {list.isError ? (
        <Card role="alert">{t('firm.loadError')}</Card>
      ) : !list.data ? (
        <Skeleton className="h-40 w-full" />
      ) : list.data.entries.length === 0 ? (
        <Card>
          <p className="text-muted-foreground">{t('content.board.empty')}</p>
        </Card>
      ) : (
        <Table aria-label={t('content.board.caption')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('content.board.entry')}</TableHead>
              {supportedLocales.map((locale) => (
                <TableHead key={locale}>{t(`common:languages.${locale}.name`)}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.data.entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="font-medium">
                  <Link className="text-link hover:underline" to={entryLink(collection, entry.id)}>
                    {entry.title}
                  </Link>
                </TableCell>
                {entry.translations.map((tr) => (
                  <TableCell key={tr.locale}>
                    <Link
                      to={entryLink(collection, entry.id, tr.locale)}
                      aria-label={`${entry.title}, ${t('content.board.stateOf', {
                        language: t(`common:languages.${tr.locale}.name`),
                        state: t(`content.states.${tr.state}`),
                      })}`}
                    >
                      <TranslationStateBadge state={tr.state} />
                    </Link>
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
