/**
 * The position trail through a dead zone. A phone without signal keeps its positions
 * (thinned to one per OFFLINE_TRAIL_INTERVAL_MS) and sends them in one batch when it is back: all
 * are stored in one transaction, oldest first, each under the same rule as a live fix (the job must
 * be this driver's and under way), or none is. Live viewers get ONE frame, the newest position,
 * instead of a burst that would replay the drive on their map; the tracking page reads the whole
 * path from GET /api/orders/{id}/trail, with the gap filled.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import type { OrderRef } from '@domain/events';
import {
  LOCATION_INACTIVE,
  NOT_YOUR_JOB,
  type LocationBatchRequest,
  type LocationBatchResponse,
  type TrailResponse,
} from '@domain/driver';
import { isPositionShared, mayViewDriverPosition } from '@domain/job-privacy';
import type { Db } from '../../db/client';
import { locationUpdates } from '../../db/schema/index';
import { AppError, forbidden, notFound } from '../../errors';
import { publishEvent } from '../../realtime/event-bus';
import { audienceOf } from '../../realtime/order-events';
import { canReadOrder, canRunJob, trailScope } from '../access-policy/index';
import { visibleOrder } from '../order-access/index';
import * as repo from './repository';
import { approvedDriverId } from './service';

export async function shareJobTrail(
  db: Db,
  viewer: SessionUser,
  orderId: number,
  input: LocationBatchRequest,
): Promise<LocationBatchResponse> {
  const driverId = approvedDriverId(viewer);
  return db.transaction(async (tx) => {
    let latest: repo.PositionFix | null = null;
    let order: OrderRef | null = null;
    for (const position of input.positions) {
      const fix = { driverId, orderId, ...position, recordedAt: position.timestamp };
      const result = await repo.recordJobFix(tx, fix);
      if (!result || !canReadOrder(viewer, result.order)) throw notFound('Order not found');
      if (!canRunJob(viewer, result.order)) throw forbidden(NOT_YOUR_JOB);
      if (!result.stored) throw new AppError('NO_JOB_UNDER_WAY', LOCATION_INACTIVE);
      order = result.order;
      if (result.moved) latest = fix;
    }
    if (latest && order) {
      await publishEvent(
        tx,
        { ...audienceOf(order), positionShared: isPositionShared(order.status) },
        {
          type: 'driver_location_update',
          orderId,
          driverId,
          latitude: latest.latitude,
          longitude: latest.longitude,
          timestamp: latest.recordedAt.toISOString(),
        },
      );
    }
    return {
      orderId,
      driverId,
      stored: input.positions.length,
      latest: latest
        ? {
            orderId,
            driverId,
            latitude: latest.latitude,
            longitude: latest.longitude,
            timestamp: latest.recordedAt.toISOString(),
            current: true,
          }
        : null,
    };
  });
}

/**
 * The driver's path on this job. Dispatch sees all of it; the job's driver the part it drove itself
 * (not the path of a driver who had the job before and handed it back); the client the part
 * driven while it may follow the driver, and only while it still may (job-privacy.ts).
 */
export async function readTrail(db: Db, viewer: SessionUser, orderId: number): Promise<TrailResponse> {
  const order = await visibleOrder(db, viewer, orderId);
  if (!mayViewDriverPosition(viewer, order)) return { orderId, positions: [] };
  const rows = await db
    .select({
      latitude: locationUpdates.latitude,
      longitude: locationUpdates.longitude,
      recordedAt: locationUpdates.recordedAt,
    })
    .from(locationUpdates)
    .where(and(eq(locationUpdates.orderId, orderId), trailScope(viewer)))
    .orderBy(asc(locationUpdates.recordedAt), asc(locationUpdates.id))
    .limit(5_000);
  return {
    orderId,
    positions: rows.map((r) => ({
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      recordedAt: r.recordedAt.toISOString(),
    })),
  };
}
