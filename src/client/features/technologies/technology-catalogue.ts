import { technologySlugs, type TechnologySlug } from '#shared/routes.ts';

/**
 * What the technology pages know about each slug besides its texts (which live in
 * public/locales/<lng>/technologies.json under `items.<slug>`). No vendor logos: they are
 * trademarks we have no licence to embed, so each technology gets a decorative monogram instead.
 */
export interface TechnologyVisual {
  /** Initials shown in the decorative mark; a product name, so not translated. */
  monogram: string;
  /** Background of the mark: literal Tailwind classes so the build keeps them. White text on each passes AA. */
  tone: string;
}

export const technologyCatalogue: Readonly<Record<TechnologySlug, TechnologyVisual>> = {
  langchain: { monogram: 'LC', tone: 'bg-emerald-700' },
  langgraph: { monogram: 'LG', tone: 'bg-cyan-800' },
  n8n: { monogram: 'n8n', tone: 'bg-rose-700' },
  openai: { monogram: 'OA', tone: 'bg-gray-900 dark:bg-gray-700' },
  'vertical-ai': { monogram: 'VA', tone: 'bg-indigo-700' },
  'google-a2a': { monogram: 'A2A', tone: 'bg-blue-700' },
  agno: { monogram: 'Ag', tone: 'bg-violet-700' },
  tensorflow: { monogram: 'TF', tone: 'bg-amber-700' },
};

export function isTechnologySlug(value: string | undefined): value is TechnologySlug {
  return (technologySlugs as readonly (string | undefined)[]).includes(value);
}
