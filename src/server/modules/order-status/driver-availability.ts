/**
 * The driver's availability follows its jobs: taking one makes it busy; finishing or losing its
 * last job makes it available again, unless it went off shift. Read and written in the status
 * change's transaction, since it depends on the driver's other jobs at that moment.
 */
import { and, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { drivers, orders } from '../../db/schema/index';
import type { DriverChange } from './types';

const ACTIVE_JOB_STATUSES = ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'] as const;

export async function updateDriverAvailability(
  tx: Tx,
  previousDriverId: number | null,
  driverId: number | null,
  to: string,
): Promise<DriverChange> {
  if (to === 'assigned' && driverId !== null && previousDriverId === null) {
    await tx.update(drivers).set({ status: 'busy' }).where(eq(drivers.id, driverId));
    return { status: 'busy' };
  }
  // A job handed back frees its driver like a cancelled one.
  if (to === 'confirmed' && driverId === null && previousDriverId !== null) driverId = previousDriverId;
  if ((to !== 'delivered' && to !== 'cancelled' && to !== 'confirmed') || driverId === null) return {};
  const change: DriverChange = {};
  if (to === 'delivered') {
    // Also locks the driver's row, so the check below sees any job given to it meanwhile.
    const [counted] = await tx
      .update(drivers)
      .set({ totalDeliveries: sql`${drivers.totalDeliveries} + 1` })
      .where(eq(drivers.id, driverId))
      .returning({ totalDeliveries: drivers.totalDeliveries });
    change.totalDeliveries = counted?.totalDeliveries;
  }
  // Only a busy driver becomes available: an offline one stays off shift; one with another job
  // under way stays busy (checked in the same statement, one round trip).
  const otherJob = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.driverId, driverId), inArray(orders.status, [...ACTIVE_JOB_STATUSES])));
  const [freed] = await tx
    .update(drivers)
    .set({ status: 'available' })
    .where(and(eq(drivers.id, driverId), ne(drivers.status, 'offline'), notExists(otherJob)))
    .returning({ status: drivers.status });
  if (freed) change.status = freed.status;
  return change;
}
