import { useTranslation } from 'react-i18next';
import type { ContentCard, ContentPageData } from '#shared/content/content-pages.ts';
import { formatLongDate } from '#shared/format/locale-format.ts';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { Card, CardDescription, CardTitle } from '#client/components/ui/card.tsx';
import { ContentPicture } from '#client/components/ui/content-picture.tsx';
import { Section } from '#client/components/ui/section.tsx';
import { ContentSeo } from './content-seo.tsx';
import { contentTrail, listingTitleKey } from './content-trail.ts';

/**
 * `/casos`, `/insights` and their en/es forms (issue 23 §2, decision 0123): the entries published
 * in this language, the most recent first. The server answers 404 while nothing is published, so
 * this page never shows an empty list.
 */
export function ContentListingPage({ content }: { content: ContentPageData }) {
  const { t } = useTranslation(['content', 'navigation']);
  if (content.view.kind !== 'list') return null;
  const title = t(listingTitleKey[content.collection]);
  const trail = contentTrail(content, t('navigation:home'), title).map((crumb, index, all) => ({
    label: crumb.name,
    href: crumb.path,
    current: index === all.length - 1,
    reloadDocument: index > 0,
  }));
  const insights = content.collection === 'insights';

  return (
    <>
      <ContentSeo content={content} />
      <div className="border-b border-border bg-linear-to-b from-primary-subtle to-background">
        <PageHeader title={title} trail={trail} className="max-w-page px-gutter">
          <p className="mt-3 max-w-3xl pb-10 text-lg leading-relaxed text-muted-foreground">
            {t(insights ? 'insights.description' : 'caseStudies.description')}
          </p>
        </PageHeader>
      </div>
      <Section aria-label={title}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {content.view.items.map((item, index) => (
            <li key={item.path}>
              <ContentCardView
                item={item}
                first={index === 0}
                locale={content.locale}
                readMore={t(insights ? 'insights.readMore' : 'caseStudies.readMore')}
              />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/**
 * The box every thumbnail fills (decision 0139): the same 16:9 on every card whatever the image's
 * own shape, reserved by CSS before the image arrives (CLS 0); a cover fills it, a logo is shown
 * whole on a quiet background.
 */
const thumbnailFit = {
  cover: 'aspect-video w-full object-cover',
  logo: 'aspect-video w-full object-contain bg-muted p-6',
} as const;

function ContentCardView({
  item,
  first,
  locale,
  readMore,
}: {
  item: ContentCard;
  first: boolean;
  locale: string;
  readMore: string;
}) {
  const { t } = useTranslation('content');
  return (
    <Card className="flex h-full flex-col shadow-none">
      {item.image && (
        // The first card's image is likely on the first screen: loaded at once, the rest lazily.
        <ContentPicture
          image={item.image}
          eager={first}
          sizes="(min-width: 64rem) 22rem, (min-width: 48rem) 45vw, calc(100vw - 5rem)"
          className={`mb-4 rounded-md border border-border ${thumbnailFit[item.image.role]}`}
        />
      )}
      <p className="text-sm text-muted-foreground">
        <time dateTime={item.date}>{formatLongDate(item.date, locale)}</time>
        {item.sector && <> · {item.sector}</>}
        {item.readingMinutes !== undefined && (
          <> · {t('readingTime', { count: item.readingMinutes })}</>
        )}
      </p>
      <CardTitle as="h2" className="mt-2">
        {item.title}
      </CardTitle>
      {item.summary && (
        <CardDescription className="mt-2 leading-relaxed">{item.summary}</CardDescription>
      )}
      {/* A document link: the page's data travels in its HTML (decision 0123). */}
      <a
        href={item.path}
        className="mt-auto pt-4 font-medium text-primary underline-offset-2 hover:underline"
        aria-label={`${readMore}: ${item.title}`}
      >
        {readMore}
      </a>
    </Card>
  );
}
