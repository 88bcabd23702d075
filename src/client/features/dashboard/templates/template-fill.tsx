import { ArrowLeft } from 'lucide-react';
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
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardTitle, cardVariants } from '#client/components/ui/card.tsx';
import { Eyebrow, Heading } from '#client/components/ui/heading.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { TemplateEntry } from './template-texts.ts';
import { CopyDownloadButtons } from './copy-download-buttons.tsx';

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
  const context = t('actionContext', { title: template.title });

  // A new step replaces the list: start reading at its heading (keyboard and screen readers).
  useEffect(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [template.id]);

  return (
    <section aria-labelledby={`${id}-title`}>
      <Button asChild variant="ghost" className="-ml-4 mb-4">
        <Link to={backHref}>
          <ArrowLeft aria-hidden="true" />
          {t('fill.back')}
        </Link>
      </Button>
      <Eyebrow>{t('fill.kicker')}</Eyebrow>
      <Heading
        id={`${id}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="mt-1 scroll-mt-24 focus:outline-none"
      >
        {template.title}
      </Heading>
      <p className="mt-2 max-w-3xl text-foreground">{template.description}</p>
      <p className="mt-2 max-w-3xl text-sm text-muted-foreground">{t('fill.intro')}</p>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-2">
        <form className={cardVariants()} onSubmit={(event) => event.preventDefault()} noValidate>
          <fieldset>
            <legend className="text-h3 text-surface-foreground">{t('fill.fieldsLegend')}</legend>
            <p aria-live="polite" className="mt-1 text-sm text-muted-foreground">
              {t('fieldProgress', { filled, total: fields.length })}
            </p>
            <div className="mt-5 flex flex-col gap-5">
              {fields.map((field, index) => {
                const fieldId = `${id}-field-${index}`;
                const hintId = `${fieldId}-hint`;
                return (
                  <div key={field.name} className="flex flex-col gap-1.5">
                    <label htmlFor={fieldId} className="text-sm font-medium text-foreground">
                      {field.label}
                    </label>
                    {field.hint && (
                      <p id={hintId} className="text-xs text-muted-foreground">
                        {field.hint.kind === 'context'
                          ? t('fill.fieldContext', { excerpt: field.hint.text })
                          : field.hint.text}
                      </p>
                    )}
                    <Textarea
                      id={fieldId}
                      aria-describedby={field.hint ? hintId : undefined}
                      rows={1}
                      maxLength={5000}
                      value={values[field.name] ?? ''}
                      onChange={(event) => onChange(field.name, event.target.value)}
                      className="field-sizing-content min-h-10 resize-y"
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
          <p className="mt-6 text-xs text-muted-foreground">{t('fill.privacy')}</p>
        </form>

        <Card className="flex flex-col gap-4 lg:sticky lg:top-24">
          <CardTitle id={`${id}-preview`}>{t('fill.preview')}</CardTitle>
          <div className="flex flex-wrap gap-2">
            <CopyDownloadButtons
              title={template.title}
              text={text}
              context={context}
              copyVariant="primary"
            />
            <Button variant="ghost" onClick={onClear} disabled={filled === 0}>
              {t('fill.clear')}
            </Button>
          </div>
          <FilledText prompt={template.prompt} values={values} labelledBy={`${id}-preview`} />
        </Card>
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
      className="max-h-[60vh] overflow-y-auto rounded-lg bg-muted p-4 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-foreground"
    >
      {parsePrompt(prompt).map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        const value = filledValue(values, segment.name);
        return value === undefined ? (
          <mark
            key={index}
            className="rounded bg-warning-subtle px-0.5 text-warning-subtle-foreground"
          >
            {segment.raw}
          </mark>
        ) : (
          <strong key={index} className="font-semibold text-link">
            {value}
          </strong>
        );
      })}
    </div>
  );
}
