import type { Locale } from '#shared/i18n/locales.ts';
import type { OwnMeeting } from '#shared/schemas/meeting-manage.ts';

/**
 * The person's booked meeting as the dashboard and the tool results name it (issue 26 §3,
 * decision 0177): its time on the visitor's clock (the browser's zone once known, else the one it
 * was booked in), written to start a sentence, and the manage page's address for a link's token.
 */
export function ownMeetingTime(meeting: OwnMeeting, locale: Locale, zone?: string): string {
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: zone ?? meeting.visitorTimeZone,
  }).format(new Date(meeting.start));
  // "sábado, 5 de dezembro de 2026 às 10:00" starts a sentence where it is shown.
  return when.charAt(0).toLocaleUpperCase(locale) + when.slice(1);
}

/** The manage page (`/reuniao`, localized by the caller) opened by one of the meeting's tokens. */
export function ownMeetingPath(managePath: string, token: string): string {
  return `${managePath}?${new URLSearchParams({ token }).toString()}`;
}
