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
import { formatNumber } from '#client/features/dashboard/format.ts';
import { CheckIcon, CopyIcon, DownloadIcon, StarIcon } from '#client/features/dashboard/icons.tsx';
import {
  cardClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '#client/features/dashboard/tool-page.tsx';
import type { TemplateEntry } from './template-texts.ts';
import { useCopyDownload } from './use-copy-download.ts';

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
  const { copied, copy, download } = useCopyDownload(template.title, text);
  const fields = placeholderNames(template.prompt).length;
  const filled = filledCount(template.prompt, values);
  const context = t('actionContext', { title: template.title });
  const titleId = `template-${template.id}`;

  return (
    <article aria-labelledby={titleId} className={`${cardClass} flex h-full flex-col gap-4`}>
      <div>
        <h3 id={titleId} className="text-lg font-semibold text-gray-900 dark:text-white">
          {template.title}
        </h3>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{template.description}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
        {template.stats && (
          <>
            <span className="inline-flex items-center gap-1">
              <StarIcon className="size-4 text-amber-500" />
              <span aria-hidden="true" className="font-semibold text-gray-900 dark:text-white">
                {formatNumber(template.stats.rating, locale)}
              </span>
              <span className="sr-only">
                {t('rating', { rating: formatNumber(template.stats.rating, locale) })}
              </span>
            </span>
            <span>{t('usage', { downloads: formatNumber(template.stats.downloads, locale) })}</span>
          </>
        )}
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800 dark:bg-gray-800 dark:text-gray-200">
          {filled > 0
            ? t('fieldProgress', { filled, total: fields })
            : t('fieldCount', { count: fields })}
        </span>
      </div>
      <figure className="flex-1">
        <figcaption className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400">
          {t('previewLabel')}
        </figcaption>
        <p className="whitespace-pre-line rounded-lg bg-gray-50 p-3 font-mono text-xs leading-relaxed text-gray-800 dark:bg-gray-800 dark:text-gray-200">
          {promptPreview(text)}
        </p>
      </figure>
      <div className="flex flex-wrap gap-2">
        <Link id={fillLinkId(template.id)} to={fillHref} className={primaryButtonClass}>
          {t('fill.open')}
          <span className="sr-only"> {context}</span>
        </Link>
        <button type="button" className={secondaryButtonClass} onClick={() => void copy()}>
          {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          {copied ? t('copied') : t('copy')}
          <span className="sr-only"> {context}</span>
        </button>
        <button type="button" className={secondaryButtonClass} onClick={download}>
          <DownloadIcon className="size-4" />
          {t('download')}
          <span className="sr-only"> {context}</span>
        </button>
      </div>
    </article>
  );
}
