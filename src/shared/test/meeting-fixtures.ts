import type { OwnMeeting } from '#shared/schemas/meeting-manage.ts';

/**
 * A booked meeting as GET /api/meetings/mine answers it (decision 0177), for the client's tests:
 * Saturday 5 December 2026, 13:00–13:30 UTC (10:00 in São Paulo), booked from Lisbon.
 */
export const sampleOwnMeeting: OwnMeeting = {
  start: '2026-12-05T13:00:00.000Z',
  end: '2026-12-05T13:30:00.000Z',
  status: 'booked',
  consultantName: 'Carla Consultora',
  visitorTimeZone: 'Europe/Lisbon',
  videoUrl: 'https://meet.jit.si/nexus-m1',
  rescheduleToken: 'm1.0.r.1764941400.mac-r',
  cancelToken: 'm1.0.c.1764941400.mac-c',
};
