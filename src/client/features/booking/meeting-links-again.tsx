import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { meetingLinksRequestSchema } from '#shared/schemas/meeting-manage.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { errorMessage } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { useRequestMeetingLinks } from './meeting-manage.queries.ts';

type LinksInput = z.input<typeof meetingLinksRequestSchema>;
type LinksData = z.output<typeof meetingLinksRequestSchema>;

/**
 * A visitor without a working link (none in the address, or a dead one) asks for their meetings'
 * links again by address (decision 0120). The answer is the same for every address, so the page
 * says what the server said and never whether the address booked.
 */
export function MeetingLinksAgain() {
  const { t } = useTranslation('common');
  const headingId = useId();
  const fieldError = useFieldError();
  const form = useForm<LinksInput, unknown, LinksData>({
    resolver: zodResolver(meetingLinksRequestSchema),
    defaultValues: { email: '' },
  });
  const request = useRequestMeetingLinks();
  const emailError = form.formState.errors.email?.message;

  return (
    <section aria-labelledby={headingId} className="grid gap-3 border-t border-border pt-6">
      <h2 id={headingId} className="text-h3 text-foreground">
        {t('booking.manage.linksAgain.heading')}
      </h2>
      <p className="text-muted-foreground">{t('booking.manage.linksAgain.intro')}</p>
      {request.isSuccess ? (
        <p role="status" className="text-foreground">
          {request.data.message}
        </p>
      ) : (
        <form
          noValidate
          className="grid max-w-md gap-4"
          onSubmit={form.handleSubmit((data) =>
            request.mutateAsync(data.email).catch(() => undefined),
          )}
        >
          <FormField label={t('booking.manage.linksAgain.email')} error={fieldError(emailError)}>
            {(a11y) => (
              <Input {...a11y} type="email" autoComplete="email" {...form.register('email')} />
            )}
          </FormField>
          {request.isError && (
            <Alert variant="error">
              {errorMessage(request.error, t('booking.manage.linksAgain.error'))}
            </Alert>
          )}
          <div>
            <Button type="submit" variant="secondary" loading={request.isPending}>
              {request.isPending
                ? t('booking.manage.linksAgain.submitting')
                : t('booking.manage.linksAgain.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
