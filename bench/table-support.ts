import type { Result } from 'autocannon';

/**
 * Prints benchmark rows as an aligned text table: the first column left, the figures right.
 * `print` takes each line instead (to write the table to a results file as well).
 */
export function printTable(
  header: string[],
  rows: string[][],
  print: (line: string) => void = (line) => console.log(line),
): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  // No trailing blanks (an empty last cell), so a results file that holds the table stays as
  // Prettier writes it.
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  print(line(header));
  print(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) print(line(row));
}

/** The p-th percentile (0-100) of ascending numbers, nearest rank. */
export function percentileOf(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** p99 budgets in ms by target name, on PostgreSQL and on PGlite (bench/README.md says why). */
export type Budgets = Record<string, { postgres: number; pglite: number }>;

/**
 * autocannon runs as a table, each beside the first run (the baseline) as a share of its req/s,
 * and against its p99 budget when it has one. Answers how many runs were over budget.
 */
export function printRuns(results: [string, Result][], budgets: Budgets = {}, kind = 'pglite'): number {
  const baseline = results[0]![1].requests.average;
  let over = 0;
  printTable(
    ['target', 'req/s', 'p50', 'p99', 'vs baseline', 'failed', 'p99 budget'],
    results.map(([name, r]) => {
      const budget = budgets[name]?.[kind === 'postgres' ? 'postgres' : 'pglite'];
      const failed = r.non2xx + r.errors + r.timeouts;
      const within = budget === undefined || (r.latency.p99 <= budget && failed === 0);
      if (!within) over++;
      return [
        name,
        r.requests.average.toFixed(0),
        `${r.latency.p50} ms`,
        `${r.latency.p99} ms`,
        `${((r.requests.average / baseline) * 100).toFixed(1)} %`,
        String(failed),
        budget === undefined ? '' : `${budget} ms ${within ? 'ok' : 'OVER'}`,
      ];
    }),
  );
  return over;
}
