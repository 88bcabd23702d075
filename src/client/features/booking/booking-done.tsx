import { CalendarCheck, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '#shared/format/locale-format.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { BookingAnswer } from '#shared/schemas/booking.ts';
import { cn } from '#client/lib/cn.ts';
import { slotDays } from './slot-days.ts';

type BookedMeeting = NonNullable<BookingAnswer['meeting']>;

/**
 * What the visitor sees once booked (issue 25 §2): the time on their clock and São Paulo's, the
 * video link, and that the invitation went to their e-mail. A honeypot booking (no meeting in the
 * answer) sees the same thanks without a time, so a bot learns nothing.
 */
export function BookingDone({
  meeting,
  zone,
  language,
  className,
}: {
  meeting: BookedMeeting | undefined;
  zone: string;
  language: Locale;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const [day] = meeting ? slotDays([meeting], zone) : [];
  const slot = day?.slots[0];
  return (
    <div
      role="status"
      data-testid="booking-done"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-border bg-success-subtle p-6 text-foreground sm:p-8',
        className,
      )}
    >
      <p className="flex items-center gap-3 text-xl font-semibold">
        <CalendarCheck
          aria-hidden="true"
          className="size-7 shrink-0 text-success-subtle-foreground"
        />
        {t('booking.done.title')}
      </p>
      {day && slot && (
        <div className="grid gap-1">
          <p className="text-lg font-semibold first-letter:uppercase">
            {t('booking.done.when', {
              date: formatCalendarDate(day.date, language, 'long'),
              time: slot.time,
            })}
          </p>
          <p className="text-sm">
            {slot.saoPaulo
              ? t('booking.done.zones', {
                  zone: zone.replaceAll('_', ' '),
                  saoPaulo: slot.saoPaulo.date
                    ? `${formatCalendarDate(slot.saoPaulo.date, language, 'short')} ${slot.saoPaulo.time}`
                    : slot.saoPaulo.time,
                })
              : t('booking.done.zone', { zone: zone.replaceAll('_', ' ') })}
          </p>
        </div>
      )}
      {meeting && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Video aria-hidden="true" className="size-4 shrink-0" />
          {t('booking.done.video')}{' '}
          <a
            href={meeting.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-all text-link underline"
          >
            {meeting.videoUrl}
          </a>
        </p>
      )}
      <p>{t('booking.done.invitation')}</p>
    </div>
  );
}
