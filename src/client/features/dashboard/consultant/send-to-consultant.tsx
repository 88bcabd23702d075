import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import {
  CONSULTANT_MESSAGE_MAX_LENGTH,
  type ConsultantRequestReply,
} from '#shared/schemas/consultant-request.ts';
import { CONTACT_COMPANY_MAX_LENGTH } from '#shared/schemas/contact.ts';
import {
  canonicalToolResult,
  toolResultSchema,
  type ToolResultInput,
} from '#shared/schemas/tool-result.ts';
import { CircleCheck, Send } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { CardDescription, CardTitle, cardVariants } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Alert } from '#client/components/ui/alert.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { trackEvent } from '#client/lib/analytics.ts';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { useLocale, useLocalizedPath } from '#client/lib/locale.tsx';
import { leadOrigin } from '#client/lib/visit-origin.ts';
import { sentResultQueryOptions, useSendToolResult } from './consultant.queries.ts';

/**
 * "Send my results to a consultant" (issue 16 §4, decision 0061), at the end of a tool's result
 * screen. The tool computed everything in the browser; this explicit action, with its one-line
 * consent text, is the only call to the server: it sends the inputs (the server derives the same
 * figures), an optional company and note, and where the visit came from. A result already sent
 * says so instead of offering to send it again.
 */
export function SendToConsultant({ userId, result }: { userId: string; result: ToolResultInput }) {
  const { t, i18n } = useTranslation('dashboard');
  const { locale } = useLocale();
  const localize = useLocalizedPath();
  const headingId = useId();
  const [company, setCompany] = useState('');
  const [note, setNote] = useState('');
  const [justSent, setJustSent] = useState<ConsultantRequestReply>();

  const parsed = toolResultSchema.safeParse(result);
  const canonical = parsed.success ? canonicalToolResult(parsed.data) : '';
  const sent = useQuery({ ...sentResultQueryOptions(userId, canonical), enabled: parsed.success });
  const mutation = useSendToolResult(userId, canonical, {
    onSuccess: (reply) => {
      setJustSent(reply);
      trackEvent('form_submission', {
        form: 'consultant_request',
        tool: result.tool,
        status: 'success',
      });
      if (!reply.duplicate) trackEvent('demo_request', { source: `tool_${result.tool}` });
    },
    onError: () =>
      trackEvent('form_submission', {
        form: 'consultant_request',
        tool: result.tool,
        status: 'failed',
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || mutation.isPending) return;
    mutation.mutate({
      result,
      company: company.trim() || undefined,
      message: note.trim() || undefined,
      origin: leadOrigin(locale),
      consent: true,
    });
  };

  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  const previous = justSent ?? sent.data;
  const toolName = t(`tools.${result.tool}.title`);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="send-to-consultant"
      className={cn(cardVariants({ padding: 'lg' }), 'border-primary/30')}
    >
      <CardTitle as="h2" id={headingId}>
        {t('consultant.heading')}
      </CardTitle>
      {previous ? (
        <p role="status" className="mt-4 flex gap-3 text-surface-foreground">
          <CircleCheck
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-success-subtle-foreground"
          />
          <span>
            {justSent && !justSent.duplicate
              ? t('consultant.sent')
              : t('consultant.alreadySent', { date: date(previous.createdAt) })}
          </span>
        </p>
      ) : !parsed.success ? (
        <CardDescription className="mt-3">{t('consultant.cannotSend')}</CardDescription>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 grid gap-5">
          <CardDescription className="text-base">{t('consultant.intro')}</CardDescription>
          <div>
            <p className="text-sm font-medium text-surface-foreground">
              {t('consultant.summaryHeading')}
            </p>
            <ul className="mt-2 grid gap-1.5 text-sm text-muted-foreground">
              {[
                t('consultant.summary.tool', { tool: toolName }),
                t('consultant.summary.figures'),
                t('consultant.summary.account'),
              ].map((line) => (
                <li key={line} className="flex gap-2">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-link" />
                  {line}
                </li>
              ))}
            </ul>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField label={optional(t('consultant.company'), t('consultant.optional'))}>
              {(a11y) => (
                <Input
                  {...a11y}
                  autoComplete="organization"
                  maxLength={CONTACT_COMPANY_MAX_LENGTH}
                  value={company}
                  onChange={(event) => setCompany(event.target.value)}
                />
              )}
            </FormField>
            <FormField label={optional(t('consultant.message'), t('consultant.optional'))}>
              {(a11y) => (
                <Textarea
                  {...a11y}
                  rows={2}
                  className="min-h-10"
                  maxLength={CONSULTANT_MESSAGE_MAX_LENGTH}
                  placeholder={t('consultant.messagePlaceholder')}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                />
              )}
            </FormField>
          </div>
          <p className="text-sm text-muted-foreground">
            <Trans
              t={t}
              i18nKey="consultant.consent"
              components={{
                privacy: (
                  <a
                    href={localize('/privacy-policy')}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-link underline"
                  />
                ),
              }}
            />
          </p>
          {mutation.isError && (
            <Alert variant="warning" role="alert">
              {errorMessage(mutation.error, t('consultant.failure'))}
            </Alert>
          )}
          <div>
            <Button type="submit" loading={mutation.isPending}>
              {!mutation.isPending && <Send aria-hidden="true" />}
              {mutation.isPending ? t('consultant.sending') : t('consultant.send')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function optional(label: string, word: string) {
  return (
    <>
      {label} <span className="font-normal text-muted-foreground">({word})</span>
    </>
  );
}
