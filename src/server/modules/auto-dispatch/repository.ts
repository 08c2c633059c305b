/** Every query of auto-dispatch: the rules, offers, the decision log, escalations, candidates. */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { AUTO_DISPATCH_DEFAULTS, type AutoDispatchSettings } from '@domain/auto-dispatch';
import type { DriverCapabilities } from '@domain/driver-capabilities';
import type { DbOrTx } from '../../db/client';
import {
  autoDispatchEscalations,
  autoDispatchLog,
  autoDispatchOffers,
  autoDispatchSettings,
  dispatchPlans,
  drivers,
  orders,
  users,
} from '../../db/schema/index';

export type OfferRow = typeof autoDispatchOffers.$inferSelect;
export type LogInsert = typeof autoDispatchLog.$inferInsert;

/** Jobs a driver holds that count against its capacity (the run, not finished ones). */
const RUN_STATUSES = ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'] as const;

export async function readSettings(db: DbOrTx): Promise<AutoDispatchSettings & { updatedAt: Date | null }> {
  const [row] = await db.select().from(autoDispatchSettings).where(eq(autoDispatchSettings.id, 1));
  if (!row) return { ...AUTO_DISPATCH_DEFAULTS, updatedAt: null };
  return {
    enabled: row.enabled,
    offerTimeoutSeconds: row.offerTimeoutSeconds,
    maxOffers: row.maxOffers,
    maxActiveJobs: row.maxActiveJobs,
    maxDistanceMiles: row.maxDistanceMiles,
    updatedAt: row.updatedAt,
  };
}

export async function writeSettings(db: DbOrTx, values: AutoDispatchSettings, userId: number, at: Date) {
  const set = { ...values, updatedBy: userId, updatedAt: at };
  await db
    .insert(autoDispatchSettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: autoDispatchSettings.id, set });
}

/** How the offers of this order ended so far (every offer counts towards the limit). */
export async function offerOutcomes(db: DbOrTx, orderId: number) {
  const rows = await db
    .select({ state: autoDispatchOffers.state, n: sql<number>`count(*)::int` })
    .from(autoDispatchOffers)
    .where(eq(autoDispatchOffers.orderId, orderId))
    .groupBy(autoDispatchOffers.state);
  const of = (state: string) => rows.find((r) => r.state === state)?.n ?? 0;
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    declined: of('declined'),
    expired: of('expired'),
  };
}

/**
 * The driver whose route in dispatch's current day plan (decision 041) holds the order, if any:
 * auto-dispatch offers it there first, so offers follow the plan instead of the crow's distance.
 */
export async function plannedDriver(db: DbOrTx, orderId: number): Promise<number | null> {
  const [plan] = await db
    .select({ routes: dispatchPlans.routes })
    .from(dispatchPlans)
    .where(ne(dispatchPlans.status, 'superseded'))
    .orderBy(desc(dispatchPlans.id))
    .limit(1);
  return plan?.routes.find((route) => route.stops.some((stop) => stop.orderId === orderId))?.driverId ?? null;
}

export interface Candidate extends DriverCapabilities {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * Drivers who may be offered this order: approved, on shift (available or busy), with a known
 * position, cold-chain capable when the order is not ambient, never offered this order before
 * and not the one who handed it back, and holding fewer jobs plus open offers than the capacity.
 */
export async function eligibleDrivers(
  db: DbOrTx,
  order: { id: number; temperatureClass: string; driverDeclinedBy: number | null },
  capacity: number,
): Promise<Candidate[]> {
  const held = sql`(select count(*) from ${orders} o
      where o.driver_id = ${drivers.id} and o.status in ${RUN_STATUSES})
    + (select count(*) from ${autoDispatchOffers} ao
      where ao.driver_id = ${drivers.id} and ao.state = 'open')`;
  const rows = await db
    .select({
      id: drivers.id,
      firstName: users.firstName,
      lastName: users.lastName,
      latitude: drivers.currentLatitude,
      longitude: drivers.currentLongitude,
      coldChain: drivers.coldChain,
      vehicleSize: drivers.vehicleSize,
      maxDistanceMiles: drivers.maxDistanceMiles,
    })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(
      and(
        eq(drivers.approvalStatus, 'approved'),
        inArray(drivers.status, ['available', 'busy']),
        sql`${drivers.currentLatitude} is not null and ${drivers.currentLongitude} is not null`,
        order.temperatureClass === 'ambient' ? undefined : eq(drivers.coldChain, true),
        order.driverDeclinedBy === null ? undefined : sql`${drivers.id} <> ${order.driverDeclinedBy}`,
        sql`not exists (select 1 from ${autoDispatchOffers} ao
          where ao.order_id = ${order.id} and ao.driver_id = ${drivers.id})`,
        sql`${held} < ${capacity}`,
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    coldChain: r.coldChain,
    vehicleSize: r.vehicleSize,
    maxDistanceMiles: r.maxDistanceMiles,
  }));
}

export async function insertOffer(db: DbOrTx, values: typeof autoDispatchOffers.$inferInsert) {
  const [row] = await db.insert(autoDispatchOffers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function openOfferOf(db: DbOrTx, orderId: number): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(autoDispatchOffers)
    .where(and(eq(autoDispatchOffers.orderId, orderId), eq(autoDispatchOffers.state, 'open')));
  return row;
}

/** Open offers of these orders, for a driver's board. */
export async function openOffersFor(db: DbOrTx, orderIds: number[]): Promise<OfferRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(autoDispatchOffers)
    .where(and(inArray(autoDispatchOffers.orderId, orderIds), eq(autoDispatchOffers.state, 'open')));
}

/** Closes the order's open offer (if any), answering it; only one can be open (unique index). */
export async function closeOpenOffer(
  db: DbOrTx,
  orderId: number,
  state: Exclude<OfferRow['state'], 'open'>,
  at: Date,
  onlyDriverId?: number,
): Promise<OfferRow | undefined> {
  const [row] = await db
    .update(autoDispatchOffers)
    .set({ state, closedAt: at })
    .where(
      and(
        eq(autoDispatchOffers.orderId, orderId),
        eq(autoDispatchOffers.state, 'open'),
        onlyDriverId === undefined ? undefined : eq(autoDispatchOffers.driverId, onlyDriverId),
      ),
    )
    .returning();
  return row;
}

/** Offers whose time ran out, oldest first (a hint: each is claimed under locks before use). */
export async function dueOffers(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: autoDispatchOffers.id, orderId: autoDispatchOffers.orderId })
    .from(autoDispatchOffers)
    .where(and(eq(autoDispatchOffers.state, 'open'), sql`${autoDispatchOffers.expiresAt} <= ${now}`))
    .orderBy(asc(autoDispatchOffers.expiresAt))
    .limit(limit);
}

/**
 * Locks the order row unless another process holds it (then undefined: that process is working
 * on it). The order is locked before its offers everywhere (the accept path updates the order
 * first too), so the worker and an accepting driver never deadlock.
 */
export async function lockOrder(db: DbOrTx, orderId: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update', { skipLocked: true });
  return rows.length > 0;
}

/** The offer again, under lock and still open and due: null when someone else answered it. */
export async function claimDueOffer(db: DbOrTx, offerId: number, now: Date): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(autoDispatchOffers)
    .where(
      and(
        eq(autoDispatchOffers.id, offerId),
        eq(autoDispatchOffers.state, 'open'),
        sql`${autoDispatchOffers.expiresAt} <= ${now}`,
      ),
    )
    .for('update');
  return row;
}

export async function appendLog(db: DbOrTx, entry: LogInsert) {
  await db.insert(autoDispatchLog).values(entry);
}

export async function listLog(db: DbOrTx, orderId: number) {
  return db
    .select({
      log: autoDispatchLog,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(autoDispatchLog)
    .leftJoin(drivers, eq(drivers.id, autoDispatchLog.driverId))
    .leftJoin(users, eq(users.id, drivers.userId))
    .where(eq(autoDispatchLog.orderId, orderId))
    .orderBy(asc(autoDispatchLog.id));
}

export async function upsertEscalation(db: DbOrTx, orderId: number, reason: string, at: Date) {
  await db
    .insert(autoDispatchEscalations)
    .values({ orderId, reason, escalatedAt: at })
    .onConflictDoUpdate({ target: autoDispatchEscalations.orderId, set: { reason, escalatedAt: at } });
}

export async function clearEscalation(db: DbOrTx, orderId: number) {
  await db.delete(autoDispatchEscalations).where(eq(autoDispatchEscalations.orderId, orderId));
}

export async function findEscalation(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(autoDispatchEscalations)
    .where(eq(autoDispatchEscalations.orderId, orderId));
  return row;
}

export async function listEscalations(db: DbOrTx) {
  return db.select().from(autoDispatchEscalations).orderBy(asc(autoDispatchEscalations.escalatedAt));
}

export async function driverLabel(db: DbOrTx, driverId: number): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.id, driverId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : `Driver ${driverId}`;
}

export async function findOrderRow(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/**
 * Orders waiting for a driver that auto-dispatch has not taken up: confirmed, no driver, no open
 * offer and not handed to a dispatcher. Oldest first; what switching auto-dispatch on offers.
 */
export async function backlogIds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'confirmed'),
        sql`${orders.driverId} is null`,
        sql`not exists (select 1 from ${autoDispatchOffers} ao
          where ao.order_id = ${orders.id} and ao.state = 'open')`,
        sql`not exists (select 1 from ${autoDispatchEscalations} ae where ae.order_id = ${orders.id})`,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The order under lock, if it is still open (confirmed, no driver); waits for a racing change. */
export async function lockOpenOrder(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row && row.status === 'confirmed' && row.driverId === null ? row : undefined;
}
