import { validationMessages as m } from '#shared/schemas/messages.ts';

/**
 * The rule of a translation's schedule (issue 23 §5, decision 0122), a pure function of the clock
 * passed in: a time set must lie ahead of `now`, and an unpublish after the publish. It was judged
 * in the route with `Date.now()`, which no test could move; the service now asks this with the
 * clock it was given. Answers the message key per field (the API translates it).
 */
export type ScheduleFieldErrors = Partial<
  Record<'publishAt' | 'unpublishAt', typeof m.scheduleFuture | typeof m.scheduleOrder>
>;

export function judgeSchedule(
  times: { publishAt: Date | null; unpublishAt: Date | null },
  now: Date,
): ScheduleFieldErrors {
  const { publishAt, unpublishAt } = times;
  const errors: ScheduleFieldErrors = {};
  if (publishAt && publishAt.getTime() <= now.getTime()) errors.publishAt = m.scheduleFuture;
  if (unpublishAt && unpublishAt.getTime() <= now.getTime()) {
    errors.unpublishAt = m.scheduleFuture;
  } else if (publishAt && unpublishAt && unpublishAt.getTime() <= publishAt.getTime()) {
    errors.unpublishAt = m.scheduleOrder;
  }
  return errors;
}
