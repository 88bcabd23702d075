import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { zonedTime } from '#shared/meetings/zoned-time.ts';
import { invitationIcs, type Invitation } from './invitation-ics.ts';

/**
 * The invitation (issue 25 §5) read back by ical.js, a maintained RFC 5545 parser (Mozilla's,
 * pinned as a devDependency): what a calendar would import, at the right instant.
 */

const base: Invitation = {
  method: 'REQUEST',
  meetingId: '7f0c2a52-64c8-4a8e-9a51-6c8f3f0b7d11',
  host: 'nexus.example.com.br',
  sequence: 0,
  start: new Date('2026-11-30T12:00:00Z'),
  end: new Date('2026-11-30T12:30:00Z'),
  stamp: new Date('2026-11-27T02:30:00Z'),
  summary: 'Conversa com a Nexus: automação, análise; próximos passos',
  description:
    'Reunião de 30 minutos com Carla Administradora sobre automação inteligente. Traga dúvidas, exemplos e, se puder, números do seu processo atual.',
  videoUrl: 'https://meet.jit.si/nexus-7f0c2a52-64c8-4a8e-9a51-6c8f3f0b7d11',
  organizer: { name: 'Carla Administradora', email: 'carla@nexus.example.com.br' },
  attendees: [{ name: 'Marta "Lisboeta"', email: 'marta@example.pt' }],
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('invitationIcs', () => {
  it('parses as one event at the meeting’s instant, with a stable UID, SEQUENCE and the organiser', () => {
    const { calendar, vevent, event } = parse(invitationIcs(base));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`${base.meetingId}@nexus.example.com.br`);
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-30T12:30:00.000Z');
    expect(event.summary).toBe(base.summary);
    expect(event.description).toBe(`${base.description}\n\n${base.videoUrl}`);
    expect(event.location).toBe(base.videoUrl);
    expect(event.organizer).toBe('mailto:carla@nexus.example.com.br');
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Carla Administradora');
    expect(event.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:marta@example.pt']);
    expect(event.attendees[0]?.getParameter('cn')).toBe('Marta Lisboeta');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('is shown at 09:00 in São Paulo and 12:00 in Lisbon', () => {
    const start = parse(invitationIcs(base)).event.startDate.toJSDate();
    expect(zonedTime(start, 'America/Sao_Paulo').time).toBe('09:00');
    expect(zonedTime(start, 'Europe/Lisbon').time).toBe('12:00');
  });

  it.each([
    [
      'a change',
      {
        sequence: 1,
        start: new Date('2026-12-01T17:00:00Z'),
        end: new Date('2026-12-01T17:30:00Z'),
      },
      'REQUEST',
      'CONFIRMED',
    ],
    ['a cancellation', { method: 'CANCEL' as const, sequence: 2 }, 'CANCEL', 'CANCELLED'],
  ])(
    'keeps the UID for %s, with its SEQUENCE, METHOD and STATUS',
    (_name, change, method, status) => {
      const { calendar, vevent, event } = parse(invitationIcs({ ...base, ...change }));
      expect(calendar.getFirstPropertyValue('method')).toBe(method);
      expect(event.uid).toBe(`${base.meetingId}@nexus.example.com.br`);
      expect(event.sequence).toBe(change.sequence);
      expect(vevent.getFirstPropertyValue('status')).toBe(status);
    },
  );

  it('folds lines at 75 octets with CRLF, never inside a character', () => {
    const ics = invitationIcs(base);
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(ics.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
  });
});
