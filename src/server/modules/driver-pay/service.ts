/**
 * Driver pay: dispatch sets rules and settles each driver's week (bonuses, deductions, issue);
 * a driver reads its own weeks and no one else's. An issued week never changes: every change
 * locks the week's row and refuses an issued one (409).
 */
import type { SessionUser } from '@domain/auth';
import {
  SETTLEMENT_ISSUED,
  WEEK_NOT_OVER,
  settlementNumber,
  signedAdjustmentCents,
  type SettlementResponse,
  type SettlementSummary,
} from '@domain/driver-pay';
import { dayKey } from '@domain/central-time';
import {
  centsToMoney,
  priceJob,
  STOPS_PER_JOB,
  toCents,
  type CreatePayRuleRequest,
  type PayRuleResponse,
  type PayRates,
} from '@domain/driver-pay-rules';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import { canReadSettlement } from '../access-policy/index';
import { recordAudit } from '../audit/index';
import * as repo from './repository';
import { draftLines, periodOf, weekStatement, weekSummaries } from './weeks';

const ruleView = (r: repo.RuleRow): PayRuleResponse => ({
  id: r.id,
  driverId: r.driverId,
  effectiveFrom: r.effectiveFrom,
  percent: r.percent,
  perMile: r.perMile,
  perStop: r.perStop,
  perPiece: r.perPiece,
  flat: r.flat,
  minimum: r.minimum,
  createdAt: r.createdAt.toISOString(),
});

async function existingDriver(db: Db, driverId: number): Promise<string> {
  const name = await repo.driverName(db, driverId);
  if (name === null) throw notFound('Driver not found');
  return name;
}

/** The driver itself or dispatch; anyone else is refused before the driver's existence is told. */
async function readableDriver(db: Db, viewer: SessionUser, driverId: number): Promise<string> {
  if (!canReadSettlement(viewer, driverId)) throw forbidden('You can only see your own pay');
  return existingDriver(db, driverId);
}

export async function createRule(
  db: Db,
  actor: SessionUser,
  input: PayRates & Pick<CreatePayRuleRequest, 'driverId' | 'effectiveFrom'>,
): Promise<PayRuleResponse> {
  if (input.driverId !== null) await existingDriver(db, input.driverId);
  return db.transaction(async (tx) => {
    const row = await repo.insertRule(tx, { ...input, createdBy: actor.id });
    await recordAudit(tx, {
      action: 'driver_pay_rule.created',
      actorUserId: actor.id,
      entityType: 'driver_pay_rule',
      entityId: row.id,
      details: { driverId: row.driverId, effectiveFrom: row.effectiveFrom },
    });
    return ruleView(row);
  });
}

export async function listRules(db: Db, driverId: number | undefined): Promise<PayRuleResponse[]> {
  if (driverId !== undefined) await existingDriver(db, driverId);
  return (await repo.listRules(db, driverId)).map(ruleView);
}

export async function readWeek(
  db: Db,
  viewer: SessionUser,
  driverId: number,
  weekStart: string,
): Promise<SettlementResponse> {
  const name = await readableDriver(db, viewer, driverId);
  return weekStatement(db, driverId, name, weekStart);
}

export async function listWeeks(
  db: Db,
  viewer: SessionUser,
  driverId: number,
  limit: number,
  now: Date = new Date(),
): Promise<SettlementSummary[]> {
  const name = await readableDriver(db, viewer, driverId);
  return (await weekSummaries(db, driverId, name, now)).slice(0, limit);
}

/** Every driver with pay in a week (or a settlement of it), for dispatch. */
export async function weekSettlements(db: Db, weekStart: string): Promise<SettlementSummary[]> {
  const { periodStart, periodEnd } = periodOf(weekStart);
  const out: SettlementSummary[] = [];
  for (const driverId of await repo.driversOfWeek(db, weekStart, periodStart, periodEnd)) {
    const name = (await repo.driverName(db, driverId)) ?? '';
    const s = await weekStatement(db, driverId, name, weekStart);
    out.push({
      id: s.id,
      number: s.number,
      driverId,
      driverName: name,
      weekStart,
      weekEnd: s.weekEnd,
      status: s.status,
      jobs: s.lines.length,
      total: s.total,
    });
  }
  return out;
}

/** Everything a driver has earned: issued weeks as issued, the rest as they stand now. */
export async function earnedTotal(db: Db, driverId: number, now: Date = new Date()): Promise<string> {
  const weeks = await weekSummaries(db, driverId, '', now);
  return centsToMoney(weeks.reduce((sum, w) => sum + toCents(w.total), 0));
}

/**
 * What a driver would earn for jobs it has not done yet: each priced by the rule in force for it
 * today (the job board's "Your pay"; the job is paid by the rule of the day it is delivered).
 */
export async function payQuotes(
  db: Db,
  driverId: number,
  jobs: readonly { orderTotal: string; miles: string; pieces: number }[],
  now: Date = new Date(),
): Promise<string[]> {
  if (jobs.length === 0) return [];
  const rules = await repo.listRules(db, driverId);
  const day = dayKey(now);
  return jobs.map((job) => priceJob(rules, driverId, day, { ...job, stops: STOPS_PER_JOB }).amount);
}

export async function addAdjustment(
  db: Db,
  actor: SessionUser,
  driverId: number,
  weekStart: string,
  input: { kind: 'bonus' | 'deduction'; amount: string; note: string },
): Promise<SettlementResponse> {
  const name = await existingDriver(db, driverId);
  return db.transaction(async (tx) => {
    const row = await repo.lockSettlement(tx, { driverId, weekStart, ...periodOf(weekStart) });
    if (row.status === 'issued') throw new AppError('SETTLEMENT_ISSUED', SETTLEMENT_ISSUED);
    await repo.insertAdjustment(tx, { settlementId: row.id, ...input, createdBy: actor.id });
    await recordAudit(tx, {
      action: 'driver_settlement.adjusted',
      actorUserId: actor.id,
      entityType: 'driver_settlement',
      entityId: row.id,
      details: { kind: input.kind, amount: input.amount },
    });
    return weekStatement(tx, driverId, name, weekStart);
  });
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}

/** Freezes a week that is over: its lines, totals and number are stored and never change. */
export async function issueWeek(
  db: Db,
  actor: SessionUser,
  driverId: number,
  weekStart: string,
  now: Date = new Date(),
): Promise<SettlementResponse> {
  const name = await existingDriver(db, driverId);
  // Jobs delivered later in a week still running would otherwise land in a week already closed.
  if (now.getTime() < periodOf(weekStart).periodEnd.getTime())
    throw new AppError('WEEK_NOT_OVER', WEEK_NOT_OVER);
  try {
    return await db.transaction(async (tx) => {
      const row = await repo.lockSettlement(tx, { driverId, weekStart, ...periodOf(weekStart) });
      if (row.status === 'issued') throw new AppError('SETTLEMENT_ISSUED', SETTLEMENT_ISSUED);
      const lines = await draftLines(tx, driverId, weekStart);
      const adjustments = await repo.adjustmentsOf(tx, [row.id]);
      const jobsCents = lines.reduce((sum, l) => sum + toCents(l.amount), 0);
      const adjustmentCents = adjustments.reduce((sum, a) => sum + signedAdjustmentCents(a), 0);
      await repo.insertLines(tx, row.id, lines);
      await repo.markIssued(tx, row.id, {
        number: settlementNumber(row.id),
        jobsTotal: centsToMoney(jobsCents),
        adjustmentsTotal: centsToMoney(adjustmentCents),
        total: centsToMoney(jobsCents + adjustmentCents),
        issuedBy: actor.id,
        issuedAt: now,
      });
      await recordAudit(tx, {
        action: 'driver_settlement.issued',
        actorUserId: actor.id,
        entityType: 'driver_settlement',
        entityId: row.id,
        details: {
          driverId,
          weekStart,
          jobs: lines.length,
          total: centsToMoney(jobsCents + adjustmentCents),
        },
      });
      return weekStatement(tx, driverId, name, weekStart);
    });
  } catch (error) {
    // Another week of this driver was issued at the same moment with one of these jobs in it.
    if (isUniqueViolation(error))
      throw new AppError('CONCURRENT_CHANGE', 'A job of this week was just settled elsewhere; try again');
    throw error;
  }
}
