import { describe, expect, it } from 'vitest';
import en from '#locales/en/technologies.json';
import es from '#locales/es/technologies.json';
import ptBR from '#locales/pt-BR/technologies.json';
import enPages from '#locales/en/technology-pages.json';
import esPages from '#locales/es/technology-pages.json';
import ptBRPages from '#locales/pt-BR/technology-pages.json';
import { organization } from '#shared/organization.ts';
import { technologySlugs } from '#shared/routes.ts';
import { isTechnologySlug } from './technology-catalogue.ts';

/**
 * The texts of the technology pages against what the pages and the SEO layer rely on: every slug
 * has its content, the grids have enough to fill them, Vertical AI has its sector grid, and the
 * `meta` entries fit search-result limits. Key parity across languages is scripts/locale-files.test.ts.
 */

type Content = typeof ptBR;
type Pages = typeof ptBRPages;
const files: [string, Content, Pages][] = [
  ['pt-BR', ptBR, ptBRPages],
  ['en', en, enPages],
  ['es', es, esPages],
];

// The page-metadata layer may append " | Nexus IA"; the title must still fit 60 characters then.
const brandSuffix = ` | ${organization.name}`;

const metaCases = files.flatMap(([locale, content]) => [
  { locale, page: 'overview', meta: content.meta },
  ...technologySlugs.map((slug) => ({ locale, page: slug, meta: content.items[slug].meta })),
]);

describe.each(metaCases)('meta of $page in $locale', ({ meta }) => {
  it('has a title that fits 60 characters with the brand appended', () => {
    expect(meta.title.trim()).not.toBe('');
    expect(`${meta.title}${brandSuffix}`.length).toBeLessThanOrEqual(60);
  });

  it('has a description of 120 to 160 characters', () => {
    expect(meta.description.length).toBeGreaterThanOrEqual(120);
    expect(meta.description.length).toBeLessThanOrEqual(160);
  });
});

describe.each(files)('technologies.json in %s', (_locale, content, pages) => {
  it('holds exactly the eight technologies of the route table', () => {
    expect(Object.keys(content.items).sort()).toEqual([...technologySlugs].sort());
    expect(Object.keys(pages.items).sort()).toEqual([...technologySlugs].sort());
  });

  // Issue 26 §1, decision 0141: /technologies embeds this namespace in its HTML, whole; each
  // technology's page texts (~4 KB each) would push the document past two slow-start rounds.
  it.each(technologySlugs)('holds only what the listing shows of %s', (slug) => {
    expect(Object.keys(content.items[slug]).sort()).toEqual(
      ['benefits', 'category', 'meta', 'name', 'summary'].sort(),
    );
  });

  it('names keywords for the overview', () => {
    expect(content.meta.keywords.split(',').length).toBeGreaterThanOrEqual(5);
  });

  it.each(technologySlugs)('%s fills its card and every section of its page', (slug) => {
    expect(Object.keys(content.items[slug].benefits).length).toBeGreaterThanOrEqual(3);
    const item = pages.items[slug];
    expect(Object.keys(item.features).length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(item.why).length).toBeGreaterThanOrEqual(4);
    // Spec 02 §2: Vertical AI shows a sector grid instead of use cases; the page picks the grid
    // by which of the two the texts hold, so exactly one must be there.
    if (slug === 'vertical-ai') {
      expect('sectors' in item).toBe(true);
      expect('useCases' in item).toBe(false);
    } else {
      expect('sectors' in item).toBe(false);
      const useCases = 'useCases' in item ? Object.values(item.useCases) : [];
      expect(useCases.length).toBeGreaterThanOrEqual(3);
      for (const useCase of useCases) {
        expect(Object.keys(useCase.benefits).length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('gives Vertical AI the six sectors with examples of what it does there', () => {
    const { sectors } = pages.items['vertical-ai'];
    expect(Object.keys(sectors)).toEqual([
      'health',
      'finance',
      'retail',
      'agribusiness',
      'legal',
      'logistics',
    ]);
    for (const sector of Object.values(sectors)) {
      expect(Object.keys(sector.examples).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('Portuguese labels fixed by spec 02 §2', () => {
  it.each([
    ['detail.cta.consulting', ptBRPages.detail.cta.consulting, 'Solicitar Consultoria'],
    ['detail.cta.others', ptBRPages.detail.cta.others, 'Ver Outras Tecnologias'],
  ])('%s reads exactly as the spec writes it', (_key, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('technology catalogue', () => {
  it.each([
    ['langchain', true],
    ['vertical-ai', true],
    ['google-a2a', true],
    ['LangChain', false],
    ['pytorch', false],
    ['', false],
    [undefined, false],
  ])('isTechnologySlug(%j) → %s', (value, expected) => {
    expect(isTechnologySlug(value)).toBe(expected);
  });
});
