// What Lighthouse's simulated phone waited for before the largest paint (issue 23 §7, decision
// 0147): the network requests of Lantern's optimistic LCP graph with their simulated start and end.
// The report gives LCP and a four-phase breakdown, not which request ended last; Lantern keeps every
// simulation's node timings in a static map (what `LANTERN_DEBUG` saves as traces), read here right
// after a run. Lighthouse internals: the one file that reads them, pinned to lighthouse 12.8.2 by
// lantern-lcp-path.test.ts.
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

export interface SimulatedRequest {
  url: string;
  priority: string;
  transferSize: number;
  start: number;
  end: number;
}

/** The last run's simulated LCP requests, by start, or [] when none was simulated. */
export function lastLcpNetworkPath(): SimulatedRequest[] {
  const timings = Lantern.Simulation.Simulator.allNodeTimings.get(
    'optimisticLargestContentfulPaint',
  );
  if (!timings) return [];
  const requests: SimulatedRequest[] = [];
  for (const [node, timing] of timings) {
    if (node.type !== 'network') continue;
    requests.push({
      url: node.request.url,
      priority: node.request.priority,
      transferSize: node.request.transferSize,
      start: Math.round(timing.startTime),
      end: Math.round(timing.endTime),
    });
  }
  return requests.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** One line: `path priority bytes start–end ms`, requests separated by `; `. */
export function formatLcpNetworkPath(requests: SimulatedRequest[]): string {
  return requests
    .map(
      ({ url, priority, transferSize, start, end }) =>
        `${new URL(url).pathname} ${priority} ${(transferSize / 1024).toFixed(1)} KB ${start}–${end} ms`,
    )
    .join('; ');
}
