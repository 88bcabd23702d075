import { lazy, Suspense, useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RichTextDocument } from '#shared/content/rich-text-field.ts';
import { sanitizeRichText } from '#shared/rich-text/rich-text.ts';
import { RichTextView } from '#client/components/ui/rich-text.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

/**
 * A rich-text field of the desk's form (issue 23 §6, decisions 0118 and 0121): the Tiptap editor,
 * loaded only when a form has such a field (its own chunk: Tiptap and ProseMirror are about as
 * heavy as the rest of the desk, and never belong on a public page), with a status while it comes,
 * and a preview of what the page will show, through the same allow-list and renderer as the pages.
 */
const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })),
);

export function RichTextField<Values extends FieldValues>({
  name,
  label,
  hint,
  control,
}: {
  name: Path<Values>;
  label: string;
  hint?: string;
  control: Control<Values>;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const id = useId();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  const describedBy = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined]
    .filter(Boolean)
    .join(' ');
  const value = field.value as RichTextDocument | undefined;
  const preview = sanitizeRichText(value ?? { type: 'doc' }).doc;

  return (
    <div className="flex flex-col gap-1.5">
      {/* Not a <label>: the editable area is no form control; it is named by this text. */}
      <span id={`${id}-label`} className="text-sm font-medium text-foreground">
        {label}
      </span>
      <Suspense
        fallback={
          <div role="status" className="flex flex-col gap-2">
            <span className="text-sm text-muted-foreground">{t('admin:richText.loading')}</span>
            <Skeleton className="h-56 w-full" />
          </div>
        }
      >
        <RichTextEditor
          labelledBy={`${id}-label`}
          describedBy={describedBy || undefined}
          value={value}
          onChange={field.onChange}
          invalid={Boolean(error)}
        />
      </Suspense>
      {hint && (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive-subtle-foreground">
          {error}
        </p>
      )}
      <section
        aria-labelledby={`${id}-preview`}
        className="mt-2 rounded-md border border-dashed border-border p-4"
      >
        <h2 id={`${id}-preview`} className="mb-3 text-sm font-semibold text-muted-foreground">
          {t('admin:richText.preview')}: {label}
        </h2>
        {preview.length > 0 ? (
          <RichTextView doc={preview} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('admin:richText.previewEmpty')}</p>
        )}
      </section>
    </div>
  );
}
