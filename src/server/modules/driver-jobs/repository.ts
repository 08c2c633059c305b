/** The queries of the driver app's job board, runs, shift and positions. */
import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@domain/enums';
import type { LatLng } from '@domain/geo';
import type { DbOrTx } from '../../db/client';
import { drivers, locationUpdates, orders, trackingEvents } from '../../db/schema/index';
import { selectOrders, type OrderWithPeople } from '../orders/index';

/** A job on the way: taken and not yet delivered (the run's four statuses). */
export const RUN_STATUSES = ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'] as const;

/** How many open jobs the board shows at most: the nearest ones when the driver's position is known. */
export const JOB_BOARD_LIMIT = 200;

/** Jobs are orders with their people, as the orders module selects them for `toOrderResponse`. */
const selectJobs = selectOrders;

/**
 * The haversine term of the distance to each pickup: it grows with the great-circle distance, so
 * ordering by it is nearest first, in SQL, with no trigonometry left for the page to do.
 */
const nearness = (from: LatLng) => {
  const lat = sql`${from.latitude}::float8`;
  const lon = sql`${from.longitude}::float8`;
  return sql`(power(sin(radians(${orders.pickupLatitude}::float8 - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${orders.pickupLatitude}::float8)) *
    power(sin(radians(${orders.pickupLongitude}::float8 - ${lon}) / 2), 2))`;
};

/**
 * Open jobs (confirmed, no driver) within the viewer's scope (the access policy's orderScope):
 * nearest pickup first when `near` is given, else oldest first.
 */
export async function listOpenJobs(
  db: DbOrTx,
  scope: SQL | undefined,
  near: LatLng | null,
): Promise<OrderWithPeople[]> {
  const open = and(eq(orders.status, 'confirmed'), isNull(orders.driverId), scope);
  const query = selectJobs(db).where(open);
  const ordered = near
    ? query.orderBy(nearness(near), asc(orders.createdAt), asc(orders.id))
    : query.orderBy(asc(orders.createdAt), asc(orders.id));
  return ordered.limit(JOB_BOARD_LIMIT);
}

/** A driver's jobs under way within the viewer's scope (orderScope), oldest first. */
export async function listRunJobs(
  db: DbOrTx,
  scope: SQL | undefined,
  driverId: number,
): Promise<OrderWithPeople[]> {
  return selectJobs(db)
    .where(and(eq(orders.driverId, driverId), inArray(orders.status, [...RUN_STATUSES]), scope))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

export type DriverRow = typeof drivers.$inferSelect;

/** The driver's row; `lock` holds it to the end of the transaction so shift and job changes queue. */
export async function findDriver(db: DbOrTx, driverId: number, lock = false): Promise<DriverRow | undefined> {
  const query = db.select().from(drivers).where(eq(drivers.id, driverId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function hasRunJob(db: DbOrTx, driverId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.driverId, driverId), inArray(orders.status, [...RUN_STATUSES])))
    .limit(1);
  return row !== undefined;
}

export async function setDriverStatus(db: DbOrTx, driverId: number, status: DriverRow['status']) {
  await db.update(drivers).set({ status }).where(eq(drivers.id, driverId));
}

export interface PositionFix {
  driverId: number;
  latitude: number;
  longitude: number;
  recordedAt: Date;
}

export type JobFix = PositionFix & { orderId: number };

/** The values of a job fix as SQL: bound values here, placeholders in a prepared statement. */
export interface JobFixSql {
  orderId: SQL;
  driver: SQL;
  lat: SQL;
  lon: SQL;
  at: SQL;
}

/**
 * The CTEs `target`, `stored` and `moved` that every job-fix statement starts with: read the
 * order, store the fix only if this driver holds the job and it is under way, and move the driver
 * unless a newer fix is already known. Data-modifying CTEs share one snapshot and commit together.
 */
export function jobFixCtes({ orderId, driver, lat, lon, at }: JobFixSql): SQL {
  const running = sql.join(
    RUN_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`
    target as (
      select id, client_id, driver_id, status from ${orders} where id = ${orderId}
    ),
    stored as (
      insert into ${locationUpdates} (driver_id, order_id, latitude, longitude, status, recorded_at)
      select ${driver}, t.id, ${lat}, ${lon}, t.status, ${at} from target t
      where t.driver_id = ${driver} and t.status in (${running})
      returning id
    ),
    moved as (
      update ${drivers} set current_latitude = ${lat}, current_longitude = ${lon}, location_updated_at = ${at}
      where id = ${driver} and exists (select 1 from stored)
        and (location_updated_at is null or location_updated_at <= ${at})
      returning id
    )`;
}

/**
 * The hot path of location sharing in one statement (`jobFixCtes`). The caller explains a refusal
 * from the order returned; when `stored` is false nothing was written.
 */
export async function recordJobFix(db: DbOrTx, fix: JobFix) {
  const ctes = jobFixCtes({
    orderId: sql`${fix.orderId}::int`,
    driver: sql`${fix.driverId}::int`,
    lat: sql`${fix.latitude.toFixed(6)}::numeric`,
    lon: sql`${fix.longitude.toFixed(6)}::numeric`,
    at: sql`${fix.recordedAt.toISOString()}::timestamptz`,
  });
  const result = await db.execute(sql`
    with ${ctes}
    select t.id, t.client_id, t.driver_id, t.status,
      exists (select 1 from stored) as stored, exists (select 1 from moved) as moved
    from target t
  `);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return row ? jobFixOutcome(row) : undefined;
}

/** The answer row of a statement that stores a job fix: the order it read and what it wrote. */
export function jobFixOutcome(row: Record<string, unknown>) {
  return {
    order: {
      id: Number(row.id),
      clientId: Number(row.client_id),
      driverId: row.driver_id === null ? null : Number(row.driver_id),
      status: row.status as OrderStatus,
    },
    stored: row.stored === true,
    moved: row.moved === true,
  };
}

/**
 * Moves the driver's last known position, unless a newer fix is already stored (phones send
 * queued fixes late and out of order). Answers whether this fix became the current position.
 */
export async function moveDriver(db: DbOrTx, fix: PositionFix): Promise<boolean> {
  const moved = await db
    .update(drivers)
    .set({
      currentLatitude: fix.latitude.toFixed(6),
      currentLongitude: fix.longitude.toFixed(6),
      locationUpdatedAt: fix.recordedAt,
    })
    .where(
      and(
        eq(drivers.id, fix.driverId),
        or(isNull(drivers.locationUpdatedAt), lte(drivers.locationUpdatedAt, fix.recordedAt)),
      ),
    )
    .returning({ id: drivers.id });
  return moved.length > 0;
}

/**
 * When the job became its current driver's: the latest assignment or acceptance. Proof taken
 * offline cannot predate it (domain/captured-at.ts). Falls back to the order's creation.
 */
export async function heldSince(db: DbOrTx, orderId: number): Promise<Date> {
  const [row] = await db
    .select({ at: trackingEvents.createdAt })
    .from(trackingEvents)
    .where(
      and(
        eq(trackingEvents.orderId, orderId),
        inArray(trackingEvents.status, ['assigned', 'pickup_scheduled']),
      ),
    )
    .orderBy(desc(trackingEvents.createdAt))
    .limit(1);
  if (row) return row.at;
  const [order] = await db.select({ at: orders.createdAt }).from(orders).where(eq(orders.id, orderId));
  return order?.at ?? new Date(0);
}
