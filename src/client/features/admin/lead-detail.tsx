import { useQuery } from '@tanstack/react-query';
import { Paperclip } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLocale } from '#shared/i18n/locales.ts';
import { utmKeys } from '#shared/schemas/lead-origin.ts';
import {
  LEAD_NOTE_MAX_LENGTH,
  leadStatuses,
  type AdminRef,
  type Assignee,
  type LeadDetail as LeadDetailData,
  type LeadHistoryEntry,
} from '#shared/schemas/leads.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Sheet } from '#client/components/ui/sheet.tsx';
import { CenteredSpinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessage, serverFieldErrors } from '#client/lib/error-message.ts';
import { useFieldError } from '#client/lib/field-error.ts';
import { toast } from '#client/lib/toast.ts';
import { leadDetailQueryOptions, useAddLeadNote } from './admin.queries.ts';
import { LeadMeetings } from './lead-meetings.tsx';
import { LeadStatusBadge } from './lead-status-badge.tsx';
import { figureEntries, inputEntries, slotText, sourceLabel, type Entry } from './lead-text.ts';
import { useUpdateLeadWithToasts } from './use-update-lead-with-toasts.ts';

const NOBODY = 'none';

/**
 * One lead in full (issue 16 §6, decision 0063), in a panel over the inbox: every field, where it
 * came from, the tool result with its figures and answers, status and assignee, internal notes
 * (admins only, who and when) and the history of its changes. Opened from the table or a card;
 * its id lives in the URL (`lead=`), so a reload or a shared link opens it again.
 */
export function LeadDetailPanel({
  leadId,
  assignees,
  onClose,
}: {
  leadId: number | undefined;
  assignees: Assignee[] | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const detail = useQuery({
    ...leadDetailQueryOptions(leadId ?? 0),
    enabled: leadId !== undefined,
  });
  const lead = detail.data;
  return (
    <Sheet
      open={leadId !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={lead ? lead.name : t('detail.loading')}
      description={t('detail.description')}
      closeLabel={t('detail.close')}
      className="w-[min(44rem,100vw)]"
    >
      {detail.isPending ? (
        <CenteredSpinner label={t('detail.loading')} />
      ) : !lead ? (
        <p role="alert" className="px-2 text-sm text-destructive-subtle-foreground">
          {errorMessage(detail.error, t('detail.loadError'))}
        </p>
      ) : (
        <LeadDetailBody lead={lead} assignees={assignees} />
      )}
    </Sheet>
  );
}

function LeadDetailBody({
  lead,
  assignees,
}: {
  lead: LeadDetailData;
  assignees: Assignee[] | undefined;
}) {
  const { t, i18n } = useTranslation('admin');
  const { t: td, ready: toolTextsReady } = useTranslation('dashboard', { useSuspense: false });
  const locale = i18n.language;
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const update = useUpdateLeadWithToasts();
  const assigneeKnown = !lead.assignee || assignees?.some((a) => a.id === lead.assignee?.id);

  return (
    <div className="grid gap-6 px-2 pb-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <LeadStatusBadge status={lead.status} />
        <Badge variant={lead.toolResult ? 'brand' : 'neutral'}>
          {lead.toolResult && <Paperclip aria-hidden="true" />}
          {sourceLabel(t, lead.source ?? 'unknown')}
        </Badge>
        <span>{t('detail.receivedAt', { date: dateTime(lead.createdAt) })}</span>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('detail.status')}>
          {(a11y) => (
            <Select
              value={lead.status}
              disabled={update.isPending}
              onValueChange={(value) => {
                const status = leadStatuses.find((s) => s === value);
                if (status && status !== lead.status) update.mutate({ id: lead.id, status });
              }}
            >
              <SelectTrigger {...a11y}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {leadStatuses.map((status) => (
                  <SelectItem key={status} value={status}>
                    {t(`status.${status}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField label={t('detail.assignee')}>
          {(a11y) => (
            <Select
              value={lead.assignee?.id ?? NOBODY}
              disabled={update.isPending}
              onValueChange={(value) => {
                const assigneeId = value === NOBODY ? null : value;
                if (assigneeId !== (lead.assignee?.id ?? null))
                  update.mutate({ id: lead.id, assigneeId });
              }}
            >
              <SelectTrigger {...a11y}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NOBODY}>{t('table.unassigned')}</SelectItem>
                <SelectSeparator />
                {assignees?.map((admin) => (
                  <SelectItem key={admin.id} value={admin.id}>
                    {admin.fullName}
                  </SelectItem>
                ))}
                {!assigneeKnown && lead.assignee && (
                  <SelectItem value={lead.assignee.id}>
                    {lead.assignee.name ?? t('filters.formerAdmin')}
                  </SelectItem>
                )}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </div>

      <Tabs defaultValue="lead">
        <TabsList aria-label={t('detail.tabs.label')}>
          <TabsTrigger value="lead">{t('detail.tabs.lead')}</TabsTrigger>
          <TabsTrigger value="notes">
            {t('detail.tabs.notes', { count: String(lead.notes.length) })}
          </TabsTrigger>
          <TabsTrigger value="history">{t('detail.tabs.history')}</TabsTrigger>
        </TabsList>

        <TabsContent value="lead" className="grid gap-6">
          <DetailSection title={t('detail.contact')}>
            <Fields
              entries={[
                [
                  t('lead.email'),
                  <a
                    key="email"
                    href={`mailto:${lead.email}`}
                    className="font-medium break-all text-link hover:underline"
                  >
                    {lead.email}
                  </a>,
                ],
                [t('lead.company'), lead.company ?? '—'],
                [
                  t('detail.preferredTime'),
                  lead.preferredDate
                    ? slotText(t, locale, lead.preferredDate, lead.preferredPeriod)
                    : t('detail.noPreferredTime'),
                ],
              ]}
            />
            <h4 className="mt-4 text-sm font-medium text-muted-foreground">
              {t('detail.message')}
            </h4>
            {lead.message ? (
              <p
                data-testid="detail-message"
                className="rounded-md bg-muted p-3 text-sm break-words whitespace-pre-line text-foreground"
              >
                {lead.message}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground italic">{t('lead.noMessage')}</p>
            )}
          </DetailSection>

          <LeadMeetings leadId={lead.id} />

          {lead.toolResult && (
            <DetailSection
              title={t('detail.toolResult', {
                tool: t(`toolResult.tools.${lead.toolResult.tool}`),
              })}
              testId="detail-tool-result"
            >
              <Fields entries={figureEntries(t, locale, lead.toolResult)} />
              {toolTextsReady && (
                <>
                  <h4 className="mt-5 mb-2 text-sm font-semibold text-foreground">
                    {t('detail.answers')}
                  </h4>
                  <Fields entries={inputEntries(td, locale, lead.toolResult)} stacked />
                </>
              )}
            </DetailSection>
          )}

          <DetailSection title={t('detail.origin')} testId="detail-origin">
            <Fields
              entries={[
                [t('detail.source'), sourceLabel(t, lead.source ?? 'unknown')],
                [t('detail.page'), lead.origin.path ?? '—'],
                [
                  t('detail.language'),
                  isSupportedLocale(lead.origin.language)
                    ? t(`detail.languages.${lead.origin.language}`)
                    : '—',
                ],
                [t('detail.referrer'), lead.origin.referrerHost ?? t('detail.direct')],
                ...utmKeys
                  .filter((key) => lead.origin.utm[key])
                  .map((key): Entry => [`utm_${key}`, lead.origin.utm[key] ?? '']),
              ]}
            />
          </DetailSection>
        </TabsContent>

        <TabsContent value="notes">
          <Notes lead={lead} dateTime={dateTime} />
        </TabsContent>

        <TabsContent value="history">
          <History lead={lead} dateTime={dateTime} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function DetailSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <h3 id={id} className="text-base font-semibold text-foreground">
        {title}
      </h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Fields({
  entries,
  stacked = false,
}: {
  entries: [label: string, value: ReactNode][];
  stacked?: boolean;
}) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {entries.map(([label, value]) => (
        <div
          key={label}
          className={
            stacked
              ? 'grid gap-0.5 sm:col-span-2'
              : 'grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid'
          }
        >
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="break-words text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Notes({ lead, dateTime }: { lead: LeadDetailData; dateTime(iso: string): string }) {
  const { t } = useTranslation('admin');
  const message = useFieldError();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddLeadNote({
    onSuccess: () => {
      setBody('');
      setError(undefined);
      toast({ title: t('toasts.noteAdded') });
    },
    onError: (failure) =>
      setError(
        serverFieldErrors(failure).body?.[0] ?? errorMessage(failure, t('toasts.noteError')),
      ),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError(message('validation.required'));
      return;
    }
    add.mutate({ id: lead.id, body });
  };
  const author = (ref: AdminRef | null) => ref?.name ?? t('detail.notes.formerAdmin');

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('detail.notes.hint')}</p>
      {lead.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground italic">{t('detail.notes.empty')}</p>
      ) : (
        <ol className="grid gap-3" data-testid="lead-notes">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-md border border-border p-3">
              <p className="text-sm break-words whitespace-pre-line text-foreground">{note.body}</p>
              <p className="mt-2 text-xs text-muted-foreground">
                {t('detail.notes.by', {
                  name: author(note.author),
                  date: dateTime(note.createdAt),
                })}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="grid gap-3">
        <FormField label={t('detail.notes.label')} error={error}>
          {(a11y) => (
            <Textarea
              {...a11y}
              rows={3}
              maxLength={LEAD_NOTE_MAX_LENGTH}
              value={body}
              onChange={(event) => setBody(event.target.value)}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" loading={add.isPending}>
            {add.isPending ? t('detail.notes.adding') : t('detail.notes.add')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function History({ lead, dateTime }: { lead: LeadDetailData; dateTime(iso: string): string }) {
  const { t } = useTranslation('admin');
  const name = (ref: AdminRef | null) => ref?.name ?? t('detail.history.formerAdmin');
  const describe = (entry: LeadHistoryEntry): string => {
    const actor = name(entry.actor);
    if (entry.kind === 'status') {
      return t('detail.history.status', {
        actor,
        from: t(`status.${entry.from}`),
        to: t(`status.${entry.to}`),
      });
    }
    if (!entry.to) return t('detail.history.unassigned', { actor, from: name(entry.from) });
    if (!entry.from) return t('detail.history.assigned', { actor, to: name(entry.to) });
    return t('detail.history.reassigned', { actor, from: name(entry.from), to: name(entry.to) });
  };
  const items = [
    { key: 'received', at: lead.createdAt, text: t('detail.history.received') },
    ...lead.history.map((entry, i) => ({ key: String(i), at: entry.at, text: describe(entry) })),
  ];
  return (
    <ol className="grid gap-3 border-l-2 border-border pl-4" data-testid="lead-history">
      {items.map((item) => (
        <li key={item.key} className="text-sm">
          <p className="text-foreground">{item.text}</p>
          <time dateTime={item.at} className="text-xs text-muted-foreground">
            {dateTime(item.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
