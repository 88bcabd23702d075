import { describe, expect, it } from 'vitest';
import { instantOfInput, saoPauloInputValue } from './schedule-fields.tsx';

/** The schedule's fields read and write São Paulo's clock (issue 23 §5), whatever the browser's. */
describe('schedule field values', () => {
  it.each([
    ['2026-11-27T14:00', '2026-11-27T17:00:00.000Z'],
    ['2026-11-27T14:00:05', '2026-11-27T17:00:05.000Z'],
    ['2026-12-31T23:59', '2027-01-01T02:59:00.000Z'],
    // Daylight saving time in 2018 (-02:00): the clock of that day, not a fixed -03:00.
    ['2018-12-01T10:00', '2018-12-01T12:00:00.000Z'],
  ])('%s in São Paulo is %s', (value, iso) => {
    expect(instantOfInput(value)?.toISOString()).toBe(iso);
    expect(saoPauloInputValue(iso)).toBe(value.slice(0, 16));
  });

  it.each(['', '2026-11-27', '2026-11-27T24:00', '2026-13-01T10:00', 'amanhã'])(
    '%j is no time',
    (value) => {
      expect(instantOfInput(value)).toBeUndefined();
    },
  );

  it('shows no schedule as an empty field', () => {
    expect(saoPauloInputValue(null)).toBe('');
  });
});
