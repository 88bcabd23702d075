import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Video } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskMeeting, MeetingStatus } from '#shared/schemas/consultants.ts';
import { formatCalendarDate } from '#shared/format/locale-format.ts';
import { SAO_PAULO_TIME_ZONE, saoPauloIsoDate } from '#shared/time/sao-paulo.ts';
import {
  addCalendarDays,
  parseCalendarDate,
  toIsoCalendarDate,
  weekdayOf,
} from '#shared/tools/calendar-date.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Badge, type BadgeProps } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { controlClasses } from '#client/components/ui/input.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/error-message.ts';
import { toast } from '#client/lib/toast.ts';
import {
  agendaQueryOptions,
  consultantsQueryOptions,
  useMarkMeeting,
} from './meetings-desk.queries.ts';

type View = 'day' | 'week';

const statusBadge: Record<MeetingStatus, BadgeProps['variant']> = {
  booked: 'brand',
  held: 'success',
  no_show: 'warning',
  cancelled: 'neutral',
};

/** 'YYYY-MM-DD' moved by whole days, on the calendar (no time zone involved). */
const shift = (day: string, days: number) => {
  const date = parseCalendarDate(day);
  return date ? toIsoCalendarDate(addCalendarDays(date, days)) : day;
};
/** The Monday of the week holding `day` (the agenda's week runs Monday to Sunday). */
const mondayOf = (day: string) => {
  const date = parseCalendarDate(day);
  return date ? shift(day, -((weekdayOf(date) + 6) % 7)) : day;
};

/**
 * /admin/agenda (issue 25 §6): the meetings of everyone or of one consultant, by day or week, in
 * São Paulo time, with held / no-show marks for meetings that have started (the server judges
 * "started" by its own clock; the buttons only follow it).
 */
export function AgendaDesk() {
  const { t, i18n } = useTranslation('admin');
  const [view, setView] = useState<View>('week');
  const [anchor, setAnchor] = useState(() => saoPauloIsoDate(new Date()));
  const [consultant, setConsultant] = useState('');
  // When the page opened: enough to offer the marks; the server judges by its own clock (§7).
  const [now] = useState(() => Date.now());
  const from = view === 'week' ? mondayOf(anchor) : anchor;
  const days = view === 'week' ? 7 : 1;
  const consultants = useQuery(consultantsQueryOptions());
  const agenda = useQuery(
    agendaQueryOptions({ from, days, ...(consultant ? { consultant } : {}) }),
  );
  const dayList = Array.from({ length: days }, (_, i) => shift(from, i));
  const locale = i18n.language;
  const people = (consultants.data?.consultants ?? []).filter((c) => c.consultant !== null);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <div
            role="group"
            aria-label={`${t('agenda.day')} / ${t('agenda.week')}`}
            className="flex gap-1"
          >
            {(['day', 'week'] as const).map((v) => (
              <Button
                key={v}
                size="sm"
                variant={view === v ? 'primary' : 'secondary'}
                aria-pressed={view === v}
                onClick={() => setView(v)}
              >
                {t(`agenda.${v}`)}
              </Button>
            ))}
          </div>
          <div className="flex gap-1">
            <Button
              size="icon"
              variant="secondary"
              aria-label={t('agenda.previous')}
              onClick={() => setAnchor(shift(anchor, -days))}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setAnchor(saoPauloIsoDate(new Date()))}
            >
              {t('agenda.today')}
            </Button>
            <Button
              size="icon"
              variant="secondary"
              aria-label={t('agenda.next')}
              onClick={() => setAnchor(shift(anchor, days))}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        <label className="flex flex-col gap-1 text-xs text-muted-foreground">
          {t('agenda.consultant')}
          <select
            className={cn(controlClasses, 'h-10 w-full sm:w-64')}
            value={consultant}
            onChange={(e) => setConsultant(e.target.value)}
          >
            <option value="">{t('agenda.everyone')}</option>
            {people.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-sm font-medium" aria-live="polite" data-testid="agenda-range">
        {days === 1
          ? formatCalendarDate(from, locale, 'long')
          : t('agenda.range', {
              from: formatCalendarDate(from, locale, 'short'),
              to: formatCalendarDate(shift(from, 6), locale, 'short'),
            })}
      </p>
      {agenda.isError ? (
        <Alert variant="error" role="alert">
          {t('agenda.errors.load')}
        </Alert>
      ) : !agenda.data ? (
        <Skeleton className="h-64 w-full" />
      ) : agenda.data.meetings.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('agenda.empty')}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {dayList.map((day) => {
            const meetings = agenda.data.meetings.filter(
              (m) => saoPauloIsoDate(new Date(m.start)) === day,
            );
            if (meetings.length === 0) return null;
            return (
              <section key={day} aria-labelledby={`day-${day}`} className="flex flex-col gap-2">
                <h2 id={`day-${day}`} className="text-base font-semibold">
                  {formatCalendarDate(day, locale, 'long')}
                </h2>
                <ul className="flex flex-col gap-2">
                  {meetings.map((m) => (
                    <AgendaItem key={m.id} meeting={m} now={now} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}

function AgendaItem({ meeting, now }: { meeting: DeskMeeting; now: number }) {
  const { t, i18n } = useTranslation('admin');
  const mark = useMarkMeeting();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      timeStyle: 'short',
      timeZone: SAO_PAULO_TIME_ZONE,
    }).format(new Date(iso));
  const started = Date.parse(meeting.start) <= now;
  const send = (status: 'held' | 'no_show' | 'booked') =>
    mark.mutate(
      { id: meeting.id, status },
      {
        onSuccess: () => toast({ title: t('agenda.marked') }),
        onError: (error) =>
          toast({ title: errorMessage(error, t('agenda.errors.load')), variant: 'destructive' }),
      },
    );
  return (
    <li>
      <Card
        padding="sm"
        className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
        data-testid="agenda-meeting"
      >
        <div className="flex min-w-0 flex-col gap-1 text-sm">
          <p className="font-semibold">
            {time(meeting.start)}–{time(meeting.end)} · {meeting.leadName}
            {meeting.leadCompany ? ` (${meeting.leadCompany})` : ''}
          </p>
          <p className="text-muted-foreground">
            {t('agenda.withConsultant', { name: meeting.consultantName ?? '—' })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant={statusBadge[meeting.status]}>
              {t(`agenda.status.${meeting.status}`)}
            </Badge>
            <a
              href={meeting.videoUrl}
              className="inline-flex items-center gap-1 text-link hover:underline"
              rel="noreferrer"
              target="_blank"
            >
              <Video aria-hidden="true" className="size-4" />
              {t('agenda.video')}
            </a>
          </div>
        </div>
        {started && (
          <div className="flex flex-wrap gap-2">
            {meeting.status === 'booked' ? (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={mark.isPending}
                  onClick={() => send('held')}
                >
                  {t('agenda.markHeld')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={mark.isPending}
                  onClick={() => send('no_show')}
                >
                  {t('agenda.markNoShow')}
                </Button>
              </>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                disabled={mark.isPending}
                onClick={() => send('booked')}
              >
                {t('agenda.undo')}
              </Button>
            )}
          </div>
        )}
      </Card>
    </li>
  );
}
