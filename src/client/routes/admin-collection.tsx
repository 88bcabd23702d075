import { useParams, useSearchParams } from 'react-router';
import { isCollectionName } from '#shared/content/collection-names.ts';
import { isSupportedLocale } from '#shared/i18n/locales.ts';
import { TranslationBoard } from '#client/features/content/translation-board.tsx';
import { TranslationEditor } from '#client/features/content/translation-editor.tsx';
import { NotFoundContent } from '#client/app/not-found-content.tsx';

/**
 * /admin/content/{collection} (issue 23 §2, §4; decision 0113): the collection's translation
 * board, or with `?entry=<id|new>&lang=<locale>` one entry's form in one language. Part of the
 * desk (app/require-desk.tsx; the server enforces it with requireDesk).
 */
export default function AdminCollection() {
  const { slug } = useParams();
  const [search] = useSearchParams();
  if (!isCollectionName(slug)) return <NotFoundContent />;
  const entry = search.get('entry');
  const lang = search.get('lang');
  const locale = isSupportedLocale(lang) ? lang : 'pt-BR';
  if (entry === 'new') return <TranslationEditor collection={slug} entryId="new" locale="pt-BR" />;
  const id = entry !== null && /^[1-9]\d*$/.test(entry) ? Number(entry) : null;
  if (id !== null) return <TranslationEditor collection={slug} entryId={id} locale={locale} />;
  return <TranslationBoard collection={slug} />;
}
