import { useTranslation } from 'react-i18next';
import type { ContentBody, ContentPageData } from '#shared/content/content-pages.ts';
import { isImageValue } from '#shared/content/media.ts';
import { formatLongDate } from '#shared/format/locale-format.ts';
import { PageHeader } from '#client/components/layout/page-header.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { ContentPicture } from '#client/components/ui/content-picture.tsx';
import { RichTextView } from '#client/components/ui/rich-text.tsx';
import { Container } from '#client/components/ui/section.tsx';
import { ContentSeo } from './content-seo.tsx';
import { contentTrail, listingTitleKey } from './content-trail.ts';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const lines = (value: unknown): string[] =>
  (text(value) ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * `/casos/{slug}`, `/insights/{slug}` and their en/es forms (issue 23 §2, decision 0123): one
 * published translation, rendered on the server through the runtime prerendering, so it reads
 * the same without JavaScript. Every text comes from the entry or the content namespace.
 */
export function ContentEntryPage({ content }: { content: ContentPageData }) {
  const { t } = useTranslation(['content', 'navigation']);
  if (content.view.kind !== 'entry') return null;
  const { card, fields, body } = content.view;
  const listingTitle = t(listingTitleKey[content.collection]);
  const trail = contentTrail(content, t('navigation:home'), listingTitle).map(
    (crumb, index, all) => ({
      label: crumb.name,
      href: crumb.path,
      current: index === all.length - 1,
      reloadDocument: index > 0,
    }),
  );
  const caseStudy = content.collection === 'case-studies';
  const author = text(fields.author);
  const cover = isImageValue(fields.cover) ? fields.cover : undefined;

  return (
    <>
      <ContentSeo content={content} />
      <div className="border-b border-border bg-linear-to-b from-primary-subtle to-background">
        <PageHeader title={card.title} trail={trail} className="max-w-page px-gutter">
          <div className="max-w-3xl pb-10">
            <p className="mt-2 text-sm text-muted-foreground">
              {content.preview && <>{t('preview.label')} · </>}
              {content.draft
                ? content.draft.publishOn
                  ? t('preview.scheduled', {
                      date: formatLongDate(content.draft.publishOn, content.locale),
                    })
                  : t('preview.notPublished')
                : t('published', { date: formatLongDate(card.date, content.locale) })}
              {card.readingMinutes !== undefined && (
                <> · {t('readingTime', { count: card.readingMinutes })}</>
              )}
              {author && <> · {t('insights.author', { author })}</>}
            </p>
            {card.summary && (
              <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{card.summary}</p>
            )}
          </div>
        </PageHeader>
      </div>
      <Container className="py-section">
        <article className="max-w-3xl space-y-8">
          {/* The cover is the page's first image and likely its largest paint (decision 0130). */}
          {cover && (
            <ContentPicture
              image={cover}
              priority
              sizes="(min-width: 48rem) 48rem, calc(100vw - 2.5rem)"
              className="w-full rounded-lg border border-border"
            />
          )}
          {caseStudy && <CaseStudyFacts fields={fields} locale={content.locale} />}
          {body && <Body body={body} />}
          {list(fields.tags).length > 0 && (
            <TagList label={t('insights.tags')} items={list(fields.tags)} />
          )}
        </article>
      </Container>
    </>
  );
}

function Body({ body }: { body: ContentBody }) {
  if (body.kind === 'rich') return <RichTextView doc={body.doc} />;
  return (
    <div className="space-y-4 text-base leading-7">
      {body.paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

function CaseStudyFacts({ fields, locale }: { fields: Record<string, unknown>; locale: string }) {
  const { t } = useTranslation('content');
  const client =
    fields.anonymisedClient === true ? t('caseStudies.anonymisedClient') : text(fields.client);
  const results = lines(fields.results);
  const quote = text(fields.quote);
  const quoteAgreedOn = text(fields.quoteAgreedOn);
  // An anonymised client's logo would name it: shown only beside a named client.
  const logo = client && fields.anonymisedClient !== true && isImageValue(fields.logo);
  const sections = [
    { key: 'challenge', title: t('caseStudies.challenge'), value: text(fields.challenge) },
    { key: 'approach', title: t('caseStudies.approach'), value: text(fields.approach) },
  ];
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2">
        {client && (
          <div>
            <dt className="text-sm text-muted-foreground">{t('caseStudies.client')}</dt>
            <dd className="flex items-center gap-3 font-medium">
              {logo && isImageValue(fields.logo) && (
                <ContentPicture
                  image={fields.logo}
                  sizes="8rem"
                  className="max-h-12 w-auto object-contain"
                />
              )}
              {client}
            </dd>
          </div>
        )}
        {text(fields.sector) && (
          <div>
            <dt className="text-sm text-muted-foreground">{t('caseStudies.sector')}</dt>
            <dd className="font-medium">{text(fields.sector)}</dd>
          </div>
        )}
      </dl>
      {results.length > 0 && (
        <section aria-labelledby="case-results">
          <h2 id="case-results" className="text-h3">
            {t('caseStudies.results')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6 marker:text-primary">
            {results.map((result) => (
              <li key={result}>{result}</li>
            ))}
          </ul>
        </section>
      )}
      {sections.map(
        (section) =>
          section.value && (
            <section key={section.key} aria-labelledby={`case-${section.key}`}>
              <h2 id={`case-${section.key}`} className="text-h3">
                {section.title}
              </h2>
              <p className="mt-3 leading-7 whitespace-pre-line">{section.value}</p>
            </section>
          ),
      )}
      {quote && (
        <figure className="border-l-4 border-primary pl-4">
          <blockquote className="text-lg italic">{quote}</blockquote>
          <figcaption className="mt-2 text-sm text-muted-foreground">
            {text(fields.quoteAuthor)}
            {quoteAgreedOn && (
              <>
                {' '}
                · {t('caseStudies.quoteAgreed', { date: formatLongDate(quoteAgreedOn, locale) })}
              </>
            )}
          </figcaption>
        </figure>
      )}
      {list(fields.technologies).length > 0 && (
        <TagList label={t('caseStudies.technologies')} items={list(fields.technologies)} />
      )}
      {list(fields.services).length > 0 && (
        <TagList label={t('caseStudies.services')} items={list(fields.services)} />
      )}
    </>
  );
}

function TagList({ label, items }: { label: string; items: string[] }) {
  return (
    <div>
      <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item}>
            <Badge variant="outline">{item}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
