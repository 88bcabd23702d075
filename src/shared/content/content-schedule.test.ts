import { describe, expect, it } from 'vitest';
import { judgeSchedule } from './content-schedule.ts';

/** The schedule's rule (issue 23 §5, decision 0122), judged at a clock passed in: table-driven. */
describe('judgeSchedule', () => {
  const now = new Date('2026-11-27T15:00:00Z');
  const at = (iso: string | null) => (iso === null ? null : new Date(iso));
  it.each([
    ['nothing set', null, null, {}],
    ['a publish ahead', '2026-11-27T15:00:01Z', null, {}],
    ['an unpublish ahead', null, '2026-11-28T00:00:00Z', {}],
    ['both ahead, in order', '2026-11-28T12:00:00Z', '2026-11-29T12:00:00Z', {}],
    [
      'a publish at this very instant',
      '2026-11-27T15:00:00Z',
      null,
      { publishAt: 'validation.scheduleFuture' },
    ],
    ['a publish past', '2020-01-01T00:00:00Z', null, { publishAt: 'validation.scheduleFuture' }],
    [
      'an unpublish past',
      null,
      '2026-11-27T14:59:59Z',
      { unpublishAt: 'validation.scheduleFuture' },
    ],
    [
      'an unpublish before the publish',
      '2026-11-28T12:00:00Z',
      '2026-11-28T11:59:00Z',
      { unpublishAt: 'validation.scheduleOrder' },
    ],
    [
      'an unpublish at the publish',
      '2026-11-28T12:00:00Z',
      '2026-11-28T12:00:00Z',
      { unpublishAt: 'validation.scheduleOrder' },
    ],
    [
      'both past: each field says so, not the order',
      '2026-11-27T10:00:00Z',
      '2026-11-27T09:00:00Z',
      { publishAt: 'validation.scheduleFuture', unpublishAt: 'validation.scheduleFuture' },
    ],
  ])('%s', (_, publishAt, unpublishAt, expected) => {
    expect(judgeSchedule({ publishAt: at(publishAt), unpublishAt: at(unpublishAt) }, now)).toEqual(
      expected,
    );
  });
});
