import { zonedTime } from '#shared/meetings/zoned-time.ts';
import { SAO_PAULO_TIME_ZONE } from '#shared/time/sao-paulo.ts';

/**
 * Free slots as the visitor reads them (issue 25 §2, §7): grouped by the day of the visitor's own
 * clock, each with the visitor's time and, when São Paulo's clock shows another time at that
 * instant, São Paulo's beside it (with its date when that differs too). Pure: the zone is passed
 * in, so tests can read the slots from Lisbon or New York on any machine.
 */
export interface SlotView {
  /** The slot's UTC instant, as the API gave it: what a booking sends back. */
  start: string;
  /** 'HH:mm' on the visitor's clock. */
  time: string;
  /** São Paulo's clock, when it differs from the visitor's. */
  saoPaulo?: { time: string; date?: string };
}

export interface SlotDay {
  /** 'YYYY-MM-DD' on the visitor's clock. */
  date: string;
  slots: SlotView[];
}

export function slotDays(slots: readonly { start: string }[], zone: string): SlotDay[] {
  const days: SlotDay[] = [];
  for (const { start } of slots) {
    const instant = new Date(start);
    const here = zonedTime(instant, zone);
    const there = zonedTime(instant, SAO_PAULO_TIME_ZONE);
    const view: SlotView = { start, time: here.time };
    if (there.offsetMinutes !== here.offsetMinutes) {
      view.saoPaulo =
        there.date === here.date ? { time: there.time } : { time: there.time, date: there.date };
    }
    const last = days.at(-1);
    if (last?.date === here.date) last.slots.push(view);
    else days.push({ date: here.date, slots: [view] });
  }
  return days;
}

/**
 * The visitor's IANA zone as the browser resolves it; São Paulo when the runtime names none
 * (rare; the server then still stores a zone it can render).
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || SAO_PAULO_TIME_ZONE;
}
