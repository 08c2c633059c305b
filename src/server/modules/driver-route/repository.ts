/** A driver's jobs under way, with what the route needs, in the order the driver took them. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { drivers, orders, trackingEvents } from '../../db/schema/index';

const RUN_STATUSES = ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'] as const;

export async function listRouteJobs(db: DbOrTx, driverId: number) {
  // When the job became this driver's: the latest 'assigned' step (a declined job may be re-assigned).
  const takenAt = sql<Date | null>`(select max(${trackingEvents.createdAt}) from ${trackingEvents}
    where ${trackingEvents.orderId} = ${orders.id} and ${trackingEvents.status} = 'assigned')`;
  return db
    .select({
      id: orders.id,
      status: orders.status,
      pickupAddress: orders.pickupAddress,
      pickupLatitude: orders.pickupLatitude,
      pickupLongitude: orders.pickupLongitude,
      deliveryAddress: orders.deliveryAddress,
      deliveryLatitude: orders.deliveryLatitude,
      deliveryLongitude: orders.deliveryLongitude,
      pickupBy: orders.pickupBy,
      deliverBy: orders.deliverBy,
    })
    .from(orders)
    .where(and(eq(orders.driverId, driverId), inArray(orders.status, [...RUN_STATUSES])))
    .orderBy(asc(takenAt), asc(orders.createdAt), asc(orders.id));
}
export type RouteJobRow = Awaited<ReturnType<typeof listRouteJobs>>[number];

export async function driverPosition(db: DbOrTx, driverId: number) {
  const [row] = await db
    .select({ latitude: drivers.currentLatitude, longitude: drivers.currentLongitude })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .limit(1);
  return row;
}
