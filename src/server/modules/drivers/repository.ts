/** The drivers with their people and their current job: what the Driver Management tab and Assign dialog list. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DriverStatus } from '@domain/enums';
import type { DbOrTx } from '../../db/client';
import { drivers, orders, users } from '../../db/schema/index';

/** A job the driver is on now (the statuses that keep a driver busy in order-status/driver-availability.ts). */
export const JOB_STATUSES = ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'] as const;

export async function listDrivers(db: DbOrTx, status?: DriverStatus) {
  // The most recently moved active job per driver, one index probe each (orders_driver_status_idx).
  const job = db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.driverId, drivers.id), inArray(orders.status, [...JOB_STATUSES])))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(1)
    .as('job');
  return db
    .select({
      id: drivers.id,
      status: drivers.status,
      rating: drivers.rating,
      totalDeliveries: drivers.totalDeliveries,
      currentLatitude: drivers.currentLatitude,
      currentLongitude: drivers.currentLongitude,
      locationUpdatedAt: drivers.locationUpdatedAt,
      coldChain: drivers.coldChain,
      vehicleSize: drivers.vehicleSize,
      maxDistanceMiles: drivers.maxDistanceMiles,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
      jobId: job.id,
      jobStatus: job.status,
    })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .leftJoinLateral(job, sql`true`)
    .where(status ? eq(drivers.status, status) : undefined)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(drivers.id));
}

export type DriverRow = Awaited<ReturnType<typeof listDrivers>>[number];
