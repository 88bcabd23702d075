import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSaoPauloDateTime } from '#shared/format/locale-format.ts';
import type { LeadMeeting, MeetingStatus } from '#shared/schemas/consultants.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { leadMeetingsQueryOptions } from './admin.queries.ts';

const isStatus = (text: string | null): text is MeetingStatus =>
  text === 'booked' || text === 'held' || text === 'no_show' || text === 'cancelled';

/**
 * The lead's booked conversation in its detail (issue 25 §6): when (São Paulo time), with whom,
 * its status and its history (booked, moved, marked, moved or cancelled by the visitor). Nothing is shown for a lead without one.
 */
export function LeadMeetings({ leadId }: { leadId: number }) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const answer = useQuery(leadMeetingsQueryOptions(leadId));
  const meetings = answer.data?.meetings ?? [];
  if (meetings.length === 0) return null;
  const when = (iso: string) => formatSaoPauloDateTime(new Date(iso), i18n.language, 'short');
  const step = (h: LeadMeeting['history'][number]) => {
    if (h.kind === 'reassigned') return t('agenda.history.reassigned', { to: h.to ?? '—' });
    if (h.kind === 'marked')
      return t('agenda.history.marked', {
        to: isStatus(h.to) ? t(`agenda.status.${h.to}`) : (h.to ?? '—'),
      });
    if (h.kind === 'rescheduled')
      return t('agenda.history.rescheduled', { to: h.to ? when(h.to) : '—' });
    return t(`agenda.history.${h.kind}`);
  };
  return (
    <section aria-labelledby={id} data-testid="detail-meeting">
      <h3 id={id} className="text-base font-semibold text-foreground">
        {t('agenda.leadMeetings')}
      </h3>
      <ul className="mt-2 flex flex-col gap-3">
        {meetings.map((m) => (
          <li key={m.id} className="flex flex-col gap-2 rounded-md bg-muted p-3 text-sm">
            <p className="font-semibold">
              {when(m.start)} · {t('agenda.withConsultant', { name: m.consultantName ?? '—' })}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={m.status === 'held' ? 'success' : 'neutral'}>
                {t(`agenda.status.${m.status}`)}
              </Badge>
              <span className="text-muted-foreground">
                {t('agenda.visitorZone', { zone: m.visitorTimeZone })}
              </span>
            </div>
            <h4 className="text-xs font-semibold text-muted-foreground">
              {t('agenda.history.heading')}
            </h4>
            <ol className="flex flex-col gap-1">
              {m.history.map((h, i) => (
                <li key={i}>
                  {when(h.at)} — {step(h)}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}
