import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollectionName } from '#shared/content/collection-names.ts';
import type { TranslationDetail } from '#shared/content/content-answers.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { instantFromSaoPaulo, saoPauloParts, SAO_PAULO_TIME_ZONE } from '#shared/time/sao-paulo.ts';
import { parseCalendarDate, toIsoCalendarDate } from '#shared/tools/calendar-date.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api.ts';
import { errorMessage, serverFieldErrors } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import { useContentChange } from './content.queries.ts';

type Field = 'publishAt' | 'unpublishAt';
const fields: Field[] = ['publishAt', 'unpublishAt'];

/** An instant as a `datetime-local` value on São Paulo's clock ('YYYY-MM-DDTHH:mm'). */
export function saoPauloInputValue(iso: string | null): string {
  if (iso === null) return '';
  const parts = saoPauloParts(new Date(iso));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${toIsoCalendarDate(parts)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}

/**
 * A `datetime-local` value read on São Paulo's clock; undefined when it is no date and time. Its
 * seconds, when a browser offers them (or a journey types them), are kept.
 */
export function instantOfInput(value: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T((?:[01]\d|2[0-3]):[0-5]\d)(?::([0-5]\d))?$/.exec(value);
  const day = match?.[1] ? parseCalendarDate(match[1]) : null;
  if (!match?.[2] || !day) return undefined;
  const minute = instantFromSaoPaulo(day, match[2]);
  return new Date(minute.getTime() + Number(match[3] ?? 0) * 1000);
}

/**
 * A translation's schedule (issue 23 §5, decisions 0122, 0131): when the scheduler publishes
 * and/or unpublishes it, typed on São Paulo's clock (the firm's, whatever the editor's), each
 * time also shown in the editor's own zone when that differs. The server judges the times (ahead,
 * in order) and answers per field; those answers show on the fields. Disabled while the form
 * above has unsaved changes: a schedule moves the translation's version, and the form would be
 * read again over what was typed.
 */
export function ScheduleFields({
  collection,
  entryId,
  locale,
  translation,
  formDirty,
}: {
  collection: CollectionName;
  entryId: number;
  locale: Locale;
  translation: TranslationDetail;
  formDirty: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const headingId = useId();
  const change = useContentChange(collection);
  const [values, setValues] = useState<Record<Field, string>>({
    publishAt: saoPauloInputValue(translation.publishAt),
    unpublishAt: saoPauloInputValue(translation.unpublishAt),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [stale, setStale] = useState<string | null>(null);
  const scheduled = translation.publishAt !== null || translation.unpublishAt !== null;

  const send = async (times: Record<Field, string | null>, done: string) => {
    setErrors({});
    setStale(null);
    try {
      await change.mutateAsync({
        kind: 'schedule',
        id: entryId,
        locale,
        version: translation.version,
        ...times,
      });
      toast({ title: done });
    } catch (error) {
      const byField = serverFieldErrors(error);
      const found = fields.filter((field) => byField[field]?.[0]);
      if (found.length > 0) {
        setErrors(Object.fromEntries(found.map((field) => [field, byField[field]?.[0]])));
      } else if (error instanceof ApiError && error.status === 409) {
        setStale(errorMessage(error, t('content.form.failed')));
      } else {
        toast({ title: errorMessage(error, t('content.form.failed')), variant: 'destructive' });
      }
    }
  };

  const save = () => {
    const times = {} as Record<Field, string | null>;
    for (const field of fields) {
      // The browser's control only yields a complete value or none.
      times[field] = instantOfInput(values[field])?.toISOString() ?? null;
    }
    void send(times, t('content.schedule.saved'));
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-border pt-4"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold">
        <CalendarClock aria-hidden="true" className="size-4" />
        {t('content.schedule.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('content.schedule.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field}
            label={t(`content.schedule.${field}`)}
            error={errors[field]}
            hint={<ZoneNote value={values[field]} locale={i18n.language} />}
          >
            {(a11y) => (
              <Input
                {...a11y}
                type="datetime-local"
                name={field}
                value={values[field]}
                disabled={formDirty}
                onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
              />
            )}
          </FormField>
        ))}
      </div>
      {formDirty && (
        <p className="text-sm text-muted-foreground">{t('content.schedule.saveFirst')}</p>
      )}
      {stale && (
        <Alert role="alert" variant="error">
          {stale}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={formDirty || change.isPending}
          onClick={save}
        >
          {t('content.schedule.save')}
        </Button>
        {scheduled && (
          <Button
            type="button"
            variant="ghost"
            disabled={formDirty || change.isPending}
            onClick={() => {
              setValues({ publishAt: '', unpublishAt: '' });
              void send({ publishAt: null, unpublishAt: null }, t('content.schedule.cancelled'));
            }}
          >
            {t('content.schedule.cancel')}
          </Button>
        )}
      </div>
    </section>
  );
}

/**
 * "14:00 em São Paulo (12:00 no seu horário)" when the editor's clock shows another time at that
 * instant; nothing otherwise. With the date when the two clocks are on different days.
 */
function ZoneNote({ value, locale }: { value: string; locale: string }) {
  const { t } = useTranslation('admin');
  const instant = instantOfInput(value);
  if (!instant) return null;
  const format = (timeZone: string | undefined, withDate: boolean) =>
    new Intl.DateTimeFormat(locale, {
      ...(withDate ? { dateStyle: 'short' } : {}),
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    }).format(instant);
  if (format(SAO_PAULO_TIME_ZONE, true) === format(undefined, true)) return null;
  const sameDay =
    new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO_TIME_ZONE }).format(instant) ===
    new Intl.DateTimeFormat('en-CA').format(instant);
  return (
    <span data-testid="zone-note">
      {t('content.schedule.inYourZone', {
        time: format(SAO_PAULO_TIME_ZONE, !sameDay),
        local: format(undefined, !sameDay),
      })}
    </span>
  );
}
