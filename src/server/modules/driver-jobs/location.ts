/**
 * Live location sharing (a driver's position, pushed live). A driver on a job posts its
 * position every few seconds, so this is the hottest write of the app: one short transaction with
 * one statement that reads the order, stores the fix and moves the driver, then the NOTIFY. The
 * event goes to the order's client, its driver and admins (decision 006), on commit.
 */
import type { SessionUser } from '@domain/auth';
import { LOCATION_INACTIVE, NOT_YOUR_JOB, type LocationUpdateResponse } from '@domain/driver';
import { isPositionShared } from '@domain/job-privacy';
import type { DistanceService } from '../../adapters/router/index';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors';
import { publishEvent } from '../../realtime/event-bus';
import { audienceOf } from '../../realtime/order-events';
import { canReadOrder, canRunJob } from '../access-policy/index';
import { planEta, readOrderForEta, storeEta, type EtaPlan } from './eta';
import * as repo from './repository';
import { approvedDriverId } from './service';

export interface PositionInput {
  latitude: number;
  longitude: number;
  /** When the device took the fix; the server's clock when it did not say. */
  timestamp?: Date | undefined;
}

const answer = (
  fix: repo.PositionFix & { orderId: number | null },
  current: boolean,
): LocationUpdateResponse => ({
  orderId: fix.orderId,
  driverId: fix.driverId,
  latitude: fix.latitude,
  longitude: fix.longitude,
  timestamp: fix.recordedAt.toISOString(),
  current,
});

/** POST /api/orders/{id}/location: the assigned driver, while the job is under way. */
export async function shareJobLocation(
  db: Db,
  viewer: SessionUser,
  orderId: number,
  input: PositionInput,
  distance?: DistanceService,
): Promise<LocationUpdateResponse> {
  const driverId = approvedDriverId(viewer);
  const recordedAt = input.timestamp ?? new Date();
  // Issue 15: the ETA from this position, worked out before the transaction (the router may take
  // a while). Only for the driver's own job under way; anything else is refused below as before.
  let plan: EtaPlan | null = null;
  if (distance) {
    const order = await readOrderForEta(db, orderId);
    const from = { latitude: input.latitude, longitude: input.longitude };
    if (order) plan = await planEta(distance, order, driverId, from, recordedAt);
  }
  const fix = {
    driverId,
    orderId,
    latitude: input.latitude,
    longitude: input.longitude,
    recordedAt,
  };
  return db.transaction(async (tx) => {
    const result = await repo.recordJobFix(tx, fix);
    // Refusals are explained after the fact: the statement wrote nothing unless all of these hold.
    // Someone else's job answers 404 like any order the driver cannot see; an open job, 403.
    if (!result || !canReadOrder(viewer, result.order)) throw notFound('Order not found');
    if (!canRunJob(viewer, result.order)) throw forbidden(NOT_YOUR_JOB);
    if (!result.stored) throw conflict(LOCATION_INACTIVE);
    // A late, older fix is kept for the record but not broadcast: the map must not jump back.
    if (result.moved) {
      const eta = plan && (await storeEta(tx, orderId, driverId, plan, recordedAt)) ? plan : null;
      // The client follows its driver only while this job is under way (issue 14, finding 2).
      const positionShared = isPositionShared(result.order.status);
      await publishEvent(
        tx,
        { ...audienceOf(result.order), positionShared },
        {
          type: 'driver_location_update',
          orderId,
          driverId,
          latitude: fix.latitude,
          longitude: fix.longitude,
          timestamp: fix.recordedAt.toISOString(),
          ...(eta ? { etaAt: eta.etaAt.toISOString(), etaLate: eta.late } : {}),
        },
      );
      if (eta?.late && !eta.wasLate) {
        await publishEvent(tx, audienceOf(result.order), {
          type: 'order_late',
          orderId,
          etaAt: eta.etaAt.toISOString(),
          promisedBy: eta.promisedBy.toISOString(),
        });
      }
    }
    return answer({ ...fix, orderId }, result.moved);
  });
}

/**
 * POST /api/driver/location: an idle driver's position, so the job board can sort by distance.
 * Only the current position is kept (no trail between jobs), and only while on shift.
 */
export async function shareIdleLocation(
  db: Db,
  viewer: SessionUser,
  input: PositionInput,
): Promise<LocationUpdateResponse> {
  const driverId = approvedDriverId(viewer);
  const recordedAt = input.timestamp ?? new Date();
  return db.transaction(async (tx) => {
    const driver = await repo.findDriver(tx, driverId);
    if (!driver) throw notFound('Driver not found');
    if (driver.status === 'offline') throw conflict('Go on shift to share your location');
    const fix = { driverId, latitude: input.latitude, longitude: input.longitude, recordedAt };
    return answer({ ...fix, orderId: null }, await repo.moveDriver(tx, fix));
  });
}
