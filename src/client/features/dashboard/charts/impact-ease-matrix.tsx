import { matrixCells } from './chart-geometry.ts';

/** Darker as impact + ease grows: index 0 is low impact and hard, 4 is high impact and easy. */
const cellTints = [
  'bg-muted',
  'bg-primary/5',
  'bg-primary/10',
  'bg-primary/20',
  'bg-primary/30',
] as const;

/**
 * The impact × ease matrix as a real table (decision 0052): rows are impact levels from the
 * highest, columns complexity from the hardest to the easiest, each cell lists the ranked
 * processes that fall in it. Sighted readers see rank chips on a heat grid; screen readers hear
 * the row and column headers and each process by rank and name, so the chart is its own text.
 */
export function ImpactEaseMatrix({
  caption,
  rowTitle,
  columnTitle,
  rows,
  columns,
  points,
  pointLabel,
  emptyLabel,
}: {
  caption: string;
  rowTitle: string;
  columnTitle: string;
  rows: readonly string[];
  columns: readonly string[];
  points: readonly { rank: number; row: number; column: number }[];
  pointLabel(rank: number): string;
  emptyLabel: string;
}) {
  const cells = matrixCells(rows.length, columns.length, points);
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-sm">
      <caption className="mb-2 text-left text-sm text-muted-foreground">{caption}</caption>
      <thead>
        <tr>
          <td className="w-16 sm:w-24" />
          <th
            scope="colgroup"
            colSpan={columns.length}
            className="pb-1 text-center text-xs font-semibold text-muted-foreground"
          >
            {columnTitle} <span aria-hidden="true">→</span>
          </th>
        </tr>
        <tr>
          <th scope="col" className="text-left text-xs font-semibold text-muted-foreground">
            {rowTitle}
          </th>
          {columns.map((column) => (
            <th
              key={column}
              scope="col"
              className="px-1 pb-1 text-center text-xs font-medium text-foreground"
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cells.map((row, r) => (
          <tr key={rows[r]}>
            <th scope="row" className="pr-1 text-left text-xs font-medium text-foreground">
              {rows[r]}
            </th>
            {row.map((ranks, c) => (
              <td
                key={columns[c]}
                className={`h-16 rounded-md p-1.5 align-top sm:h-20 sm:p-2 ${cellTints[rows.length - 1 - r + c] ?? cellTints[0]}`}
              >
                {ranks.length === 0 ? (
                  <span className="sr-only">{emptyLabel}</span>
                ) : (
                  <ul className="flex flex-wrap gap-1">
                    {ranks.map((rank) => (
                      <li key={rank}>
                        <span
                          aria-hidden="true"
                          title={pointLabel(rank)}
                          className="grid size-6 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground sm:size-7"
                        >
                          {rank}
                        </span>
                        <span className="sr-only">{pointLabel(rank)}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
