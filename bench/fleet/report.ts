/** The fleet benchmark's tables: a row per step, and the summary per target. */
import { percentile } from '../fleet-support';
import { held, type StepResult } from './sim';

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} ms` : '-');
export const HEADER = [
  'drivers',
  'client ws',
  'dispatch',
  'API p99',
  'post p99',
  'delivery p99',
  'frames',
  'failed',
  'CPU/update',
  'peak RSS',
  'load p99',
  'load CPU',
  'held',
];
export function row(r: StepResult): string[] {
  return [
    String(r.drivers),
    String(r.clientSockets),
    String(r.dispatchers),
    ms(percentile(r.api, 99)),
    ms(percentile(r.positions, 99)),
    ms(percentile(r.deliveries, 99)),
    `${r.deliveries.length}/${r.expected}`,
    `${r.failed}/${r.requests}`,
    `${r.cpuMsPerUpdate.toFixed(2)} ms`,
    r.rssPeakMb.map((v) => `${v.toFixed(0)}`).join('+') + ' MB',
    ms(r.loopP99),
    `${r.loadCores.toFixed(2)} cores`,
    held(r) ? 'yes' : 'NO',
  ];
}

export function table(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows)
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
}

/**
 * A step's API latency by route, slowest p99 first: which calls set the step's API p99 (a route
 * with few calls but a slow tail can decide it when the position posts are fast).
 */
export function routeBreakdown(r: StepResult): string[] {
  const all = r.api.length;
  return [...r.routes]
    .map(([route, times]) => ({
      route,
      times,
      p99: percentile(times, 99),
      over: times.filter((t) => t > 100).length,
    }))
    .sort((a, b) => b.p99 - a.p99)
    .map(
      ({ route, times, p99, over }) =>
        `    ${route.padEnd(34)} ${String(times.length).padStart(5)} calls  p50 ${ms(percentile(times, 50)).padStart(6)}  ` +
        `p99 ${ms(p99).padStart(7)}  max ${ms(Math.max(...times)).padStart(7)}  > 100 ms: ${over}` +
        (over ? ` (${((100 * over) / all).toFixed(1)} % of all calls)` : ''),
    );
}

/** Where the machine's two cores went over a step (from /proc): servers, PostgreSQL, the load. */
export function coresLine(r: StepResult): string {
  const { servers, postgres, postgresOther, machine } = r.cores;
  const known = servers.reduce((sum, v) => sum + v, 0) + postgres + postgresOther + r.loadCores;
  return (
    `    cores over the step: servers ${servers.map((v) => v.toFixed(2)).join('+')}, PostgreSQL ` +
    `${postgres.toFixed(2)} (fleet backends) + ${postgresOther.toFixed(2)} (its other processes), ` +
    `load ${r.loadCores.toFixed(2)}; machine busy ${machine.toFixed(2)} (${(machine - known).toFixed(2)} elsewhere)`
  );
}
