import { describe, expect, it } from 'vitest';
import { bodyText, contentBody, readingMinutes } from './content-body.ts';
import { contentPath, feedPaths, parseContentPath } from './content-pages.ts';

/** Content addresses and bodies (issue 23 §2, §6; decision 0123), table-driven. */
describe('content addresses', () => {
  it.each([
    ['/casos', { collection: 'case-studies', locale: 'pt-BR' }],
    ['/casos/', { collection: 'case-studies', locale: 'pt-BR' }],
    ['/en/casos/retail-case', { collection: 'case-studies', locale: 'en', slug: 'retail-case' }],
    ['/es/insights', { collection: 'insights', locale: 'es' }],
    ['/insights/artigo-1', { collection: 'insights', locale: 'pt-BR', slug: 'artigo-1' }],
  ])('%s is a content address', (path, address) => {
    expect(parseContentPath(path)).toEqual(address);
  });

  it.each([
    '/casos/a/b',
    '/casos/Caso',
    '/casos/caso_1',
    '/casosx',
    '/about',
    '/insights/feed.xml',
  ])('%s is not', (path) => {
    expect(parseContentPath(path)).toBeUndefined();
  });

  it('writes the registry forms of the addresses and the feeds', () => {
    expect(contentPath('case-studies', 'pt-BR')).toBe('/casos');
    expect(contentPath('insights', 'en', 'x')).toBe('/en/insights/x');
    expect(feedPaths).toEqual({
      'pt-BR': '/insights/feed.xml',
      en: '/en/insights/feed.xml',
      es: '/es/insights/feed.xml',
    });
  });
});

describe('content bodies', () => {
  it('reads a plain body as paragraphs and a document through the allow-list', () => {
    expect(contentBody('Um.\n\n  Dois.\nainda dois.\n\n\n')).toEqual({
      kind: 'plain',
      paragraphs: ['Um.', 'Dois.\nainda dois.'],
    });
    expect(contentBody('   ')).toBeUndefined();
    expect(contentBody({ type: 'doc', content: [{ type: 'script' }] })).toBeUndefined();
    const rich = contentBody({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Olá mundo' }] }],
    });
    expect(rich).toEqual({
      kind: 'rich',
      doc: [{ type: 'paragraph', content: [{ type: 'text', text: 'Olá mundo', marks: [] }] }],
    });
    expect(bodyText(rich)).toBe('Olá mundo');
  });

  it.each([
    ['', 1],
    ['palavra '.repeat(199), 1],
    ['palavra '.repeat(500), 3],
  ])('reading time of %#', (text, minutes) => {
    expect(readingMinutes(text)).toBe(minutes);
  });
});
