/** The rows a day's plan is made from, and the plans themselves. */
import { and, desc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dispatchPlans, drivers, orders, trackingEvents, users } from '../../db/schema/index';

const STARTED = ['pickup_complete', 'in_transit'] as const;
const GIVEN = ['assigned', 'pickup_scheduled'] as const;

/** Open orders (confirmed, no driver) and every job under way with a driver: the day to plan. */
export async function listPlanOrders(db: DbOrTx) {
  const pickedUpAt = sql<Date | null>`(select max(${trackingEvents.createdAt}) from ${trackingEvents}
    where ${trackingEvents.orderId} = ${orders.id} and ${trackingEvents.status} = 'pickup_complete')`;
  return db
    .select({
      id: orders.id,
      status: orders.status,
      driverId: orders.driverId,
      pickupLatitude: orders.pickupLatitude,
      pickupLongitude: orders.pickupLongitude,
      deliveryLatitude: orders.deliveryLatitude,
      deliveryLongitude: orders.deliveryLongitude,
      scheduledDate: orders.scheduledDate,
      pickupBy: orders.pickupBy,
      deliverBy: orders.deliverBy,
      temperatureClass: orders.temperatureClass,
      pickedUpAt,
    })
    .from(orders)
    .where(
      or(
        and(eq(orders.status, 'confirmed'), isNull(orders.driverId)),
        inArray(orders.status, [...GIVEN, ...STARTED]),
      ),
    )
    .orderBy(orders.id)
    .limit(2_000);
}
export type PlanOrderRow = Awaited<ReturnType<typeof listPlanOrders>>[number];

/** Approved drivers on shift with a known position: the ones a plan can route. */
export async function listPlanDrivers(db: DbOrTx) {
  return db
    .select({
      id: drivers.id,
      vehicle: drivers.vehicle,
      coldChain: drivers.coldChain,
      latitude: drivers.currentLatitude,
      longitude: drivers.currentLongitude,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(and(inArray(drivers.status, ['available', 'busy']), eq(drivers.approvalStatus, 'approved')))
    .orderBy(drivers.id);
}
export type PlanDriverRow = Awaited<ReturnType<typeof listPlanDrivers>>[number];

/** The plan dispatch works on: the newest one not superseded. */
export async function findCurrentPlan(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(dispatchPlans)
    .where(ne(dispatchPlans.status, 'superseded'))
    .orderBy(desc(dispatchPlans.id))
    .limit(1);
  return row;
}
export type PlanRow = typeof dispatchPlans.$inferSelect;

export async function findPlan(db: DbOrTx, id: number) {
  const [row] = await db.select().from(dispatchPlans).where(eq(dispatchPlans.id, id)).limit(1);
  return row;
}

/** The route a driver's jobs follow: the one most recently applied. */
export async function findAppliedRoute(db: DbOrTx, driverId: number) {
  const [row] = await db
    .select({ routes: dispatchPlans.appliedRoutes })
    .from(dispatchPlans)
    .where(isNotNull(dispatchPlans.appliedAt))
    .orderBy(desc(dispatchPlans.appliedAt), desc(dispatchPlans.id))
    .limit(1);
  return row?.routes?.find((route) => route.driverId === driverId) ?? null;
}
