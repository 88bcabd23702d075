import { ImageUp, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiAnswer } from '#shared/api-contract.ts';
import {
  MEDIA_MAX_BYTES,
  mediaSizeOf,
  mediaUrl,
  mediaWidths,
  type ImageValue,
} from '#shared/content/media.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';

type Uploaded = ApiAnswer<'POST /api/admin/content/media'>;
type UploadState =
  { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'failed'; message: string };

/** The upload's route in the API contract (decision 0095); the body is the file itself. */
const uploadPath = '/api/admin/content/media';

/**
 * The bytes go as the request body through XMLHttpRequest, the one browser API that reports
 * upload progress; the server decides the type from the bytes (decision 0129).
 */
function upload(
  file: File,
  language: string,
  onProgress: (percent: number) => void,
): Promise<{ ok: true; media: Uploaded } | { ok: false; status: number; message?: string }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', uploadPath);
    request.withCredentials = true;
    request.setRequestHeader('x-ui-language', language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let body: { message?: string } | Uploaded | undefined;
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        body = undefined;
      }
      if (request.status === 201 && body && 'mediaId' in body) resolve({ ok: true, media: body });
      else {
        const message = body && 'message' in body ? body.message : undefined;
        resolve({ ok: false, status: request.status, message });
      }
    };
    request.onerror = () => resolve({ ok: false, status: 0 });
    request.send(file);
  });
}

/**
 * An image field of the desk's form (issue 23 §6, decision 0130): a file picker reached by the
 * keyboard (a button that opens the browser's chooser), the upload's progress and refusals (too
 * large, not an image) shown in the field, a preview, the alt text in the form's language and
 * removal. The form holds `{ mediaId, alt }` or null.
 */
export function ImageField<Values extends FieldValues>({
  name,
  label,
  control,
}: {
  name: Path<Values>;
  label: string;
  control: Control<Values>;
}) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const { field, fieldState } = useController({ name, control });
  const value = (field.value as ImageValue | null | undefined) ?? null;
  const size = value ? mediaSizeOf(value.mediaId) : null;
  const error = fieldState.error?.message;

  const refusal = (status: number, message?: string) =>
    status === 413
      ? t('content.media.tooLarge')
      : status === 415
        ? t('content.media.unsupportedType')
        : (message ?? t('content.media.failed'));

  const choose = async (file: File | undefined) => {
    if (!file) return;
    // Refused here before sending 5 MB for nothing; the server refuses it too (413).
    if (file.size > MEDIA_MAX_BYTES) {
      setState({ kind: 'failed', message: refusal(413) });
      return;
    }
    setState({ kind: 'uploading', percent: 0 });
    const result = await upload(file, i18n.language, (percent) =>
      setState({ kind: 'uploading', percent }),
    );
    if (!result.ok) {
      setState({ kind: 'failed', message: refusal(result.status, result.message) });
      return;
    }
    setState({ kind: 'idle' });
    field.onChange({ mediaId: result.media.mediaId, alt: value?.alt ?? '' });
  };

  const previewWidth = size ? mediaWidths(size.width)[0] : undefined;
  const describedBy = [`${id}-alt-hint`, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-medium text-foreground">{label}</legend>
      {value && size && previewWidth !== undefined && (
        <img
          src={mediaUrl(value.mediaId, 'webp', previewWidth)}
          width={size.width}
          height={size.height}
          // The preview repeats what the alt text below describes.
          alt=""
          className="h-auto max-h-48 w-auto max-w-full rounded-md border border-border object-contain"
        />
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('content.media.hint')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={state.kind === 'uploading'}
          aria-describedby={`${id}-hint`}
          onClick={() => input.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          {value
            ? t('content.media.replace', { field: label })
            : t('content.media.choose', { field: label })}
        </Button>
        {value && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setState({ kind: 'idle' });
              field.onChange(null);
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('content.media.remove', { field: label })}
          </Button>
        )}
        {/* Opened by the button above: one control in the tab order, named in the form's language. */}
        <input
          ref={input}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            void choose(file);
          }}
        />
      </div>
      <div role="status" className="text-sm">
        {state.kind === 'uploading' && (
          <span className="flex items-center gap-2 text-muted-foreground">
            <progress max={100} value={state.percent} aria-label={t('content.media.uploading')} />
            {t('content.media.progress', { percent: state.percent })}
          </span>
        )}
      </div>
      {state.kind === 'failed' && (
        <p role="alert" className="text-sm text-destructive-subtle-foreground">
          {state.message}
        </p>
      )}
      {value && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-alt`} className="text-sm font-medium text-foreground">
            {t('content.media.alt')}
          </label>
          <Input
            id={`${id}-alt`}
            autoComplete="off"
            value={value.alt}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy}
            onChange={(event) => field.onChange({ ...value, alt: event.target.value })}
            onBlur={field.onBlur}
          />
          <p id={`${id}-alt-hint`} className="text-xs text-muted-foreground">
            {t('content.media.altHint')}
          </p>
          {error && (
            <p id={`${id}-error`} className="text-sm text-destructive-subtle-foreground">
              {error}
            </p>
          )}
        </div>
      )}
      {/* The alt error of an image removed since: still said, so the save's refusal is not lost. */}
      {!value && error && <p className="text-sm text-destructive-subtle-foreground">{error}</p>}
    </fieldset>
  );
}
