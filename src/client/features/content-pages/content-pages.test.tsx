import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentBody } from '#shared/content/content-body.ts';
import type { ContentCard, ContentPageData } from '#shared/content/content-pages.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { createBuildI18n } from '#client/lib/i18n.ts';
import { loadResources } from '#client/lib/i18n.server.ts';
import { siteUrl } from '#client/lib/site-url.ts';
import { ContentEntryPage } from './content-entry-page.tsx';
import { ContentListingPage } from './content-listing-page.tsx';

/**
 * The public content pages as the server renders them (issue 23 §2, §4, §6, §7; decision 0123):
 * hreflang only for the languages published, canonical, title and description from the entry,
 * JSON-LD Article / the case study's client and results / BreadcrumbList, and a body shown
 * through the rich-text allow-list or as paragraphs. Test content only.
 */

async function render(content: ContentPageData): Promise<string> {
  const i18n = createBuildI18n({
    locale: content.locale,
    resources: await loadResources(content.locale, ['common', 'navigation', 'home', 'content']),
  });
  const Page = content.view.kind === 'entry' ? ContentEntryPage : ContentListingPage;
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[content.path]}>
        <Page content={content} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

const entry = (
  locale: Locale,
  collection: ContentPageData['collection'],
  alternates: ContentPageData['alternates'],
  fields: Record<string, unknown>,
  body: unknown,
): ContentPageData => {
  const path = alternates.find((a) => a.locale === locale)?.path ?? '/';
  return {
    collection,
    locale,
    path,
    alternates,
    view: {
      kind: 'entry',
      card: {
        path,
        title: String(fields.title),
        summary: String(fields.summary),
        publishedAt: '2026-11-20T13:00:00.000Z',
        date: '2026-11-20',
        ...(collection === 'insights' ? { readingMinutes: 4 } : {}),
      },
      fields,
      body: contentBody(body),
    },
  };
};

const hreflangs = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );

function graph(html: string): Record<string, unknown>[] {
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return (JSON.parse(script ?? '{}') as { '@graph': Record<string, unknown>[] })['@graph'];
}

describe('content pages', () => {
  it('names only the languages a case study is published in, with its client and results', async () => {
    const html = await render(
      entry(
        'en',
        'case-studies',
        [{ locale: 'en', path: '/en/casos/example-case' }],
        {
          title: 'Example case',
          summary: 'Example summary',
          client: 'Example Retail Inc.',
          sector: 'Retail',
          results: '40% less triage time\n3x more orders',
        },
        'Only paragraph.',
      ),
    );
    // English alone: no Portuguese or Spanish alternate, and no x-default (that is Portuguese).
    expect(hreflangs(html)).toEqual([`en ${siteUrl}/en/casos/example-case`]);
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/en/casos/example-case"/>`);
    expect(html).toContain('<title>Example case | Nexus IA</title>');
    expect(html).toContain('<meta name="description" content="Example summary"/>');
    // Its own share image, drawn per language by the server (decision 0133), shown large.
    expect(html).toContain(
      `<meta property="og:image" content="${siteUrl}/og/en/casos/example-case.png"/>`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const nodes = graph(html);
    expect(nodes.find((n) => n['@type'] === 'Article')).toMatchObject({
      headline: 'Example case',
      inLanguage: 'en',
      datePublished: '2026-11-20T13:00:00.000Z',
      about: { '@type': 'Organization', name: 'Example Retail Inc.' },
    });
    expect(nodes.find((n) => n['@type'] === 'ItemList')).toMatchObject({
      itemListElement: [
        { position: 1, name: '40% less triage time' },
        { position: 2, name: '3x more orders' },
      ],
    });
    expect(nodes.find((n) => n['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Home', item: `${siteUrl}/en` },
        { name: 'Case studies', item: `${siteUrl}/en/casos` },
        { name: 'Example case', item: `${siteUrl}/en/casos/example-case` },
      ],
    });
    expect(html).toContain('<h1');
    expect(html).toContain('<p class="whitespace-pre-line">Only paragraph.</p>');
    expect(html).toContain('Published on November 20, 2026');
  });

  it('keeps an anonymised client out of the page and its structured data', async () => {
    const html = await render(
      entry(
        'pt-BR',
        'case-studies',
        [{ locale: 'pt-BR', path: '/casos/caso' }],
        {
          title: 'Caso',
          summary: 'Resumo',
          client: 'Nome que não pode aparecer',
          anonymisedClient: true,
        },
        '',
      ),
    );
    expect(html).not.toContain('Nome que não pode aparecer');
    expect(html).toContain('Cliente anonimizado');
  });

  it('says a draft’s preview is a preview, not published, or scheduled, never “published today” (decision 0139)', async () => {
    const page = entry(
      'en',
      'insights',
      [{ locale: 'en', path: '/en/insights/article' }],
      { title: 'Article', summary: 'Summary' },
      'Text',
    );
    const draft = await render({ ...page, preview: true, draft: { publishOn: null } });
    expect(draft).toContain('Preview · Not published yet');
    expect(draft).not.toContain('Published on');
    const scheduled = await render({ ...page, preview: true, draft: { publishOn: '2026-12-03' } });
    expect(scheduled).toContain('Preview · Publication scheduled for December 3, 2026');
    // A published page's changes keep its date, marked as a preview; the public page has no mark.
    expect(await render({ ...page, preview: true })).toContain(
      'Preview · Published on November 20, 2026',
    );
    const shown = await render(page);
    expect(shown).toContain('Published on November 20, 2026');
    expect(shown).not.toContain('Preview');
  });

  it('shows an article body through the rich-text allow-list, with its author and feed', async () => {
    const html = await render(
      entry(
        'pt-BR',
        'insights',
        [
          { locale: 'pt-BR', path: '/insights/artigo' },
          { locale: 'es', path: '/es/insights/articulo' },
        ],
        { title: 'Artigo', summary: 'Resumo do artigo', author: 'Autora Exemplo', tags: ['n8n'] },
        {
          type: 'doc',
          content: [
            { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Seção' }] },
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Texto ' },
                {
                  type: 'text',
                  text: 'perigoso',
                  marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                },
              ],
            },
            { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
          ],
        },
      ),
    );
    expect(hreflangs(html)).toEqual([
      `pt-BR ${siteUrl}/insights/artigo`,
      `es ${siteUrl}/es/insights/articulo`,
      `x-default ${siteUrl}/insights/artigo`,
    ]);
    expect(html).toMatch(/<h2[^>]*>Seção<\/h2>/);
    expect(html).toContain('perigoso');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('alert(1)');
    expect(html).toContain(
      `<link rel="alternate" type="application/rss+xml" title="Feed RSS dos insights" href="${siteUrl}/insights/feed.xml"/>`,
    );
    expect(html).toContain('4 minutos de leitura');
    expect(html).toContain('Por Autora Exemplo');
    expect(graph(html).find((n) => n['@type'] === 'Article')).toMatchObject({
      author: { '@type': 'Person', name: 'Autora Exemplo' },
      keywords: 'n8n',
    });
  });

  it('lists the entries of a listing with their link to the page', async () => {
    const html = await render({
      collection: 'insights',
      locale: 'es',
      path: '/es/insights',
      alternates: [{ locale: 'es', path: '/es/insights' }],
      view: {
        kind: 'list',
        items: [
          {
            path: '/es/insights/articulo',
            title: 'Artículo de ejemplo',
            publishedAt: '2026-11-20T13:00:00.000Z',
            date: '2026-11-20',
            readingMinutes: 1,
          },
        ],
      },
    });
    expect(html).toContain('Artículo de ejemplo');
    expect(html).toContain('href="/es/insights/articulo"');
    expect(html).toContain('1 minuto de lectura');
    expect(hreflangs(html)).toEqual([`es ${siteUrl}/es/insights`]);
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
  });

  it('shows each card’s thumbnail as a sized picture, the first eager, none without an image (decision 0139)', async () => {
    const cover = { mediaId: `${'a'.repeat(32)}-1200x800`, alt: 'Capa ilustrativa de teste' };
    const logo = { mediaId: `${'b'.repeat(32)}-400x200`, alt: 'Logo do cliente de teste' };
    const card = (slug: string, image?: ContentCard['image']) => ({
      path: `/casos/${slug}`,
      title: `Caso ${slug}`,
      publishedAt: '2026-11-20T13:00:00.000Z',
      date: '2026-11-20',
      ...(image ? { image } : {}),
    });
    const html = await render({
      collection: 'case-studies',
      locale: 'pt-BR',
      path: '/casos',
      alternates: [{ locale: 'pt-BR', path: '/casos' }],
      view: {
        kind: 'list',
        items: [
          card('com-capa', { ...cover, role: 'cover' }),
          card('com-logo', { ...logo, role: 'logo' }),
          card('sem-imagem'),
        ],
      },
    });
    const pictures = html.match(/<picture[\s\S]*?<\/picture>/g) ?? [];
    expect(pictures).toHaveLength(2);
    const [first = '', second = ''] = pictures;
    expect(first).toContain(
      `<source type="image/avif" srcSet="/media/${cover.mediaId}/480.avif 480w, /media/${cover.mediaId}/960.avif 960w, /media/${cover.mediaId}/1200.avif 1200w"`,
    );
    expect(first).toContain('type="image/webp"');
    expect(first).toMatch(/<img [^>]*width="1200" height="800" alt="Capa ilustrativa de teste"/);
    expect(first).toContain('loading="eager"');
    expect(first).not.toContain('fetchPriority');
    expect(first).toContain('object-cover');
    expect(second).toMatch(/<img [^>]*width="400" height="200" alt="Logo do cliente de teste"/);
    expect(second).toContain('loading="lazy"');
    expect(second).toContain('object-contain');
    // The card without an image shows none: three cards, two pictures, no empty box.
    expect(html.match(/<h2[^>]*>Caso /g)).toHaveLength(3);
    expect(html).not.toContain('alt=""');
  });

  it('shows the cover as a picture of AVIF and WebP widths, eager and first, in the Article', async () => {
    const mediaId = `${'a'.repeat(32)}-2000x1000`;
    const html = await render(
      entry(
        'pt-BR',
        'insights',
        [{ locale: 'pt-BR', path: '/insights/artigo-com-capa' }],
        {
          title: 'Artigo de teste',
          summary: 'Resumo de teste',
          cover: { mediaId, alt: 'Um quadro de teste' },
        },
        'Parágrafo.',
      ),
    );
    const sources = [...html.matchAll(/<source type="([^"]+)" srcSet="([^"]+)" sizes="[^"]+"\/>/g)];
    expect(sources.map((m) => m[1])).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.[2]).toBe(
      `/media/${mediaId}/480.avif 480w, /media/${mediaId}/960.avif 960w, /media/${mediaId}/1600.avif 1600w`,
    );
    const img = /<img [^>]+>/.exec(html)?.[0] ?? '';
    expect(img).toContain('width="2000"');
    expect(img).toContain('height="1000"');
    expect(img).toContain('alt="Um quadro de teste"');
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
    const article = graph(html).find((node) => node['@type'] === 'Article');
    expect(article?.image).toEqual({
      '@type': 'ImageObject',
      url: `${siteUrl}/media/${mediaId}/1600.webp`,
      width: 1600,
      height: 800,
      caption: 'Um quadro de teste',
    });
  });

  it('shows no logo of an anonymised client', async () => {
    const logo = { mediaId: `${'b'.repeat(32)}-400x200`, alt: 'Logotipo de teste' };
    const fields = {
      title: 'Caso de teste',
      summary: 'Resumo',
      client: 'Cliente de teste',
      sector: 'Setor',
      logo,
    };
    const path = [{ locale: 'pt-BR' as const, path: '/casos/caso' }];
    const named = await render(entry('pt-BR', 'case-studies', path, fields, 'x'));
    expect(named).toContain('alt="Logotipo de teste"');
    expect(named).toContain('loading="lazy"');
    const anonymised = await render(
      entry('pt-BR', 'case-studies', path, { ...fields, anonymisedClient: true }, 'x'),
    );
    expect(anonymised).not.toContain('<img');
  });
});
