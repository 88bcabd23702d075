import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { supportedLocales } from '#shared/i18n/locales.ts';
import { serviceSlugs } from '#shared/routes.ts';
import {
  consultantSettingsSchema,
  type AttentionMeeting,
  type ConsultantEntry,
  type ConsultantSettings,
} from '#shared/schemas/consultants.ts';
import { formatCalendarDate } from '#shared/format/locale-format.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessage, serverFieldErrors } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { toast } from '#client/lib/toast.ts';
import { MeetingList } from './meeting-list.tsx';
import { useSaveConsultant } from './meetings-desk.queries.ts';

/** Monday first, as a Brazilian week is read; stored 0 = Sunday (migration 010). */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** Issue 25 §1: Monday–Friday 09:00–18:00 São Paulo, every language and area, as the CLI makes. */
export const newConsultant: ConsultantSettings = {
  active: true,
  languages: [...supportedLocales],
  areas: [...serviceSlugs],
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 540, endMinute: 1080 })),
  daysOff: [],
  meetingMinutes: 30,
  bufferMinutes: 0,
  noticeMinutes: 240,
  horizonDays: 30,
};

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
/** A time input's "HH:MM" as minutes; an end at 00:00 is the day's end (24:00). */
const minutesOf = (text: string, isEnd: boolean) => {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return isEnd && minutes === 0 ? 1440 : minutes;
};

/** What the form edits: the stored settings, or the CLI's defaults for a new consultant. */
function settingsOf(entry: ConsultantEntry): ConsultantSettings {
  if (!entry.consultant) return newConsultant;
  const { hasFeed, ...settings } = entry.consultant;
  void hasFeed;
  return settings;
}

/**
 * One consultant's settings (issue 25 §1): languages, areas, the weekly hours in São Paulo time
 * (several ranges a day), days off and the booking limits, checked by the same schema as the API.
 * After a save, the meetings the new settings leave out are listed right here to be moved (§6).
 */
export function ConsultantForm({
  entry,
  consultants,
  onClose,
}: {
  entry: ConsultantEntry;
  consultants: readonly ConsultantEntry[];
  onClose(): void;
}) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const fieldError = useFieldError();
  const [clashes, setClashes] = useState<AttentionMeeting[] | null>(null);
  const [dayOff, setDayOff] = useState('');
  const current = settingsOf(entry);
  const form = useForm<ConsultantSettings>({
    resolver: zodResolver(consultantSettingsSchema),
    defaultValues: current,
  });
  const weekly = useFieldArray({ control: form.control, name: 'weekly' });
  const daysOff = useWatch({ control: form.control, name: 'daysOff' });
  const save = useSaveConsultant();
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (settings) => {
    try {
      const answer = await save.mutateAsync({ id: entry.id, settings });
      setClashes(answer.clashes);
      toast({ title: t('consultants.form.saved') });
    } catch (error) {
      const byField = serverFieldErrors(error);
      for (const [key, messages] of Object.entries(byField)) {
        if (key in current)
          form.setError(key as keyof ConsultantSettings, { message: messages[0] });
      }
      toast({
        title: t('consultants.form.saveFailed'),
        description: errorMessage(error, t('consultants.form.saveFailed')),
        variant: 'destructive',
      });
    }
  });

  const numberField = (
    name: 'meetingMinutes' | 'bufferMinutes' | 'noticeMinutes' | 'horizonDays',
  ) => (
    <FormField label={t(`consultants.form.${name}`)} error={fieldError(errors[name]?.message)}>
      {(a11y) => (
        <Input
          {...a11y}
          type="number"
          inputMode="numeric"
          {...form.register(name, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-6"
      data-testid="consultant-form"
    >
      <Checkbox label={t('consultants.form.active')} {...form.register('active')} />

      <div className="grid gap-6 sm:grid-cols-2">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('consultants.form.languages')}</legend>
          {supportedLocales.map((locale) => (
            <Checkbox
              key={locale}
              value={locale}
              label={t(`consultants.languageNames.${locale}`)}
              {...form.register('languages')}
            />
          ))}
          {errors.languages && (
            <p className="text-sm text-destructive-subtle-foreground">
              {fieldError(errors.languages.message ?? errors.languages[0]?.message)}
            </p>
          )}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('consultants.form.areas')}</legend>
          {serviceSlugs.map((area) => (
            <Checkbox
              key={area}
              value={area}
              label={t(`consultants.areaNames.${area}`)}
              {...form.register('areas')}
            />
          ))}
          {errors.areas && (
            <p className="text-sm text-destructive-subtle-foreground">
              {fieldError(errors.areas.message ?? errors.areas[0]?.message)}
            </p>
          )}
        </fieldset>
      </div>

      <fieldset className="flex flex-col gap-3" data-testid="weekly-hours">
        <legend className="mb-1 text-sm font-semibold">{t('consultants.form.weekly')}</legend>
        {errors.weekly?.message && (
          <p className="text-sm text-destructive-subtle-foreground">
            {fieldError(errors.weekly.message)}
          </p>
        )}
        {weekOrder.map((weekday) => {
          const dayName = t(`consultants.weekdays.${weekday}`);
          const ranges = weekly.fields
            .map((field, index) => ({ field, index }))
            .filter(({ field }) => field.weekday === weekday);
          return (
            <div
              key={weekday}
              className="grid gap-2 border-b border-border pb-3 sm:grid-cols-[9rem_1fr]"
              data-testid={`weekday-${weekday}`}
            >
              <p className="pt-2 text-sm font-medium">{dayName}</p>
              <div className="flex flex-col gap-2">
                {ranges.length === 0 && (
                  <p className="pt-2 text-sm text-muted-foreground">
                    {t('consultants.form.noRanges')}
                  </p>
                )}
                {ranges.map(({ field, index }) => {
                  const problem = fieldError(errors.weekly?.[index]?.message);
                  return (
                    <div key={field.id} className="flex flex-col gap-1">
                      <div className="flex flex-wrap items-end gap-2">
                        {(['startMinute', 'endMinute'] as const).map((part) => (
                          <Controller
                            key={part}
                            control={form.control}
                            name={`weekly.${index}.${part}`}
                            render={({ field: control }) => (
                              <label className="flex flex-col gap-1 text-xs text-muted-foreground">
                                {t(
                                  part === 'startMinute'
                                    ? 'consultants.form.from'
                                    : 'consultants.form.to',
                                )}
                                <Input
                                  type="time"
                                  step={300}
                                  className="w-32"
                                  aria-invalid={Boolean(problem)}
                                  value={Number.isNaN(control.value) ? '' : hhmm(control.value)}
                                  onChange={(e) =>
                                    control.onChange(
                                      minutesOf(e.target.value, part === 'endMinute'),
                                    )
                                  }
                                  onBlur={control.onBlur}
                                />
                              </label>
                            )}
                          />
                        ))}
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          aria-label={t('consultants.form.removeRange', { day: dayName })}
                          onClick={() => weekly.remove(index)}
                        >
                          <Trash2 aria-hidden="true" />
                        </Button>
                      </div>
                      {problem && (
                        <p className="text-sm text-destructive-subtle-foreground">{problem}</p>
                      )}
                    </div>
                  );
                })}
                <Button
                  type="button"
                  variant="link"
                  className="self-start"
                  aria-label={`${t('consultants.form.addRange')}: ${dayName}`}
                  onClick={() => weekly.append({ weekday, startMinute: 540, endMinute: 1080 })}
                >
                  <Plus aria-hidden="true" />
                  {t('consultants.form.addRange')}
                </Button>
              </div>
            </div>
          );
        })}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold">{t('consultants.form.daysOff')}</legend>
        <div className="flex flex-wrap items-end gap-2">
          <FormField
            label={t('consultants.form.dayOff')}
            error={fieldError(errors.daysOff?.message ?? errors.daysOff?.[0]?.message)}
          >
            {(a11y) => (
              <Input
                {...a11y}
                type="date"
                className="w-44"
                value={dayOff}
                onChange={(e) => setDayOff(e.target.value)}
              />
            )}
          </FormField>
          <Button
            type="button"
            variant="secondary"
            disabled={dayOff === ''}
            onClick={() => {
              if (!daysOff.includes(dayOff))
                form.setValue('daysOff', [...daysOff, dayOff].sort(), { shouldDirty: true });
              setDayOff('');
            }}
          >
            <Plus aria-hidden="true" />
            {t('consultants.form.addDayOff')}
          </Button>
        </div>
        {daysOff.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('consultants.form.noDaysOff')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="days-off">
            {daysOff.map((day) => {
              const label = formatCalendarDate(day, i18n.language, 'long');
              return (
                <li
                  key={day}
                  className="flex items-center gap-1 rounded-full bg-muted py-1 pr-1 pl-3 text-sm"
                >
                  {label}
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="h-7 px-2"
                    aria-label={t('consultants.form.removeDayOff', { day: label })}
                    onClick={() =>
                      form.setValue(
                        'daysOff',
                        daysOff.filter((d) => d !== day),
                        { shouldDirty: true },
                      )
                    }
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {numberField('meetingMinutes')}
        {numberField('bufferMinutes')}
        {numberField('noticeMinutes')}
        {numberField('horizonDays')}
      </div>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('consultants.form.saving') : t('consultants.form.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('consultants.close')}
        </Button>
      </div>

      {clashes !== null &&
        (clashes.length === 0 ? (
          <Alert variant="success" role="status">
            {t('consultants.clashes.none')}
          </Alert>
        ) : (
          <section
            aria-labelledby={`clashes-${entry.id}`}
            className="flex flex-col gap-3"
            data-testid="clashes"
          >
            <h3 id={`clashes-${entry.id}`} className="text-base font-semibold">
              {t('consultants.clashes.heading')}
            </h3>
            <Alert variant="warning">{t('consultants.clashes.intro')}</Alert>
            <MeetingList
              meetings={clashes}
              consultants={consultants}
              onMoved={(id) => setClashes((list) => list?.filter((m) => m.id !== id) ?? null)}
            />
          </section>
        ))}
    </form>
  );
}
