import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '#shared/i18n/locales.ts';
import { templateFileName } from '#shared/tools/file-names.ts';
import { promptPreview, type PromptTemplate } from '#shared/tools/prompt-templates.ts';
import { downloadTextFile } from '#client/lib/download.ts';
import { toast } from '#client/lib/toast.ts';
import { formatNumber } from '#client/features/dashboard/format.ts';
import { CheckIcon, CopyIcon, DownloadIcon, StarIcon } from '#client/features/dashboard/icons.tsx';
import {
  cardClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '#client/features/dashboard/tool-page.tsx';

/** How long the Copy button reads 'Copiado' after a successful copy (spec 02 §9). */
export const copiedStateMs = 2000;

export function TemplateCard({ template, locale }: { template: PromptTemplate; locale: Locale }) {
  const { t } = useTranslation('dashboard');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const title = t(`templates.items.${template.id}.title`);
  const prompt = t(`templates.items.${template.id}.prompt`);
  const context = t('templates.actionContext', { title });
  const titleId = `template-${template.id}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(prompt);
    } catch {
      toast({
        title: t('toasts.copyError.title'),
        description: t('toasts.copyError.description'),
        variant: 'destructive',
      });
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedStateMs);
    toast({ title: t('toasts.copied.title'), description: t('toasts.copied.description') });
  };

  const download = () => {
    downloadTextFile(templateFileName(title), `${prompt}\n`);
    toast({ title: t('toasts.downloadStarted') });
  };

  return (
    <article aria-labelledby={titleId} className={`${cardClass} flex h-full flex-col gap-4`}>
      <div>
        <h3 id={titleId} className="text-lg font-semibold text-gray-900 dark:text-white">
          {title}
        </h3>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {t(`templates.items.${template.id}.description`)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
        <span className="inline-flex items-center gap-1">
          <StarIcon className="size-4 text-amber-500" />
          <span aria-hidden="true" className="font-semibold text-gray-900 dark:text-white">
            {formatNumber(template.rating, locale)}
          </span>
          <span className="sr-only">
            {t('templates.rating', { rating: formatNumber(template.rating, locale) })}
          </span>
        </span>
        <span>{t('templates.usage', { downloads: formatNumber(template.downloads, locale) })}</span>
      </div>
      <figure className="flex-1">
        <figcaption className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-600 dark:text-gray-400">
          {t('templates.previewLabel')}
        </figcaption>
        <p className="whitespace-pre-line rounded-lg bg-gray-50 p-3 font-mono text-xs leading-relaxed text-gray-800 dark:bg-gray-800 dark:text-gray-200">
          {promptPreview(prompt)}
        </p>
      </figure>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButtonClass} onClick={() => void copy()}>
          {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
          {copied ? t('templates.copied') : t('templates.copy')}
          <span className="sr-only"> {context}</span>
        </button>
        <button type="button" className={secondaryButtonClass} onClick={download}>
          <DownloadIcon className="size-4" />
          {t('templates.download')}
          <span className="sr-only"> {context}</span>
        </button>
      </div>
    </article>
  );
}
