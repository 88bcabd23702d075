import { zodResolver } from '@hookform/resolvers/zod';
import { startTransition, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactSchema, type ContactData, type ContactInput } from '#shared/schemas/contact.ts';
import { demoDateBounds, demoPeriods } from '#shared/tools/demo-slot.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
import { cn } from '#client/lib/cn.ts';
import { serverFieldErrors } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { useLocale } from '#client/lib/locale.tsx';
import { leadOrigin } from '#client/lib/visit-origin.ts';
import { useSendLead } from './contact.queries.ts';

/** Spec 01 §9: the confirmation replaces the form for 3000 ms, then the form comes back empty. */
export const CONFIRMATION_MS = 3000;
/** Spec 01 §9: the message box has 4 rows. */
const MESSAGE_ROWS = 4;

const emptyLead: ContactInput = {
  name: '',
  email: '',
  company: '',
  message: '',
  website: '',
  preferredDate: '',
  preferredPeriod: '',
};

/** A lead the form stored: what was typed, and the id the server gave it. */
export type SentLead = ContactData & { id: number };

/** Fields the server may refuse on its own clock (a period that began meanwhile). */
const slotFields = ['preferredDate', 'preferredPeriod'] as const;

/**
 * The demonstration request (spec 01 §4 "Contact form"), shared by the home page and
 * /demonstracao. One deliberate change from the spec: a failed submission also tells the visitor,
 * politely, and keeps what they typed (a silent failure loses leads; issue 4). Beyond the spec's
 * four fields: an optional preferred weekday and period for the demonstration (issue 15 §3,
 * decision 0062), and, sent along unseen, where the visit came from (issue 16 §6, decision 0060).
 */
export function LeadForm({
  source,
  labelledBy,
  onSent,
}: {
  source: 'home' | 'demonstracao';
  /** Id of the heading that names the form (the section's or the page's). */
  labelledBy: string;
  /** Told of each lead stored, with its id (issue 25 §2: the offer to choose a time after it). */
  onSent?: (lead: SentLead) => void;
}) {
  const { t } = useTranslation('home');
  const { locale } = useLocale();
  const message = useFieldError();
  const [confirmed, setConfirmed] = useState(false);
  const periodLegendId = useId();
  const slotHintId = useId();
  // Only in the browser: a prerendered page would otherwise carry the build day as "today". Set
  // in a task of its own after hydration, as a transition (issue 26 §1, decision 0084): read
  // during render, the client-only value forced a synchronous re-render inside hydration's commit,
  // and the São Paulo clock's first use (loading the zone's data) made that one task ~220 ms on
  // the phone profile. Today's bounds for the date picker; the schema checks the date again when
  // it is sent.
  const [dateBounds, setDateBounds] = useState<ReturnType<typeof demoDateBounds>>();
  useEffect(() => {
    const timer = setTimeout(() =>
      startTransition(() => setDateBounds(demoDateBounds(new Date()))),
    );
    return () => clearTimeout(timer);
  }, []);
  // No defaultValues: the fields start empty in the HTML anyway, and without them the form adopts
  // whatever a visitor typed before the app hydrated (decision 0007) instead of erasing it.
  const form = useForm<ContactInput, unknown, ContactData>({
    resolver: zodResolver(contactSchema),
  });
  const mutation = useSendLead();
  const { reset: resetMutation } = mutation;
  const { errors } = form.formState;
  const pending = mutation.isPending;

  useEffect(() => {
    if (!confirmed) return;
    const timer = setTimeout(() => {
      form.reset(emptyLead);
      resetMutation();
      setConfirmed(false);
    }, CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [confirmed, form, resetMutation]);

  const submit = form.handleSubmit(async (data) => {
    try {
      const answer = await mutation.mutateAsync({ ...data, origin: leadOrigin(locale) });
      if (answer.id !== undefined) onSent?.({ ...data, id: answer.id });
      trackEvent('form_submission', { form: 'demo_request', source, status: 'success' });
      trackEvent('demo_request', { source });
      setConfirmed(true);
    } catch (error) {
      // The server judges the preferred time on its own clock: say which field, as the form does.
      const fields = serverFieldErrors(error);
      for (const field of slotFields) {
        const [first] = fields[field] ?? [];
        if (first) form.setError(field, { message: first });
      }
      // Spec 01 §4/§8: the failure is logged and the conversion recorded as failed.
      console.error('Failed to submit contact form', error);
      trackEvent('form_submission', { form: 'demo_request', source, status: 'failed' });
    }
  });

  if (confirmed) {
    return (
      <div
        role="status"
        className="flex min-h-[26rem] flex-col items-center justify-center gap-3 rounded-xl border border-border bg-success-subtle p-8 text-center"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-12 text-success-subtle-foreground"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="m8 12 3 3 5-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <p className="text-xl font-semibold text-foreground">{t('form.successTitle')}</p>
        <p className="text-foreground">{t('form.success')}</p>
      </div>
    );
  }

  const optional = (label: string) => (
    <>
      {label} <span className="font-normal text-muted-foreground">({t('form.optional')})</span>
    </>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={labelledBy}
      className={cn(cardVariants({ padding: 'md' }), 'relative flex flex-col gap-4')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('form.name')} error={message(errors.name?.message)}>
          {(a11y) => <Input {...a11y} autoComplete="name" required {...form.register('name')} />}
        </FormField>
        <FormField label={t('form.email')} error={message(errors.email?.message)}>
          {(a11y) => (
            <Input
              {...a11y}
              type="email"
              autoComplete="email"
              required
              {...form.register('email')}
            />
          )}
        </FormField>
      </div>
      <FormField label={optional(t('form.company'))} error={message(errors.company?.message)}>
        {(a11y) => <Input {...a11y} autoComplete="organization" {...form.register('company')} />}
      </FormField>
      <FormField label={optional(t('form.message'))} error={message(errors.message?.message)}>
        {(a11y) => (
          <Textarea
            {...a11y}
            rows={MESSAGE_ROWS}
            placeholder={t('form.messagePlaceholder')}
            {...form.register('message')}
          />
        )}
      </FormField>
      <fieldset
        aria-describedby={slotHintId}
        className="grid gap-4 rounded-lg border border-border p-4"
      >
        <legend className="px-1 text-sm font-medium text-foreground">
          {optional(t('form.preferredTime'))}
        </legend>
        <p id={slotHintId} className="-mt-2 text-xs text-muted-foreground">
          {t('form.preferredTimeHint')}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('form.preferredDate')} error={message(errors.preferredDate?.message)}>
            {(a11y) => (
              <Input
                {...a11y}
                type="date"
                min={dateBounds?.min}
                max={dateBounds?.max}
                {...form.register('preferredDate')}
              />
            )}
          </FormField>
          <div
            role="radiogroup"
            aria-labelledby={periodLegendId}
            aria-invalid={Boolean(errors.preferredPeriod)}
            aria-describedby={errors.preferredPeriod ? `${periodLegendId}-error` : undefined}
            className="flex flex-col gap-1.5"
          >
            <span id={periodLegendId} className="text-sm font-medium text-foreground">
              {t('form.preferredPeriod')}
            </span>
            <div className="flex flex-wrap gap-x-4 gap-y-2 pt-1.5">
              {(['', ...demoPeriods] as const).map((period) => (
                <label
                  key={period || 'none'}
                  className="inline-flex cursor-pointer items-center gap-2 text-sm text-foreground"
                >
                  <input
                    type="radio"
                    value={period}
                    defaultChecked={period === ''}
                    className="size-4 accent-primary"
                    {...form.register('preferredPeriod')}
                  />
                  {t(`form.periods.${period || 'none'}`)}
                </label>
              ))}
            </div>
            {errors.preferredPeriod && (
              <p
                id={`${periodLegendId}-error`}
                className="text-sm text-destructive-subtle-foreground"
              >
                {message(errors.preferredPeriod.message)}
              </p>
            )}
          </div>
        </div>
      </fieldset>
      {/* Honeypot (spec: none; our abuse guard): off-screen, out of the tab order and hidden from
          assistive technology, so only bots fill it. The server drops such leads silently. */}
      <div
        aria-hidden="true"
        className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
      >
        <label>
          {t('form.honeypot')}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      {mutation.isError && !pending && (
        <Alert variant="warning" role="alert">
          {t('form.failure')}
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {pending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
