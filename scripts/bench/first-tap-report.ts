import { median } from './stats.ts';

/** What `npm run bench:first-tap` measures and how it prints it (scripts/bench-first-tap.ts). */
export const controlIds = ['menu', 'language', 'cookie', 'footer', 'slot'] as const;
export type ControlId = (typeof controlIds)[number];

export interface Cell {
  page: string;
  control: ControlId;
  /** Per server measured ("this", "baseline"): each run's figure in ms, or null when unanswered. */
  runs: Record<string, (number | null)[]>;
}

export const formatMs = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : '—');

/** One figure: the median of the answered runs, the range, and how many taps went unanswered. */
export function summarize(runs: readonly (number | null)[]): string {
  const answered = runs.filter((r): r is number => r !== null);
  if (answered.length === 0) return 'no answer';
  const range =
    answered.length > 1
      ? ` (${Math.round(Math.min(...answered))}–${Math.round(Math.max(...answered))})`
      : '';
  const missing = runs.length - answered.length;
  return `${formatMs(median(answered))}${range}${missing ? `, ${missing} unanswered` : ''}`;
}

/** The Markdown table docs/benchmarks.md takes as is: a row per page, a column per control and server. */
export function formatTable(cells: readonly Cell[], servers: readonly string[]): string {
  const pages = [...new Set(cells.map((c) => c.page))];
  const used = controlIds.filter((id) => cells.some((c) => c.control === id));
  const columns = used.flatMap((id) =>
    servers.length > 1 ? servers.map((s) => `${id} (${s})`) : [id],
  );
  const lines = [
    `| page | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
  ];
  for (const page of pages) {
    const values = used.flatMap((id) => {
      const cell = cells.find((c) => c.page === page && c.control === id);
      return servers.map((s) => (cell?.runs[s] ? summarize(cell.runs[s]) : ''));
    });
    lines.push(`| ${page} | ${values.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** The machine-readable line: medians in ms (null when no tap was answered) and every run. */
export function jsonLine(cells: readonly Cell[], meta: Record<string, unknown>): string {
  return JSON.stringify({
    bench: 'first-tap',
    ...meta,
    results: cells.map((c) => ({
      page: c.page,
      control: c.control,
      ...Object.fromEntries(
        Object.entries(c.runs).map(([server, runs]) => {
          const answered = runs.filter((r): r is number => r !== null);
          return [
            server,
            {
              medianMs: answered.length ? Math.round(median(answered)) : null,
              runsMs: runs.map((r) => (r === null ? null : Math.round(r))),
            },
          ];
        }),
      ),
    })),
  });
}
