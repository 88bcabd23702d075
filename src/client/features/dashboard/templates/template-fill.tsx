import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import {
  filledCount,
  filledValue,
  fillPrompt,
  parsePrompt,
  placeholderFields,
  type PlaceholderValues,
} from '#shared/tools/prompt-templates-placeholders.ts';
import { inputClass } from '#client/components/ui/form-field.tsx';
import {
  ArrowLeftIcon,
  CheckIcon,
  CopyIcon,
  DownloadIcon,
} from '#client/features/dashboard/icons.tsx';
import {
  cardClass,
  focusTargetClass,
  ghostButtonClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '#client/features/dashboard/tool-page.tsx';
import type { TemplateEntry } from './template-texts.ts';
import { useCopyDownload } from './use-copy-download.ts';

/**
 * The "fill the placeholders" step (issue 16): one field per distinct placeholder, the finished
 * text beside it as it is typed, and the spec's Copy and Download acting on that text.
 */
export function TemplateFill({
  template,
  values,
  onChange,
  onClear,
  backHref,
}: {
  template: TemplateEntry;
  values: PlaceholderValues;
  onChange(name: string, value: string): void;
  onClear(): void;
  backHref: To;
}) {
  const { t } = useTranslation('templates');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fields = placeholderFields(template.prompt);
  const text = fillPrompt(template.prompt, values);
  const filled = filledCount(template.prompt, values);
  const { copied, copy, download } = useCopyDownload(template.title, text);
  const context = t('actionContext', { title: template.title });

  // A new step replaces the list: start reading at its heading (keyboard and screen readers).
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [template.id]);

  return (
    <section aria-labelledby={`${id}-title`}>
      <Link to={backHref} className={`${ghostButtonClass} -ml-3 mb-4`}>
        <ArrowLeftIcon className="size-4" />
        {t('fill.back')}
      </Link>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-50">
        {t('fill.kicker')}
      </p>
      <h2
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className={`mt-1 text-2xl font-bold text-gray-900 dark:text-white ${focusTargetClass}`}
      >
        {template.title}
      </h2>
      <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">{template.description}</p>
      <p className="mt-2 max-w-3xl text-sm text-gray-700 dark:text-gray-300">{t('fill.intro')}</p>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <form className={cardClass} onSubmit={(event) => event.preventDefault()} noValidate>
          <fieldset>
            <legend className="text-lg font-semibold text-gray-900 dark:text-white">
              {t('fill.fieldsLegend')}
            </legend>
            <p aria-live="polite" className="mt-1 text-sm text-gray-700 dark:text-gray-300">
              {t('fieldProgress', { filled, total: fields.length })}
            </p>
            <div className="mt-5 flex flex-col gap-5">
              {fields.map((field, index) => {
                const fieldId = `${id}-field-${index}`;
                const hintId = `${fieldId}-hint`;
                return (
                  <div key={field.name} className="flex flex-col gap-1.5">
                    <label
                      htmlFor={fieldId}
                      className="text-sm font-medium text-gray-900 dark:text-gray-100"
                    >
                      {field.label}
                    </label>
                    {field.hint && (
                      <p id={hintId} className="text-xs text-gray-600 dark:text-gray-400">
                        {field.hint.kind === 'context'
                          ? t('fill.fieldContext', { excerpt: field.hint.text })
                          : field.hint.text}
                      </p>
                    )}
                    <textarea
                      id={fieldId}
                      aria-describedby={field.hint ? hintId : undefined}
                      rows={1}
                      maxLength={5000}
                      value={values[field.name] ?? ''}
                      onChange={(event) => onChange(field.name, event.target.value)}
                      className={`${inputClass} field-sizing-content min-h-10 resize-y`}
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
          <p className="mt-6 text-xs text-gray-600 dark:text-gray-400">{t('fill.privacy')}</p>
        </form>

        <div className={`${cardClass} flex flex-col gap-4 self-start lg:sticky lg:top-24`}>
          <h3 id={`${id}-preview`} className="text-lg font-semibold text-gray-900 dark:text-white">
            {t('fill.preview')}
          </h3>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={primaryButtonClass} onClick={() => void copy()}>
              {copied ? <CheckIcon className="size-4" /> : <CopyIcon className="size-4" />}
              {copied ? t('copied') : t('copy')}
              <span className="sr-only"> {context}</span>
            </button>
            <button type="button" className={secondaryButtonClass} onClick={download}>
              <DownloadIcon className="size-4" />
              {t('download')}
              <span className="sr-only"> {context}</span>
            </button>
            <button
              type="button"
              className={ghostButtonClass}
              onClick={onClear}
              disabled={filled === 0}
            >
              {t('fill.clear')}
            </button>
          </div>
          <FilledText prompt={template.prompt} values={values} labelledBy={`${id}-preview`} />
        </div>
      </div>
    </section>
  );
}

/** The finished text, with what is still to fill marked. */
function FilledText({
  prompt,
  values,
  labelledBy,
}: {
  prompt: string;
  values: PlaceholderValues;
  labelledBy: string;
}) {
  // Scrolls on its own beside a long form, so it takes keyboard focus to be scrollable by keys.
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className="max-h-[60vh] overflow-y-auto whitespace-pre-wrap break-words rounded-lg bg-gray-50 p-4 font-mono text-xs leading-relaxed text-gray-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 dark:bg-gray-800 dark:text-gray-200"
    >
      {parsePrompt(prompt).map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        const value = filledValue(values, segment.name);
        return value === undefined ? (
          <mark
            key={index}
            className="rounded bg-amber-100 px-0.5 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
          >
            {segment.raw}
          </mark>
        ) : (
          <strong key={index} className="font-semibold text-brand-800 dark:text-brand-50">
            {value}
          </strong>
        );
      })}
    </div>
  );
}
