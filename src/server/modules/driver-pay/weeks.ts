/**
 * A driver's weeks as the statement shows them: an issued week from what was stored when it was
 * issued, a draft one worked out now from the unpaid deliveries and the rules. Reads only; the
 * changes (adjusting, issuing) are service.ts's.
 */
import { addDays, dayKey, startOfDay, weekStart as weekOfDay } from '@domain/central-time';
import {
  daysOf,
  orderNumberOf,
  payWeekOf,
  settlementNumber,
  signedAdjustmentCents,
  weekEndOf,
  type SettlementLine,
  type SettlementResponse,
  type SettlementSummary,
} from '@domain/driver-pay';
import { centsToMoney, priceJob, STOPS_PER_JOB, toCents } from '@domain/driver-pay-rules';
import type { DbOrTx } from '../../db/client';
import * as repo from './repository';

/** The instants a Central week begins and ends. */
export const periodOf = (weekStart: string) => ({
  periodStart: startOfDay(weekStart),
  periodEnd: startOfDay(addDays(weekStart, 7)),
});

const lineView = (line: repo.NewLine): SettlementLine => ({
  orderId: line.orderId,
  orderNumber: orderNumberOf(line.orderId),
  deliveredAt: line.deliveredAt.toISOString(),
  day: dayKey(line.deliveredAt),
  miles: line.miles,
  stops: line.stops,
  pieces: line.pieces,
  orderTotal: line.orderTotal,
  ruleId: line.ruleId,
  amount: line.amount,
  parts: line.parts,
});

/** Unpaid deliveries before `before`, priced, by the week each is paid in. */
async function draftLinesByWeek(db: DbOrTx, driverId: number, before: Date, rows: repo.SettlementRow[]) {
  const jobs = await repo.unsettledJobs(db, driverId, before);
  const rules = await repo.listRules(db, driverId);
  const issued = new Set(rows.filter((r) => r.status === 'issued').map((r) => r.weekStart));
  const byWeek = new Map<string, repo.NewLine[]>();
  for (const job of jobs) {
    const day = dayKey(job.deliveredAt);
    const stops = STOPS_PER_JOB;
    const priced = priceJob(rules, driverId, day, { ...job, stops });
    const week = payWeekOf(day, issued);
    const list = byWeek.get(week) ?? [];
    list.push({ ...job, stops, ...priced });
    byWeek.set(week, list);
  }
  return byWeek;
}

/** The lines a draft week would be issued with (in the caller's transaction when issuing). */
export async function draftLines(db: DbOrTx, driverId: number, weekStart: string): Promise<repo.NewLine[]> {
  const rows = await repo.settlementsOf(db, driverId);
  const byWeek = await draftLinesByWeek(db, driverId, periodOf(weekStart).periodEnd, rows);
  return byWeek.get(weekStart) ?? [];
}

const sumCents = (amounts: readonly string[]) => amounts.reduce((sum, a) => sum + toCents(a), 0);

/** One week's statement, draft or issued. */
export async function weekStatement(
  db: DbOrTx,
  driverId: number,
  driverName: string,
  weekStart: string,
): Promise<SettlementResponse> {
  const row = await repo.settlementOf(db, driverId, weekStart);
  const issued = row?.status === 'issued';
  const lines = issued
    ? (await repo.linesOf(db, row.id)).map(lineView)
    : (await draftLines(db, driverId, weekStart)).map(lineView);
  const adjustments = row ? await repo.adjustmentsOf(db, [row.id]) : [];
  const jobsCents = sumCents(lines.map((l) => l.amount));
  const adjustmentCents = adjustments.reduce((sum, a) => sum + signedAdjustmentCents(a), 0);
  return {
    id: row?.id ?? null,
    number: row?.number ?? null,
    driverId,
    driverName,
    weekStart,
    weekEnd: weekEndOf(weekStart),
    status: issued ? 'issued' : 'draft',
    issuedAt: row?.issuedAt?.toISOString() ?? null,
    lines,
    days: daysOf(lines),
    adjustments: adjustments.map((a) => ({
      id: a.id,
      kind: a.kind,
      amount: a.amount,
      note: a.note,
      createdAt: a.createdAt.toISOString(),
    })),
    // An issued week answers the totals it was issued with.
    jobsTotal: issued && row.jobsTotal ? row.jobsTotal : centsToMoney(jobsCents),
    adjustmentsTotal: issued && row.adjustmentsTotal ? row.adjustmentsTotal : centsToMoney(adjustmentCents),
    total: issued && row.total ? row.total : centsToMoney(jobsCents + adjustmentCents),
  };
}

/**
 * Every week of a driver with pay or a settlement, and the current one, newest first: issued
 * weeks with their stored totals, drafts with what they would be issued with now.
 */
export async function weekSummaries(
  db: DbOrTx,
  driverId: number,
  driverName: string,
  now: Date,
): Promise<SettlementSummary[]> {
  const current = weekOfDay(dayKey(now));
  const rows = await repo.settlementsOf(db, driverId);
  const byWeek = await draftLinesByWeek(db, driverId, periodOf(current).periodEnd, rows);
  const adjustments = await repo.adjustmentsOf(
    db,
    rows.filter((r) => r.status === 'draft').map((r) => r.id),
  );
  const lineCounts = await repo.lineCounts(
    db,
    rows.filter((r) => r.status === 'issued').map((r) => r.id),
  );
  const weeks = new Set([current, ...byWeek.keys(), ...rows.map((r) => r.weekStart)]);
  return [...weeks]
    .sort((a, b) => (a < b ? 1 : -1))
    .map((week) => {
      const row = rows.find((r) => r.weekStart === week);
      const base = { driverId, driverName, weekStart: week, weekEnd: weekEndOf(week) };
      if (row?.status === 'issued')
        return {
          ...base,
          id: row.id,
          number: row.number ?? settlementNumber(row.id),
          status: 'issued' as const,
          jobs: lineCounts.get(row.id) ?? 0,
          total: row.total ?? '0.00',
        };
      const lines = byWeek.get(week) ?? [];
      const adjusted = adjustments.filter((a) => row && a.settlementId === row.id);
      const cents =
        sumCents(lines.map((l) => l.amount)) + adjusted.reduce((s, a) => s + signedAdjustmentCents(a), 0);
      return {
        ...base,
        id: row?.id ?? null,
        number: null,
        status: 'draft' as const,
        jobs: lines.length,
        total: centsToMoney(cents),
      };
    });
}
