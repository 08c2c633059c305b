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
