import { technologySlugs, type TechnologySlug } from '#shared/routes.ts';

/*
 * The technology pages' texts live in public/locales/<lng>/technologies.json (what the listing
 * shows, decision 0141) and technology-pages.json (the rest of a page) under `items.<slug>`;
 * each technology's name and mark are in components/brand/technology-marks.ts, shared with the
 * home page so a technology looks the same everywhere (decision 0040).
 */
export function isTechnologySlug(value: string | undefined): value is TechnologySlug {
  return (technologySlugs as readonly (string | undefined)[]).includes(value);
}
