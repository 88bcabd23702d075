import { afterEach, describe, expect, it } from 'vitest';
import { leadOriginSchema } from '#shared/schemas/lead-origin.ts';
import { captureVisitOrigin, leadOrigin, sourceOfLanding, utmFrom } from './visit-origin.ts';

const here = { host: 'www.nexusia.com.br', search: '' };

describe('sourceOfLanding', () => {
  it.each<[string, string, string, ReturnType<typeof sourceOfLanding>]>([
    ['a search engine', '', 'https://www.google.com/', { referrerHost: 'www.google.com' }],
    ['our own page', '', 'https://www.nexusia.com.br/about', undefined],
    ['no referrer, no campaign', '', '', undefined],
    [
      'a campaign link in an e-mail',
      '?utm_source=newsletter&utm_medium=email&utm_campaign=outono',
      '',
      { utm: { source: 'newsletter', medium: 'email', campaign: 'outono' } },
    ],
    [
      'an ad',
      '?utm_source=google&utm_medium=cpc&utm_term=ia%20varejo&utm_content=a&gclid=x',
      'https://www.google.com/',
      {
        referrerHost: 'www.google.com',
        utm: { source: 'google', medium: 'cpc', term: 'ia varejo', content: 'a' },
      },
    ],
    ['empty UTM values', '?utm_source=&utm_medium=%20', '', undefined],
    ['a referrer that is not a URL', '', 'not a url', undefined],
  ])('%s', (_label, search, referrer, expected) => {
    expect(sourceOfLanding({ ...here, search }, referrer)).toEqual(expected);
  });

  it('cleans and bounds what it keeps, so the lead schema accepts it', () => {
    const long = 'x'.repeat(500);
    const utm = utmFrom(`?utm_campaign=${long}&utm_source=a%0D%0ABcc%3A%20b`);
    expect(utm).toEqual({ campaign: 'x'.repeat(100), source: 'a Bcc: b' });
    expect(leadOriginSchema.safeParse({ path: '/', language: 'pt-BR', utm }).success).toBe(true);
  });
});

describe('captureVisitOrigin and leadOrigin', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  const land = (url: string, referrer: string) => {
    window.history.replaceState(null, '', url);
    Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
    captureVisitOrigin();
  };
  const origin = `${location.protocol}//${location.host}`;

  it('keeps the landing source while the visitor moves between our pages', () => {
    land('/?utm_source=linkedin&utm_medium=social', 'https://www.linkedin.com/');
    land('/about', `${origin}/`);
    land('/demonstracao', `${origin}/about`);
    expect(leadOrigin('pt-BR')).toEqual({
      path: '/demonstracao',
      language: 'pt-BR',
      referrerHost: 'www.linkedin.com',
      utm: { source: 'linkedin', medium: 'social' },
    });
  });

  it('adds the UTM of a page we sent the visitor to, keeping the outside referrer', () => {
    land('/?utm_campaign=outono', 'https://duckduckgo.com/');
    // The first-visit redirect to the English page keeps the query; we are now the referrer.
    land('/en?utm_campaign=outono', `${origin}/?utm_campaign=outono`);
    expect(leadOrigin('en')).toMatchObject({
      path: '/en',
      referrerHost: 'duckduckgo.com',
      utm: { campaign: 'outono' },
    });
  });

  it('attributes a later outside landing to the new source', () => {
    land('/', 'https://www.google.com/');
    land('/faq?utm_source=newsletter', '');
    expect(leadOrigin('es')).toEqual({
      path: '/faq',
      language: 'es',
      utm: { source: 'newsletter' },
    });
  });

  it('sends only the page and language of a direct visit', () => {
    land('/demonstracao', '');
    expect(leadOrigin('pt-BR')).toEqual({ path: '/demonstracao', language: 'pt-BR' });
  });

  it('ignores a stored value that is not what it wrote', () => {
    sessionStorage.setItem(
      'nexus:visit-origin',
      JSON.stringify({ referrerHost: 5, utm: { source: 'ok', evil: 'x', medium: 7 } }),
    );
    window.history.replaceState(null, '', '/');
    expect(leadOrigin('pt-BR')).toEqual({ path: '/', language: 'pt-BR', utm: { source: 'ok' } });
    sessionStorage.setItem('nexus:visit-origin', '{not json');
    expect(leadOrigin('pt-BR')).toEqual({ path: '/', language: 'pt-BR' });
  });
});
