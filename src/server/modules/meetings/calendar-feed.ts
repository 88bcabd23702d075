import type { DeskMeeting } from '#shared/schemas/consultants.ts';
import { fold, text, utc } from './invitation-ics.ts';

/**
 * A consultant's private calendar feed (issue 25 §6, decision 0112): an iCalendar file a calendar
 * subscribes to by URL and polls, unlike the invitation (invitation-ics.ts), which is sent once.
 *
 * - No METHOD: a published feed is not an iTIP message; Outlook refuses a subscription whose
 *   events say REQUEST.
 * - Times in UTC, so no VTIMEZONE is needed; `X-WR-TIMEZONE` only tells Google which zone to show
 *   the calendar in, and `X-WR-CALNAME` names it in Google and Outlook.
 * - `REFRESH-INTERVAL` (RFC 7986) and `X-PUBLISHED-TTL` (Outlook): poll hourly. Google polls on its
 *   own schedule (hours) whatever the feed says.
 * - The same UID as the meeting's invitation, so a calendar that holds both shows one event.
 */
export function calendarFeed(feed: {
  name: string;
  host: string;
  stamp: Date;
  meetings: readonly DeskMeeting[];
  summaryOf: (meeting: DeskMeeting) => string;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nexus//Consultant feed//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${text(feed.name)}`,
    'X-WR-TIMEZONE:America/Sao_Paulo',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...feed.meetings.flatMap((m) => [
      'BEGIN:VEVENT',
      `UID:${m.id}@${feed.host}`,
      `DTSTAMP:${utc(feed.stamp)}`,
      `DTSTART:${utc(new Date(m.start))}`,
      `DTEND:${utc(new Date(m.end))}`,
      `SUMMARY:${text(feed.summaryOf(m))}`,
      `DESCRIPTION:${text(m.videoUrl)}`,
      `LOCATION:${text(m.videoUrl)}`,
      `URL:${m.videoUrl}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
