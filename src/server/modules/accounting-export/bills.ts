/**
 * Issued driver settlements as bills payable to each driver, the one model both export formats
 * write: a bill per settlement, a line per job (order number and cost centre) and per bonus or
 * deduction (named by kind only: its note is free text and stays out of the books).
 */
import { addDays, dayKey } from '@domain/central-time';
import { SETTLEMENT_DUE_DAYS, type AccountingExportQuery } from '@domain/accounting-export';
import { orderNumberOf, signedAdjustmentCents } from '@domain/driver-pay';
import { centsToMoney } from '@domain/driver-pay-rules';
import type { Db } from '../../db/client';
import { adjustmentsOf, exportLines, issuedBetween } from '../driver-pay/index';

export interface BillLine {
  description: string;
  amount: string;
}

export interface Bill {
  number: string;
  vendor: string;
  /** Central days, 'YYYY-MM-DD'. */
  date: string;
  dueDate: string;
  memo: string;
  total: string;
  lines: BillLine[];
}

export async function settlementBills(db: Db, query: AccountingExportQuery): Promise<Bill[]> {
  const settlements = await issuedBetween(db, query.from, query.to);
  const ids = settlements.map((s) => s.settlement.id);
  const [lines, adjustments] = [await exportLines(db, ids), await adjustmentsOf(db, ids)];
  return settlements.map(({ settlement: s, firstName, lastName }) => {
    const date = dayKey(s.issuedAt ?? s.periodEnd);
    const jobLines = lines
      .filter((l) => l.settlementId === s.id)
      .map((l) => ({
        description: [orderNumberOf(l.orderId), l.costCentre].filter(Boolean).join(' · '),
        amount: l.amount,
      }));
    const adjustmentLines = adjustments
      .filter((a) => a.settlementId === s.id)
      .map((a) => ({
        description: `${a.kind === 'bonus' ? 'Bonus' : 'Deduction'} ${s.number}`,
        amount: centsToMoney(signedAdjustmentCents(a)),
      }));
    return {
      number: s.number ?? '',
      vendor: `${firstName} ${lastName}`.trim(),
      date,
      dueDate: addDays(date, SETTLEMENT_DUE_DAYS),
      memo: `Driver settlement, week of ${s.weekStart}`,
      total: s.total ?? '0.00',
      lines: [...jobLines, ...adjustmentLines],
    };
  });
}

/** 'YYYY-MM-DD' as QuickBooks (US) reads dates: MM/DD/YYYY. */
export const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
