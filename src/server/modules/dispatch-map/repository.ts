/** The rows the dispatch map draws: active orders and on-shift drivers, only the columns it needs. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MAP_ORDER_STATUSES } from '@domain/dispatch-map';
import type { DbOrTx } from '../../db/client';
import { drivers, orders, users } from '../../db/schema/index';

/**
 * A bound on one answer: a dispatcher's map of more active orders than this is unreadable anyway,
 * and the soonest deadlines come first, so what is cut is what can wait.
 */
export const MAP_ORDER_LIMIT = 1_000;

export async function listMapOrders(db: DbOrTx) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      priority: orders.priority,
      pickupLatitude: orders.pickupLatitude,
      pickupLongitude: orders.pickupLongitude,
      deliveryLatitude: orders.deliveryLatitude,
      deliveryLongitude: orders.deliveryLongitude,
      distance: orders.distance,
      pickupBy: orders.pickupBy,
      deliverBy: orders.deliverBy,
      etaAt: orders.etaAt,
      driverId: orders.driverId,
    })
    .from(orders)
    .where(inArray(orders.status, [...MAP_ORDER_STATUSES]))
    .orderBy(asc(orders.deliverBy), asc(orders.id))
    .limit(MAP_ORDER_LIMIT);
}
export type MapOrderRow = Awaited<ReturnType<typeof listMapOrders>>[number];

/** Approved drivers on shift (available or busy): the ones dispatch can reach now. */
export async function listOnShiftDrivers(db: DbOrTx) {
  return db
    .select({
      id: drivers.id,
      status: drivers.status,
      coldChain: drivers.coldChain,
      currentLatitude: drivers.currentLatitude,
      currentLongitude: drivers.currentLongitude,
      locationUpdatedAt: drivers.locationUpdatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(and(inArray(drivers.status, ['available', 'busy']), eq(drivers.approvalStatus, 'approved')))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(drivers.id));
}
export type MapDriverRow = Awaited<ReturnType<typeof listOnShiftDrivers>>[number];
