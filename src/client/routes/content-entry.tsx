import { NotFoundContent } from '#client/app/not-found-content.tsx';
import { ContentEntryPage } from '#client/features/content-pages/content-entry-page.tsx';
import { useContentPage } from '#client/lib/content-page.tsx';

/** `/casos/{slug}`, `/insights/{slug}` in each language (issue 23 §2, decision 0123). */
export default function ContentEntry() {
  const content = useContentPage();
  if (content?.view.kind !== 'entry') return <NotFoundContent />;
  return <ContentEntryPage content={content} />;
}
