/**
 * A meeting's calendar invitation (issue 25 §5; RFC 5545 and RFC 5546 iTIP): pure, so the
 * confirmation, reschedule and cancel mails attach the same text and a test parses it with a
 * real iCalendar parser (ical.js).
 *
 * - Times in UTC (`DTSTART:…Z`): every calendar (Google, Outlook, Apple) shows a UTC time in its
 *   reader's zone, so no VTIMEZONE is needed and none can be wrong.
 * - `UID` is the meeting's id at the site's host: stable, so an update or a cancel replaces the
 *   event instead of adding one; `SEQUENCE` is the meeting's, raised by each change (§5).
 * - `METHOD:REQUEST` for a booking or a change, `METHOD:CANCEL` (with `STATUS:CANCELLED`) for a
 *   cancellation, as iTIP requires; `ORGANIZER` is the consultant.
 */

export interface InvitationPerson {
  name: string;
  email: string;
}

export interface Invitation {
  method: 'REQUEST' | 'CANCEL';
  meetingId: string;
  /** The site's host (APP_URL's), the UID's right-hand side. */
  host: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When this version was made (DTSTAMP): the server's clock. */
  stamp: Date;
  summary: string;
  description: string;
  videoUrl: string;
  organizer: InvitationPerson;
  attendees: readonly InvitationPerson[];
}

/** 20261130T120000Z (also the calendar feed's, calendar-feed.ts). */
export const utc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
export const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** A quoted parameter value (CN): no double quotes or control characters allowed inside. */
const param = (value: string) =>
  `"${[...value].filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20).join('')}"`;

/**
 * Lines longer than 75 octets are folded (RFC 5545 §3.1) with CRLF and a space, never inside a
 * UTF-8 character: "Reunião" must survive the fold.
 */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; the next ones 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function invitationIcs(invitation: Invitation): string {
  const cancel = invitation.method === 'CANCEL';
  // Addresses passed the e-mail schema; a line break would still start a property of its own.
  const mailto = (email: string) => `mailto:${email.replace(/[\r\n]/g, '')}`;
  const person = (role: 'ORGANIZER' | 'ATTENDEE', p: InvitationPerson) =>
    role === 'ORGANIZER'
      ? `ORGANIZER;CN=${param(p.name)}:${mailto(p.email)}`
      : `ATTENDEE;CN=${param(p.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:${mailto(p.email)}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nexus//Meetings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    'BEGIN:VEVENT',
    `UID:${invitation.meetingId}@${invitation.host}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utc(invitation.stamp)}`,
    `DTSTART:${utc(invitation.start)}`,
    `DTEND:${utc(invitation.end)}`,
    `SUMMARY:${text(invitation.summary)}`,
    `DESCRIPTION:${text(`${invitation.description}\n\n${invitation.videoUrl}`)}`,
    `LOCATION:${text(invitation.videoUrl)}`,
    `URL:${invitation.videoUrl}`,
    person('ORGANIZER', invitation.organizer),
    ...invitation.attendees.map((a) => person('ATTENDEE', a)),
    `STATUS:${cancel ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
