/**
 * Every custody chain in the database verified, as after a restore (docs/operations.md): each
 * order's ledger read and checked exactly as its certificate is, one order at a time.
 */
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { custodyEntries } from '../../db/schema/index';
import { readVerified } from './service';

export interface ChainsReport {
  orders: number;
  entries: number;
  broken: { orderId: number; brokenAt: number | null; problem: string | null }[];
}

const PAGE = 500;

export async function verifyEveryChain(db: Db): Promise<ChainsReport> {
  const report: ChainsReport = { orders: 0, entries: 0, broken: [] };
  let after = 0;
  for (;;) {
    const page = await db
      .selectDistinct({ orderId: custodyEntries.orderId })
      .from(custodyEntries)
      .where(gt(custodyEntries.orderId, after))
      .orderBy(asc(custodyEntries.orderId))
      .limit(PAGE);
    for (const { orderId } of page) {
      const { read, verification } = await readVerified(db, orderId);
      report.orders++;
      report.entries += read.rows.length;
      if (!read.order || !verification.valid) {
        report.broken.push({
          orderId,
          brokenAt: verification?.brokenAt ?? null,
          problem: read.order ? verification.problem : 'the order itself is missing',
        });
      }
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.orderId;
  }
  return report;
}
