/**
 * Whether a driver may be given a job (dispatch's assignment, or the driver's own accept), by the
 * one rule of src/domain/driver-capabilities.ts: a cooler for a cold job, a vehicle large enough,
 * and a pickup within the driver's maximum distance (its own, else dispatch's setting). Checked
 * on the server whatever the screen offered, so a call made around the screen meets the same 409.
 */
import { eq } from 'drizzle-orm';
import { displayNumber } from '@domain/display';
import { jobFit } from '@domain/driver-capabilities';
import { haversineMiles } from '@domain/geo';
import type { Tx } from '../../db/client';
import { drivers, type orders } from '../../db/schema/index';
import { AppError, notFound } from '../../errors';
import { readSettings } from '../auto-dispatch/index';

type OrderRow = typeof orders.$inferSelect;

export async function checkDriverFitsJob(tx: Tx, order: OrderRow, driverId: number): Promise<void> {
  const [driver] = await tx
    .select({
      coldChain: drivers.coldChain,
      vehicleSize: drivers.vehicleSize,
      maxDistanceMiles: drivers.maxDistanceMiles,
      latitude: drivers.currentLatitude,
      longitude: drivers.currentLongitude,
    })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .limit(1);
  if (!driver) throw notFound('Driver not found');
  const miles =
    driver.latitude !== null && driver.longitude !== null
      ? haversineMiles(
          { latitude: Number(driver.latitude), longitude: Number(driver.longitude) },
          { latitude: Number(order.pickupLatitude), longitude: Number(order.pickupLongitude) },
        )
      : null;
  const { maxDistanceMiles } = await readSettings(tx);
  const unfit = jobFit(driver, order, miles, maxDistanceMiles);
  if (unfit)
    throw new AppError(unfit.code, `This driver cannot take #${displayNumber(order.id)}: ${unfit.reason}`);
}
