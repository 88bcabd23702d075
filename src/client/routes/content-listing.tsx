import { NotFoundContent } from '#client/app/not-found-content.tsx';
import { ContentListingPage } from '#client/features/content-pages/content-listing-page.tsx';
import { useContentPage } from '#client/lib/content-page.tsx';

/**
 * `/casos`, `/insights` in each language (issue 23 §2, decision 0123). The server renders it only
 * while something is published there; without this address's data (the 404 page the server sends
 * otherwise, or a client-side move) it is not found.
 */
export default function ContentListing() {
  const content = useContentPage();
  if (content?.view.kind !== 'list') return <NotFoundContent />;
  return <ContentListingPage content={content} />;
}
