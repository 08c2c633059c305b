import type { Result } from 'autocannon';

/** Prints benchmark rows as an aligned text table: the first column left, the figures right. */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}

/** The p-th percentile (0-100) of ascending numbers, nearest rank. */
export function percentileOf(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** autocannon runs as a table, each beside the first run (the baseline) as a share of its req/s. */
export function printRuns(results: [string, Result][]): void {
  const baseline = results[0]![1].requests.average;
  printTable(
    ['target', 'req/s', 'p50', 'p99', 'vs baseline', 'failed'],
    results.map(([name, r]) => [
      name,
      r.requests.average.toFixed(0),
      `${r.latency.p50} ms`,
      `${r.latency.p99} ms`,
      `${((r.requests.average / baseline) * 100).toFixed(1)} %`,
      String(r.non2xx + r.errors + r.timeouts),
    ]),
  );
}
