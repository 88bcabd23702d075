import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import type { Locale } from '#shared/i18n/locales.ts';
import { promptPreview } from '#shared/tools/prompt-templates.ts';
import {
  filledCount,
  fillPrompt,
  placeholderNames,
  type PlaceholderValues,
} from '#shared/tools/prompt-templates-placeholders.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { CardDescription, CardTitle, cardVariants } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatNumber } from '#shared/format/locale-format.ts';
import type { TemplateEntry } from './template-texts.ts';
import { CopyDownloadButtons } from './copy-download-buttons.tsx';

/** The link that opens a template's fill step; the list focuses it again on the way back. */
export function fillLinkId(templateId: string): string {
  return `fill-${templateId}`;
}

/**
 * A template card (spec 02 §2): title, description, the spec's rating and usage where the template
 * has them (decision 0055), the first 200 characters, Copy and Download; plus the way into the
 * fill step. Copy and Download take the text as filled so far.
 */
export function TemplateCard({
  template,
  values,
  fillHref,
  locale,
}: {
  template: TemplateEntry;
  values: PlaceholderValues;
  fillHref: To;
  locale: Locale;
}) {
  const { t } = useTranslation('templates');
  const text = fillPrompt(template.prompt, values);
  const fields = placeholderNames(template.prompt).length;
  const filled = filledCount(template.prompt, values);
  const context = t('actionContext', { title: template.title });
  const titleId = `template-${template.id}`;

  return (
    <article aria-labelledby={titleId} className={cn(cardVariants(), 'flex h-full flex-col gap-4')}>
      <div>
        <CardTitle id={titleId}>{template.title}</CardTitle>
        <CardDescription className="mt-1">{template.description}</CardDescription>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {template.stats && (
          <>
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="size-4 fill-star text-star-outline" />
              <span aria-hidden="true" className="font-semibold text-foreground">
                {formatNumber(template.stats.rating, locale)}
              </span>
              <span className="sr-only">
                {t('rating', { rating: formatNumber(template.stats.rating, locale) })}
              </span>
            </span>
            <span>{t('usage', { downloads: formatNumber(template.stats.downloads, locale) })}</span>
          </>
        )}
        <Badge variant={filled > 0 ? 'brand' : 'neutral'}>
          {filled > 0
            ? t('fieldProgress', { filled, total: fields })
            : t('fieldCount', { count: fields })}
        </Badge>
      </div>
      <figure className="flex-1">
        <figcaption className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('previewLabel')}
        </figcaption>
        <p className="rounded-lg bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre-line text-foreground">
          {promptPreview(text)}
        </p>
      </figure>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link id={fillLinkId(template.id)} to={fillHref}>
            {t('fill.open')}
            <span className="sr-only"> {context}</span>
          </Link>
        </Button>
        <CopyDownloadButtons
          title={template.title}
          text={text}
          context={context}
          copyVariant="secondary"
        />
      </div>
    </article>
  );
}
