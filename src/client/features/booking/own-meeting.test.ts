import { describe, expect, it } from 'vitest';
import { sampleOwnMeeting } from '#shared/test/meeting-fixtures.ts';
import { ownMeetingPath, ownMeetingTime } from './own-meeting.ts';

const meeting = sampleOwnMeeting;

describe('ownMeetingTime', () => {
  it.each([
    ['pt-BR', 'America/Sao_Paulo', 'Sábado, 5 de dezembro de 2026 às 10:00'],
    ['en', 'America/Sao_Paulo', 'Saturday, December 5, 2026 at 10:00 AM'],
    ['es', 'America/Sao_Paulo', 'Sábado, 5 de diciembre de 2026, 10:00'],
    // The browser's zone not known yet: the zone it was booked in.
    ['pt-BR', undefined, 'Sábado, 5 de dezembro de 2026 às 13:00'],
  ] as const)('%s on %s → %s', (locale, zone, expected) => {
    expect(ownMeetingTime(meeting, locale, zone).replace(/\u202f/g, ' ')).toBe(expected);
  });
});

describe('ownMeetingPath', () => {
  it.each([
    ['/reuniao', 'm1.0.r.1764941400.mac', '/reuniao?token=m1.0.r.1764941400.mac'],
    ['/en/reuniao', 'a+b/c=', '/en/reuniao?token=a%2Bb%2Fc%3D'],
  ])('%s with %s → %s', (path, token, expected) => {
    expect(ownMeetingPath(path, token)).toBe(expected);
  });
});
