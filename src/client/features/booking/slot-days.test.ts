import { describe, expect, it } from 'vitest';
import { slotDays } from './slot-days.ts';

// Issue 25 §2, §7: the visitor's day and time, São Paulo's beside it only when the clocks differ.
describe('slotDays', () => {
  const slots = [
    { start: '2026-03-02T12:00:00.000Z' }, // 09:00 São Paulo, 12:00 Lisbon (WET)
    { start: '2026-03-02T20:30:00.000Z' }, // 17:30 São Paulo, 20:30 Lisbon
    { start: '2026-03-03T12:00:00.000Z' },
  ];

  it('groups by the visitor day and shows São Paulo beside a Lisbon time', () => {
    expect(slotDays(slots, 'Europe/Lisbon')).toEqual([
      {
        date: '2026-03-02',
        slots: [
          { start: slots[0]?.start, time: '12:00', saoPaulo: { time: '09:00' } },
          { start: slots[1]?.start, time: '20:30', saoPaulo: { time: '17:30' } },
        ],
      },
      {
        date: '2026-03-03',
        slots: [{ start: slots[2]?.start, time: '12:00', saoPaulo: { time: '09:00' } }],
      },
    ]);
  });

  it('shows one time when the visitor clock reads as São Paulo (another zone, same offset)', () => {
    const [day] = slotDays(slots, 'America/Bahia');
    expect(day?.slots[0]).toEqual({ start: slots[0]?.start, time: '09:00' });
  });

  it('follows daylight saving: Lisbon moves to WEST on 29 March 2026, São Paulo does not', () => {
    const [day] = slotDays([{ start: '2026-03-30T12:00:00.000Z' }], 'Europe/Lisbon');
    expect(day?.slots[0]).toEqual({
      start: '2026-03-30T12:00:00.000Z',
      time: '13:00',
      saoPaulo: { time: '09:00' },
    });
  });

  it('names São Paulo date when the visitor day is another one (Tokyo)', () => {
    expect(slotDays([{ start: '2026-03-02T20:30:00.000Z' }], 'Asia/Tokyo')).toEqual([
      {
        date: '2026-03-03',
        slots: [
          {
            start: '2026-03-02T20:30:00.000Z',
            time: '05:30',
            saoPaulo: { time: '17:30', date: '2026-03-02' },
          },
        ],
      },
    ]);
  });
});
