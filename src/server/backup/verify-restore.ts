/** After a restore: every custody chain and the access log's chain recomputed (docs/operations.md). */
import type { AccessLogVerification } from '@domain/access-log';
import type { Db } from '../db/client';
import { verifyAccessLog } from '../modules/access-log/index';
import { verifyEveryChain, type ChainsReport } from '../modules/custody/verify-all';

export interface RestoreReport {
  custody: ChainsReport;
  accessLog: AccessLogVerification;
  ok: boolean;
}

export async function verifyRestore(db: Db): Promise<RestoreReport> {
  const custody = await verifyEveryChain(db);
  const accessLog = await verifyAccessLog(db);
  return { custody, accessLog, ok: custody.broken.length === 0 && accessLog.valid };
}

export function describeReport(report: RestoreReport): string {
  const lines = [
    `custody: ${report.custody.orders} chains, ${report.custody.entries} entries, ${report.custody.broken.length} broken`,
    ...report.custody.broken
      .slice(0, 20)
      .map((b) => `  order ${b.orderId}: ${b.problem ?? 'broken'} (entry ${b.brokenAt ?? '?'})`),
    report.accessLog.valid
      ? `access log: ${report.accessLog.checked} entries, chain intact`
      : `access log: broken at entry ${report.accessLog.brokenAt}: ${report.accessLog.problem}`,
  ];
  return lines.join('\n');
}
