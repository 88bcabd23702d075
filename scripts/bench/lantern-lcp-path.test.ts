import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { formatLcpNetworkPath, lastLcpNetworkPath } from './lantern-lcp-path.ts';

// lantern-lcp-path.ts reads Lantern's debugging map, not a documented API: a new lighthouse must
// be checked against it (the map's name and label, its node shape) before this pin moves.
describe('the simulated LCP path (decision 0147)', () => {
  it('is read from the lighthouse version it was written against', () => {
    const lighthouse = JSON.parse(
      readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(lighthouse.version).toBe('12.8.2');
  });

  it("lists the optimistic LCP simulation's requests by start, without its CPU tasks", () => {
    const request = (url: string, priority: string, transferSize: number) => ({
      type: 'network',
      request: { url, priority, transferSize },
    });
    const timings = new Map<unknown, { startTime: number; endTime: number }>([
      [
        request('http://localhost:1/media/a/960.avif', 'High', 8713),
        { startTime: 755.2, endTime: 1061.4 },
      ],
      [{ type: 'cpu' }, { startTime: 755, endTime: 804 }],
      [request('http://localhost:1/casos/x', 'VeryHigh', 30686), { startTime: 0, endTime: 754.6 }],
    ]);
    const all = Lantern.Simulation.Simulator.allNodeTimings as Map<string, unknown>;
    all.set('optimisticLargestContentfulPaint', timings);
    try {
      const path = lastLcpNetworkPath();
      expect(path.map(({ url, start, end }) => [url, start, end])).toEqual([
        ['http://localhost:1/casos/x', 0, 755],
        ['http://localhost:1/media/a/960.avif', 755, 1061],
      ]);
      expect(formatLcpNetworkPath(path)).toBe(
        '/casos/x VeryHigh 30.0 KB 0–755 ms; /media/a/960.avif High 8.5 KB 755–1061 ms',
      );
    } finally {
      all.delete('optimisticLargestContentfulPaint');
    }
  });

  it('is empty before any simulation', () => {
    expect(lastLcpNetworkPath()).toEqual([]);
  });
});
