import { describe, expect, it } from 'vitest';
import {
  decideContentVisit,
  decideFirstVisit,
  needsCountry,
  type FirstVisitAnswer,
} from './first-visit.ts';
import type { Locale } from './locales.ts';

type Row = [
  label: string,
  path: string,
  saved: Locale | undefined,
  acceptLanguage: string | undefined,
  country: string | null,
  answer: FirstVisitAnswer,
];

const page = (save?: Locale): FirstVisitAnswer =>
  save ? { kind: 'page', save } : { kind: 'page' };
const redirect = (location: string, save?: Locale): FirstVisitAnswer =>
  save ? { kind: 'redirect', location, save } : { kind: 'redirect', location };

/** Decision 0073: spec 01 §4's order (saved → country → browser → pt-BR), decided by the server. */
const rows: Row[] = [
  // A saved choice wins over everything and is not saved again.
  ['saved en', '/', 'en', 'pt-BR', 'BR', redirect('/en')],
  ['saved es on a page', '/faq', 'es', undefined, null, redirect('/es/faq')],
  ['saved pt-BR stays, whatever the browser says', '/', 'pt-BR', 'en-US', 'US', page()],
  // Then the country of the address.
  ['a US address in a Portuguese browser', '/', undefined, 'pt-BR', 'US', redirect('/en', 'en')],
  [
    'a Spanish address in a Portuguese browser',
    '/faq',
    undefined,
    'pt-BR',
    'ES',
    redirect('/es/faq', 'es'),
  ],
  ['a Mexican address, lower case', '/', undefined, 'en', 'mx', redirect('/es', 'es')],
  [
    'a Brazilian address in an English browser',
    '/',
    undefined,
    'en-US,en;q=0.9',
    'BR',
    page('pt-BR'),
  ],
  ['a Portuguese address', '/', undefined, 'en', 'PT', page('pt-BR')],
  ['an unmapped country (France) is English', '/', undefined, 'fr-FR', 'FR', redirect('/en', 'en')],
  // Then the browser's languages, by q-value.
  [
    'no country, English browser',
    '/technologies',
    undefined,
    'en-US,en;q=0.9',
    null,
    redirect('/en/technologies', 'en'),
  ],
  [
    'no country, Spanish of Latin America',
    '/',
    undefined,
    'es-419,es;q=0.9',
    null,
    redirect('/es', 'es'),
  ],
  [
    'no country, European Portuguese is our Portuguese',
    '/',
    undefined,
    'pt-PT,pt;q=0.9,en;q=0.8',
    null,
    page('pt-BR'),
  ],
  ['no country, plain pt', '/', undefined, 'pt', null, page('pt-BR')],
  ['q-values outrank order', '/', undefined, 'en;q=0.5, es;q=0.8', null, redirect('/es', 'es')],
  [
    'a language we lack is skipped for the next',
    '/',
    undefined,
    'fr-FR,fr;q=0.9,en;q=0.7',
    null,
    redirect('/en', 'en'),
  ],
  ['q=0 means "not this one"', '/', undefined, 'en;q=0, pt', null, page('pt-BR')],
  ['only languages we lack: Portuguese', '/faq', undefined, 'fr-FR,de;q=0.8', null, page('pt-BR')],
  ['any language: Portuguese', '/', undefined, '*', null, page('pt-BR')],
  ['a country code that is not one is ignored', '/', undefined, 'es', 'XYZ', redirect('/es', 'es')],
  // Without Accept-Language (crawlers) the server does not decide, even with a country.
  ['no Accept-Language, a US address', '/', undefined, undefined, 'US', { kind: 'undecided' }],
  ['an empty Accept-Language', '/faq', undefined, '  ', null, { kind: 'undecided' }],
  // Only bare addresses of public prerendered pages in every language move.
  ['a prefixed address is an explicit choice', '/en/about', undefined, 'es', 'ES', page()],
  ['Portuguese wanted on an English address', '/en', 'pt-BR', 'pt-BR', 'BR', page()],
  ['the private area renders in place', '/dashboard', 'en', 'en', 'US', page()],
  ['a page we do not have', '/nao-existe', undefined, 'en', 'US', page()],
];

describe('the server decides a first visit’s language (decision 0073)', () => {
  it.each(rows)('%s: %s', (_label, path, saved, acceptLanguage, country, answer) => {
    expect(decideFirstVisit({ path, query: '', saved, acceptLanguage, country })).toEqual(answer);
  });

  it('keeps the query on the redirect and maps the path through the page registry', () => {
    expect(
      decideFirstVisit({
        path: '/servicos/analise-preditiva',
        query: '?utm_source=news&x=1',
        saved: undefined,
        acceptLanguage: 'es-AR',
        country: null,
      }),
    ).toEqual(redirect('/es/servicos/analise-preditiva?utm_source=news&x=1', 'es'));
  });

  it.each([
    ['/', undefined, 'en', true],
    ['/faq', undefined, 'pt-BR', true],
    ['/', 'en', 'en', false],
    ['/', undefined, undefined, false],
    ['/en', undefined, 'en', false],
    ['/dashboard', undefined, 'en', false],
  ] as const)(
    'asks the country of %s (saved %s, Accept-Language %s): %s',
    (path, saved, acceptLanguage, asks) => {
      expect(needsCountry({ path, saved, acceptLanguage })).toBe(asks);
    },
  );
});

/** Decision 0134: a bare content address moves only to a published translation, at its own slug. */
describe('decideContentVisit', () => {
  const alternates = [
    { locale: 'pt-BR', path: '/casos/caso-varejo' },
    { locale: 'en', path: '/en/casos/retail-case' },
  ] as const;
  it.each([
    [
      'an English browser',
      undefined,
      'en-US,en;q=0.9',
      null,
      redirect('/en/casos/retail-case?x=1', 'en'),
    ],
    [
      'a US address in a Portuguese browser',
      undefined,
      'pt-BR',
      'US',
      redirect('/en/casos/retail-case?x=1', 'en'),
    ],
    ['a Spanish browser, no Spanish translation: stays', undefined, 'es', null, page('es')],
    ['a Portuguese browser', undefined, 'pt-BR,pt', null, page('pt-BR')],
    ['saved en', 'en', 'pt-BR', 'BR', redirect('/en/casos/retail-case?x=1')],
    ['saved es, none published: stays, nothing saved again', 'es', 'en', null, page()],
    ['no Accept-Language (a crawler)', undefined, undefined, 'US', { kind: 'undecided' }],
  ] as const)('%s', (_label, saved, acceptLanguage, country, answer) => {
    expect(
      decideContentVisit({
        query: '?x=1',
        saved,
        acceptLanguage,
        country,
        alternates: [...alternates],
      }),
    ).toEqual(answer);
  });
});
