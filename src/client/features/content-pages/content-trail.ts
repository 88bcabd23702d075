import type { ContentPageData, PublicCollection } from '#shared/content/content-pages.ts';
import { contentPath } from '#shared/content/content-pages.ts';
import { localizedPath } from '#shared/routes.ts';

/** The heading of each collection's listing, in the content namespace. */
export const listingTitleKey = {
  'case-studies': 'caseStudies.title',
  insights: 'insights.title',
} as const satisfies Record<PublicCollection, string>;

/** Home > listing (> entry): the trail the page shows and its BreadcrumbList names. */
export function contentTrail(
  content: ContentPageData,
  homeName: string,
  listingName: string,
): { name: string; path: string }[] {
  const trail = [
    { name: homeName, path: localizedPath('/', content.locale) },
    { name: listingName, path: contentPath(content.collection, content.locale) },
  ];
  if (content.view.kind === 'entry') {
    trail.push({ name: content.view.card.title, path: content.path });
  }
  return trail;
}
