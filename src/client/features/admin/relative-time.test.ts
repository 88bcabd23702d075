import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTime, type RelativeTime } from './relative-time.ts';

const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;
const unit = (u: 'minute' | 'hour' | 'day' | 'month' | 'year', value: number): RelativeTime => ({
  kind: 'unit',
  unit: u,
  value,
});
const lessThanMinute: RelativeTime = { kind: 'lessThanMinute' };

describe('relativeTime thresholds', () => {
  it.each<[elapsed: number, expected: RelativeTime]>([
    [0, lessThanMinute],
    [-5 * s, lessThanMinute],
    [29 * s, lessThanMinute],
    [30 * s, unit('minute', 1)],
    [89 * s, unit('minute', 1)],
    [90 * s, unit('minute', 2)],
    [44 * min, unit('minute', 44)],
    [44 * min + 29 * s, unit('minute', 44)],
    [44 * min + 30 * s, unit('hour', 1)],
    [89 * min, unit('hour', 1)],
    [89 * min + 30 * s, unit('hour', 2)],
    [5 * h + 31 * min, unit('hour', 6)],
    [23 * h + 59 * min, unit('hour', 24)],
    [23 * h + 59 * min + 30 * s, unit('day', 1)],
    [41 * h + 59 * min, unit('day', 1)],
    [42 * h, unit('day', 2)],
    [29 * d, unit('day', 29)],
    [30 * d, unit('month', 1)],
    [44 * d, unit('month', 1)],
    [45 * d, unit('month', 2)],
    [59 * d, unit('month', 2)],
    [60 * d, unit('month', 2)],
    [75 * d, unit('month', 2)],
    [200 * d, unit('month', 7)],
    [364 * d, unit('month', 12)],
    [366 * d, unit('year', 1)],
    [(365 + 200) * d, unit('year', 1)],
    [(365 + 290) * d, unit('year', 2)],
    [3 * 365 * d + 30 * d, unit('year', 3)],
  ])('%i ms ago → %j', (elapsed, expected) => {
    const now = Date.parse('2026-11-21T12:00:00.000Z');
    expect(relativeTime(now - elapsed, now)).toEqual(expected);
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it.each<[locale: string, elapsed: number, text: string]>([
    ['pt-BR', 10 * s, 'há menos de um minuto'],
    ['pt-BR', 1 * min, 'há 1 minuto'],
    ['pt-BR', 5 * min, 'há 5 minutos'],
    ['pt-BR', 60 * min, 'há 1 hora'],
    ['pt-BR', 3 * h, 'há 3 horas'],
    ['pt-BR', 30 * h, 'há 1 dia'],
    ['pt-BR', 3 * d, 'há 3 dias'],
    ['pt-BR', 50 * d, 'há 2 meses'],
    ['pt-BR', 400 * d, 'há 1 ano'],
    ['en', 5 * min, '5 minutes ago'],
    ['en', 30 * h, '1 day ago'],
    ['es', 5 * min, 'hace 5 minutos'],
    ['es', 3 * h, 'hace 3 horas'],
  ])('%s, %i ms → %s', (locale, elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), now, locale, 'há menos de um minuto')).toBe(text);
  });
});

describe('relativeTime over time', () => {
  it('never goes backwards as a lead gets older', () => {
    const rank = { minute: 1, hour: 2, day: 3, month: 4, year: 5 } as const;
    const now = Date.parse('2026-11-21T12:00:00.000Z');
    let previous = 0;
    for (let elapsed = 0; elapsed < 5 * 365 * d; elapsed += elapsed < 2 * d ? 10 * s : 3 * h) {
      const r = relativeTime(now - elapsed, now);
      const score = r.kind === 'lessThanMinute' ? 0 : rank[r.unit] * 1000 + r.value;
      expect(score, `${elapsed} ms`).toBeGreaterThanOrEqual(previous);
      previous = score;
    }
  });
});
