/** The only file of driver pay that touches rules, settlements, their lines and adjustments. */
import { and, asc, desc, eq, gte, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { AdjustmentKind } from '@domain/driver-pay';
import type { PayPart, PayRates } from '@domain/driver-pay-rules';
import type { DbOrTx } from '../../db/client';
import {
  driverPayRules,
  driverSettlementAdjustments,
  driverSettlementLines,
  driverSettlements,
  drivers,
  orderPieces,
  orders,
  users,
} from '../../db/schema/index';

export type RuleRow = typeof driverPayRules.$inferSelect;
export type SettlementRow = typeof driverSettlements.$inferSelect;
export type LineRow = typeof driverSettlementLines.$inferSelect;
export type AdjustmentRow = typeof driverSettlementAdjustments.$inferSelect;

export async function insertRule(
  db: DbOrTx,
  values: PayRates & { driverId: number | null; effectiveFrom: string; createdBy: number },
): Promise<RuleRow> {
  const [row] = await db.insert(driverPayRules).values(values).returning();
  return row!;
}

/** One driver's rules and the defaults (or every rule), newest first. */
export function listRules(db: DbOrTx, driverId?: number) {
  return db
    .select()
    .from(driverPayRules)
    .where(
      driverId === undefined
        ? undefined
        : or(eq(driverPayRules.driverId, driverId), isNull(driverPayRules.driverId)),
    )
    .orderBy(desc(driverPayRules.effectiveFrom), desc(driverPayRules.id));
}

export async function driverName(db: DbOrTx, driverId: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.id, driverId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

export interface UnsettledJob {
  orderId: number;
  deliveredAt: Date;
  miles: string;
  orderTotal: string;
  pieces: number;
}

/** The driver's delivered jobs, before `before`, that no issued settlement has paid yet. */
export async function unsettledJobs(db: DbOrTx, driverId: number, before: Date): Promise<UnsettledJob[]> {
  const list = await db
    .select({
      orderId: orders.id,
      deliveredAt: orders.deliveredAt,
      miles: orders.distance,
      orderTotal: orders.totalCost,
      pieces: db.$count(orderPieces, eq(orderPieces.orderId, orders.id)),
    })
    .from(orders)
    .where(
      and(
        eq(orders.driverId, driverId),
        eq(orders.status, 'delivered'),
        lt(orders.deliveredAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(driverSettlementLines)
            .where(eq(driverSettlementLines.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(asc(orders.deliveredAt), asc(orders.id));
  return list.map((r) => ({ ...r, deliveredAt: r.deliveredAt!, pieces: Number(r.pieces) }));
}

/** Every settlement row of a driver, newest week first. */
export function settlementsOf(db: DbOrTx, driverId: number) {
  return db
    .select()
    .from(driverSettlements)
    .where(eq(driverSettlements.driverId, driverId))
    .orderBy(desc(driverSettlements.weekStart));
}

export async function settlementOf(db: DbOrTx, driverId: number, weekStart: string) {
  const [row] = await db
    .select()
    .from(driverSettlements)
    .where(and(eq(driverSettlements.driverId, driverId), eq(driverSettlements.weekStart, weekStart)))
    .limit(1);
  return row ?? null;
}

/**
 * The week's row, made a draft if there was none, and held until the transaction ends: an
 * adjustment and an issue of one week wait for each other instead of crossing.
 */
export async function lockSettlement(
  db: DbOrTx,
  values: { driverId: number; weekStart: string; periodStart: Date; periodEnd: Date },
): Promise<SettlementRow> {
  await db.insert(driverSettlements).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(driverSettlements)
    .where(
      and(eq(driverSettlements.driverId, values.driverId), eq(driverSettlements.weekStart, values.weekStart)),
    )
    .for('update');
  return row!;
}

export function linesOf(db: DbOrTx, settlementId: number) {
  return db
    .select()
    .from(driverSettlementLines)
    .where(eq(driverSettlementLines.settlementId, settlementId))
    .orderBy(asc(driverSettlementLines.deliveredAt), asc(driverSettlementLines.orderId));
}

export function adjustmentsOf(db: DbOrTx, settlementIds: number[]) {
  if (settlementIds.length === 0) return Promise.resolve([] as AdjustmentRow[]);
  return db
    .select()
    .from(driverSettlementAdjustments)
    .where(inArray(driverSettlementAdjustments.settlementId, settlementIds))
    .orderBy(asc(driverSettlementAdjustments.id));
}

export async function insertAdjustment(
  db: DbOrTx,
  values: { settlementId: number; kind: AdjustmentKind; amount: string; note: string; createdBy: number },
) {
  await db.insert(driverSettlementAdjustments).values(values);
}

export interface NewLine {
  orderId: number;
  deliveredAt: Date;
  miles: string;
  stops: number;
  pieces: number;
  orderTotal: string;
  ruleId: number | null;
  amount: string;
  parts: PayPart[];
}

/** The unique order index refuses a job another settlement already paid (23505). */
export async function insertLines(db: DbOrTx, settlementId: number, lines: NewLine[]) {
  if (lines.length === 0) return;
  await db.insert(driverSettlementLines).values(lines.map((line) => ({ ...line, settlementId })));
}

export async function markIssued(
  db: DbOrTx,
  id: number,
  values: {
    number: string;
    jobsTotal: string;
    adjustmentsTotal: string;
    total: string;
    issuedBy: number;
    issuedAt: Date;
  },
): Promise<SettlementRow> {
  const [row] = await db
    .update(driverSettlements)
    .set({ ...values, status: 'issued' })
    .where(and(eq(driverSettlements.id, id), eq(driverSettlements.status, 'draft')))
    .returning();
  return row!;
}

/** The drivers who delivered in a period or have a settlement of the week, with their names. */
export async function driversOfWeek(db: DbOrTx, weekStart: string, start: Date, end: Date) {
  const delivered = db
    .selectDistinct({ driverId: orders.driverId })
    .from(orders)
    .where(and(eq(orders.status, 'delivered'), gte(orders.deliveredAt, start), lt(orders.deliveredAt, end)));
  const settled = db
    .select({ driverId: driverSettlements.driverId })
    .from(driverSettlements)
    .where(eq(driverSettlements.weekStart, weekStart));
  const ids = [
    ...new Set([...(await delivered), ...(await settled)].map((r) => r.driverId).filter((id) => id !== null)),
  ] as number[];
  return ids.sort((a, b) => a - b);
}

/** Issued settlements whose week starts in [from, to], oldest first, with their driver's name. */
export function issuedBetween(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      settlement: driverSettlements,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(driverSettlements)
    .innerJoin(drivers, eq(drivers.id, driverSettlements.driverId))
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(
      and(
        eq(driverSettlements.status, 'issued'),
        sql`${driverSettlements.weekStart} between ${from} and ${to}`,
      ),
    )
    .orderBy(asc(driverSettlements.weekStart), asc(driverSettlements.id));
}

/** The lines of several settlements with each order's cost centre (never its item or contacts). */
export function exportLines(db: DbOrTx, settlementIds: number[]) {
  if (settlementIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      settlementId: driverSettlementLines.settlementId,
      orderId: driverSettlementLines.orderId,
      deliveredAt: driverSettlementLines.deliveredAt,
      amount: driverSettlementLines.amount,
      costCentre: orders.costCentre,
    })
    .from(driverSettlementLines)
    .innerJoin(orders, eq(orders.id, driverSettlementLines.orderId))
    .where(inArray(driverSettlementLines.settlementId, settlementIds))
    .orderBy(asc(driverSettlementLines.settlementId), asc(driverSettlementLines.deliveredAt));
}

/** How many jobs each issued settlement paid. */
export async function lineCounts(db: DbOrTx, settlementIds: number[]): Promise<Map<number, number>> {
  if (settlementIds.length === 0) return new Map();
  const list = await db
    .select({ id: driverSettlementLines.settlementId, n: sql<number>`count(*)::int` })
    .from(driverSettlementLines)
    .where(inArray(driverSettlementLines.settlementId, settlementIds))
    .groupBy(driverSettlementLines.settlementId);
  return new Map(list.map((r) => [r.id, Number(r.n)]));
}
