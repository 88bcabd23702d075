import { useTranslation } from 'react-i18next';
import type { ContentPageData } from '#shared/content/content-pages.ts';
import { feedPaths } from '#shared/content/content-pages.ts';
import {
  isImageValue,
  mediaHeightAt,
  mediaSizeOf,
  mediaUrl,
  mediaWidths,
} from '#shared/content/media.ts';
import { organization } from '#shared/organization.ts';
import { absoluteUrl, ogLocales } from '#shared/seo/page-metadata.ts';
import { contentShareImagePath, shareImageSize } from '#shared/seo/share-image.ts';
import {
  breadcrumbJsonLd,
  jsonLdScript,
  organizationJsonLd,
  type JsonLd,
} from '#shared/seo/structured-data.ts';
import { useFirmFacts } from '#client/lib/firm-facts.tsx';
import { siteUrl } from '#client/lib/site-url.ts';
import { contentTrail, listingTitleKey } from './content-trail.ts';

/**
 * Head tags of a content page (issue 23 §4, §7; decision 0123), in place of PageSeo's registry
 * ones: title and description from the entry, canonical, `hreflang` only for the languages the
 * page is published in (x-default only when Portuguese is one), the insights feed, and one
 * JSON-LD graph: the organisation, the BreadcrumbList, and an Article (insights) or the case
 * study with its client organisation and results.
 */
export function ContentSeo({ content }: { content: ContentPageData }) {
  const { t } = useTranslation(['content', 'navigation', 'home']);
  const facts = useFirmFacts();
  const { locale, view } = content;
  const canonical = absoluteUrl(siteUrl, content.path);
  const listingTitle = t(listingTitleKey[content.collection]);
  const pageTitle = view.kind === 'entry' ? view.card.title : listingTitle;
  const description =
    view.kind === 'entry'
      ? (view.card.summary ?? '')
      : t(content.collection === 'insights' ? 'insights.description' : 'caseStudies.description');
  const title = `${pageTitle} | ${organization.name}`;
  const trail = contentTrail(content, t('navigation:home'), listingTitle);
  const portuguese = content.alternates.find((a) => a.locale === 'pt-BR');

  const entities: JsonLd[] = [
    organizationJsonLd(siteUrl, locale, t('home:meta.description'), facts),
    breadcrumbJsonLd(siteUrl, trail, canonical),
  ];
  if (view.kind === 'entry') entities.push(...entryJsonLd(content, canonical, description));

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {/* A preview link's page (decision 0131) is never indexed; the server says so too. */}
      <meta name="robots" content={content.preview ? 'noindex, nofollow' : 'index, follow'} />
      <link rel="canonical" href={canonical} />
      {content.alternates.map((a) => (
        <link
          key={a.locale}
          rel="alternate"
          hrefLang={a.locale}
          href={absoluteUrl(siteUrl, a.path)}
        />
      ))}
      {portuguese && (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl(siteUrl, portuguese.path)} />
      )}
      {content.collection === 'insights' && (
        <link
          rel="alternate"
          type="application/rss+xml"
          title={t('insights.feed')}
          href={absoluteUrl(siteUrl, feedPaths[locale])}
        />
      )}
      <meta property="og:type" content={view.kind === 'entry' ? 'article' : 'website'} />
      <meta property="og:site_name" content={organization.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocales[locale]} />
      {view.kind === 'entry' ? (
        // The entry's own image, drawn by the server per language (decision 0133).
        <>
          <meta
            property="og:image"
            content={absoluteUrl(siteUrl, contentShareImagePath(content.path))}
          />
          <meta property="og:image:type" content="image/png" />
          <meta property="og:image:width" content={String(shareImageSize.width)} />
          <meta property="og:image:height" content={String(shareImageSize.height)} />
          <meta property="og:image:alt" content={pageTitle} />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      ) : (
        <meta name="twitter:card" content="summary" />
      )}
      <script
        type="application/ld+json"
        // Data, not code: `<` is escaped (jsonLdScript), so an entry's text cannot close the tag.
        dangerouslySetInnerHTML={{ __html: jsonLdScript(entities) }}
      />
    </>
  );
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The cover as the Article's `image` (issue 23 §7): its largest WebP, with the original's ratio. */
function coverJsonLd(cover: unknown): { image?: JsonLd } {
  if (!isImageValue(cover)) return {};
  const size = mediaSizeOf(cover.mediaId);
  const width = size ? mediaWidths(size.width).at(-1) : undefined;
  if (!size || width === undefined) return {};
  return {
    image: {
      '@type': 'ImageObject',
      url: absoluteUrl(siteUrl, mediaUrl(cover.mediaId, 'webp', width)),
      width,
      height: mediaHeightAt(size, width),
      caption: cover.alt,
    },
  };
}

function entryJsonLd(content: ContentPageData, url: string, description: string): JsonLd[] {
  if (content.view.kind !== 'entry') return [];
  const { card, fields } = content.view;
  const organizationId = absoluteUrl(siteUrl, '/#organization');
  const article: JsonLd = {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: card.title,
    description,
    url,
    inLanguage: content.locale,
    datePublished: card.publishedAt,
    mainEntityOfPage: url,
    publisher: { '@id': organizationId },
    isPartOf: { '@id': `${url}#breadcrumb` },
    ...coverJsonLd(fields.cover),
  };
  if (content.collection === 'insights') {
    const author = text(fields.author);
    return [
      {
        ...article,
        author: author ? { '@type': 'Person', name: author } : { '@id': organizationId },
        ...(Array.isArray(fields.tags) ? { keywords: fields.tags.join(', ') } : {}),
      },
    ];
  }
  // A case study (issue 23 §7): the client it was done for (unless anonymised) and its results,
  // one figure a line as the desk stores them (decision 0113).
  const client = fields.anonymisedClient === true ? undefined : text(fields.client);
  const results = (text(fields.results) ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return [
    {
      ...article,
      author: { '@id': organizationId },
      ...(client ? { about: { '@type': 'Organization', name: client } } : {}),
      ...(text(fields.sector) ? { genre: text(fields.sector) } : {}),
      ...(results.length > 0 ? { hasPart: { '@id': `${url}#results` } } : {}),
    },
    ...(results.length > 0
      ? [
          {
            '@type': 'ItemList',
            '@id': `${url}#results`,
            itemListElement: results.map((name, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name,
            })),
          },
        ]
      : []),
  ];
}
