/**
 * Who takes a booking (issue 25 §3; decision 0102): among the consultants free at the chosen
 * time (eligible by language and area already), the one with the fewest booked meetings in the
 * coming week; ties go to whoever was booked least recently (never booked first), then by id so
 * the order is total and tests are stable.
 */
export interface RoutingCandidate {
  id: string;
  meetingsNextWeek: number;
  /** Epoch milliseconds of their latest booking's creation; null when never booked. */
  lastBookedAt: number | null;
}

export function routingOrder(candidates: readonly RoutingCandidate[]): RoutingCandidate[] {
  return [...candidates].sort(
    (a, b) =>
      a.meetingsNextWeek - b.meetingsNextWeek ||
      (a.lastBookedAt ?? Number.NEGATIVE_INFINITY) - (b.lastBookedAt ?? Number.NEGATIVE_INFINITY) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}
