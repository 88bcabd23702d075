import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatCalendarDate } from '#shared/format/locale-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { ServiceSlug } from '#shared/routes.ts';
import type { BookingAnswer } from '#shared/schemas/booking.ts';
import { bookingLeadSchema } from '#shared/schemas/booking-lead.ts';
import type { ToolResultInput } from '#shared/schemas/tool-result.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { cardVariants } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
import { ApiError } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage, serverFieldErrors } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { leadOrigin } from '#client/lib/visit-origin.ts';
import { bookingKey, slotsQueryOptions, useBookMeeting } from './booking.queries.ts';
import { BookingDone } from './booking-done.tsx';
import { slotDays } from './slot-days.ts';
import { SlotPicker, useVisitorTimeZone } from './slot-picker.tsx';

/** The lead fields of the booking: the contact form's (spec 01 §3), the slot added on send. */
const leadFieldsSchema = bookingLeadSchema;
type LeadFieldsInput = z.input<typeof leadFieldsSchema>;
type LeadFields = z.output<typeof leadFieldsSchema>;

/**
 * The fresh slots of a 409 (`bookingConflictSchema` on the server, which checked them before
 * sending); read without that schema, whose module would bring the tool-result schema along.
 */
function freshSlots(body: unknown): { start: string; end: string }[] | undefined {
  if (typeof body !== 'object' || body === null || !('slots' in body)) return undefined;
  const { slots } = body;
  return Array.isArray(slots) ? (slots as { start: string; end: string }[]) : undefined;
}

/** Spec 01 §9: the message box has 4 rows, as the contact form's. */
const MESSAGE_ROWS = 4;

/**
 * Booking a conversation in the visitor's sitting (issue 25 §2, decision 0107): the slot picker,
 * then the lead fields and "book", then the booked time in both zones. Until a time is chosen
 * (or when none is free, or the slots cannot be loaded) the page's own `alternative` shows in its
 * place: the plain form that sends without a time, as before. Once chosen, the booking form stays
 * mounted, so a slot lost meanwhile (409) only asks for another time, nothing retyped.
 */
export function BookingPanel({
  language,
  service,
  alternative,
  contact,
  follows,
  toolResult,
  source,
  onBooked,
  bare = false,
  className,
}: {
  language: Locale;
  service?: ServiceSlug;
  /** What shows while no time is chosen: the plain form, or a quieter "send without a time". */
  alternative: ReactNode;
  /** A signed-in person's name and address: sent as they are, not asked again. */
  contact?: { name: string; email: string };
  /**
   * The lead this visitor has just sent with the contact form: its fields fill the form, and the
   * meeting joins that lead instead of a second one (decision 0107).
   */
  follows?: { id: number; name: string; email: string; company?: string; message?: string };
  /** "Book a call about this result": the tool's inputs, stored on the lead. */
  toolResult?: ToolResultInput;
  /** For analytics: where the booking was made. */
  source: string;
  onBooked?: (answer: BookingAnswer) => void;
  /** Inside a card already (a tool result's next step): no card of its own around each part. */
  bare?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const zone = useVisitorTimeZone();
  const queryClient = useQueryClient();
  const message = useFieldError();
  const formId = useId();
  const [slotStart, setSlotStart] = useState<string>();
  const [booking, setBooking] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [pickerKey, setPickerKey] = useState(0);
  const [booked, setBooked] = useState<BookingAnswer>();
  const form = useForm<LeadFieldsInput, unknown, LeadFields>({
    resolver: zodResolver(leadFieldsSchema),
    defaultValues: {
      name: contact?.name ?? follows?.name ?? '',
      email: contact?.email ?? follows?.email ?? '',
      company: follows?.company ?? '',
      message: follows?.message ?? '',
    },
  });
  const { errors } = form.formState;
  const mutation = useBookMeeting();

  if (booked && zone) {
    return (
      <BookingDone meeting={booked.meeting} zone={zone} language={language} className={className} />
    );
  }

  const choose = (start: string) => {
    setSlotStart(start);
    setBooking(true);
    setProblem(undefined);
  };

  /** A slot taken meanwhile: the fresh list replaces the first page, the choice is cleared. */
  const offerFresh = (reason: string, slots: { start: string; end: string }[] | undefined) => {
    if (slots)
      queryClient.setQueryData(slotsQueryOptions({ language, service }).queryKey, { slots });
    else void queryClient.invalidateQueries({ queryKey: bookingKey });
    setSlotStart(undefined);
    setProblem(reason);
    setPickerKey((key) => key + 1);
  };

  const submit = form.handleSubmit(async (lead) => {
    if (!slotStart || !zone) {
      setProblem(t('booking.form.chooseTime'));
      return;
    }
    try {
      const answer = await mutation.mutateAsync({
        ...lead,
        slotStart,
        visitorTimeZone: zone,
        language,
        service,
        toolResult,
        followsLead: follows?.id,
        origin: leadOrigin(language),
      });
      trackEvent('form_submission', { form: 'booking', source, status: 'success' });
      trackEvent('demo_request', { source: `booking_${source}` });
      setBooked(answer);
      onBooked?.(answer);
    } catch (error) {
      trackEvent('form_submission', { form: 'booking', source, status: 'failed' });
      if (error instanceof ApiError && error.status === 409) {
        offerFresh(errorMessage(error, t('booking.form.taken')), freshSlots(error.body));
        return;
      }
      const [slotProblem] = serverFieldErrors(error).slotStart ?? [];
      if (slotProblem) offerFresh(slotProblem, undefined);
    }
  });

  const chosen = slotStart && zone ? slotDays([{ start: slotStart }], zone)[0] : undefined;
  const optional = (label: string) => (
    <>
      {label}{' '}
      <span className="font-normal text-muted-foreground">({t('booking.form.optional')})</span>
    </>
  );

  return (
    <div className={cn('grid min-w-0 gap-6', className)} data-testid="booking-panel">
      <div
        className={cn(
          !bare && cardVariants({ padding: 'md' }),
          // Without JavaScript nothing can load the times: the page's plain form is all there is.
          '[@media(scripting:none)]:hidden',
        )}
      >
        <SlotPicker
          key={pickerKey}
          language={language}
          service={service}
          zone={zone}
          value={slotStart}
          onChange={choose}
        />
        {problem && (
          <Alert variant="warning" role="alert" className="mt-4">
            {problem}
          </Alert>
        )}
      </div>
      {booking ? (
        <form
          onSubmit={submit}
          noValidate
          aria-labelledby={`${formId}-title`}
          className={cn(
            !bare && cardVariants({ padding: 'md' }),
            'relative flex flex-col gap-4',
            bare && 'border-t border-border pt-6',
          )}
        >
          <h3 id={`${formId}-title`} className="text-lg font-semibold text-foreground">
            {t('booking.form.title')}
          </h3>
          <p
            className="-mt-2 text-sm text-muted-foreground first-letter:uppercase"
            aria-live="polite"
          >
            {chosen?.slots[0]
              ? t('booking.form.chosen', {
                  date: formatCalendarDate(chosen.date, language, 'long'),
                  time: chosen.slots[0].time,
                })
              : t('booking.form.chooseTime')}
          </p>
          {!contact && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={t('booking.form.name')} error={message(errors.name?.message)}>
                {(a11y) => (
                  <Input {...a11y} autoComplete="name" required {...form.register('name')} />
                )}
              </FormField>
              <FormField label={t('booking.form.email')} error={message(errors.email?.message)}>
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
          )}
          <FormField
            label={optional(t('booking.form.company'))}
            error={message(errors.company?.message)}
          >
            {(a11y) => (
              <Input {...a11y} autoComplete="organization" {...form.register('company')} />
            )}
          </FormField>
          <FormField
            label={optional(t('booking.form.message'))}
            error={message(errors.message?.message)}
          >
            {(a11y) => <Textarea {...a11y} rows={MESSAGE_ROWS} {...form.register('message')} />}
          </FormField>
          {/* Honeypot, as the contact form's: off-screen, out of the tab order, hidden. */}
          <div
            aria-hidden="true"
            className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
          >
            <label>
              {t('booking.form.honeypot')}
              <input type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
            </label>
          </div>
          {mutation.isError && !problem && (
            <Alert variant="warning" role="alert">
              {errorMessage(mutation.error, t('booking.form.failure'))}
            </Alert>
          )}
          <Button type="submit" size="lg" className="w-full" loading={mutation.isPending}>
            {mutation.isPending ? t('booking.form.booking') : t('booking.form.submit')}
          </Button>
          <Button
            type="button"
            variant="link"
            className="self-center"
            onClick={() => {
              setBooking(false);
              setSlotStart(undefined);
              setProblem(undefined);
            }}
          >
            {t('booking.form.withoutTime')}
          </Button>
        </form>
      ) : (
        alternative
      )}
    </div>
  );
}
