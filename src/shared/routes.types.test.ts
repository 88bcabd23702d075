import { describe, expect, expectTypeOf, it } from 'vitest';
import { allPages, type PagePath, type ServiceSlug } from './routes.ts';

/** What `localize()` and every typed link accept (client/lib/locale.tsx `Localize`). */
const link = (path: PagePath) => path;

/**
 * Issue 24 §2: the page registry's paths are a type, so a link to a page that does not exist does
 * not compile. `npm run typecheck` checks the `@ts-expect-error` lines (an unused one fails it);
 * at run time these are plain calls.
 */
describe('PagePath (the typed page registry)', () => {
  it('names every page of the registry, slugs filled in', () => {
    expectTypeOf<'/demonstracao'>().toExtend<PagePath>();
    expectTypeOf<'/'>().toExtend<PagePath>();
    expectTypeOf<'/dashboard/calculator'>().toExtend<PagePath>();
    expectTypeOf<`/servicos/${ServiceSlug}`>().toExtend<PagePath>();
    expectTypeOf<'/tecnologias/langchain'>().toExtend<PagePath>();
    expectTypeOf<(typeof allPages)[number]['path']>().toEqualTypeOf<PagePath>();
    expect(allPages.map((page) => page.path)).toContain(link('/servicos/analise-preditiva'));
  });

  it('refuses a path that is not a page', () => {
    expectTypeOf<string>().not.toExtend<PagePath>();
    expectTypeOf<'/servicos/:slug'>().not.toExtend<PagePath>();
    // @ts-expect-error: a typo is no page
    link('/demonstraçao');
    // @ts-expect-error: a service that does not exist
    link('/servicos/astrologia');
    // @ts-expect-error: the registry's pattern is not a page
    link('/tecnologias/:slug');
    // @ts-expect-error: with a language prefix it is an address, not a registry path
    link('/en/faq');
    // @ts-expect-error: anchors are added after localizing (`${localize('/servicos')}#…`)
    link('/servicos#como-trabalhamos');
  });
});
