/**
 * Live location sharing (a driver's position, pushed live). A driver on a job posts its
 * position every few seconds, so this is the hottest write of the app: the posts that arrive
 * together are written in one statement that reads the orders, stores the fixes, moves the
 * drivers, stores the ETAs and NOTIFYs one frame per order (decisions 028 and 063).
 * The event goes to the order's client, its driver and admins (decision 006), on commit.
 */
import type { SessionUser } from '@domain/auth';
import { LOCATION_INACTIVE, NOT_YOUR_JOB, type LocationUpdateResponse } from '@domain/driver';
import type { LiveEvent, OrderRef } from '@domain/events';
import { isPositionShared } from '@domain/job-privacy';
import type { DistanceService } from '../../adapters/router/index';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../errors';
import { GroupCommit, type GroupCommitOptions } from '../../db/group-commit';
import { publishEvent, publishEvents, publishesInDatabase } from '../../realtime/event-bus';
import { audienceOf } from '../../realtime/order-events';
import { canReadOrder, canRunJob } from '../access-policy/index';
import { planEta, readOrdersForEta, storeEta, type EtaPlan } from './eta';
import { EtaInputsCache } from './eta-inputs';
import { storeJobFixes, type JobFixInput, type JobFixOutcome } from './job-fix-statement';
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

/** How the job position posts are grouped into transactions (db/group-commit.ts). */
export interface JobLocationOptions {
  distance?: DistanceService | undefined;
  groupCommit: GroupCommitOptions;
  /** Remember the orders' ETA inputs between posts (eta-inputs.ts); false reads them on every post. */
  rememberEtaInputs?: boolean | undefined;
}

export type ShareJobLocation = (
  viewer: SessionUser,
  orderId: number,
  input: PositionInput,
) => Promise<LocationUpdateResponse>;

/**
 * POST /api/orders/{id}/location: the assigned driver, while the job is under way. The posts of one
 * database handle are written in group commits: each is answered once its batch has committed.
 */
export function jobLocationSharing(db: Db, options: JobLocationOptions): ShareJobLocation {
  // Keyed by driver: a driver's fixes commit in the order they arrived, and two batches in flight
  // never lock the same driver's row.
  const batches = new GroupCommit<JobFixInput, JobFixOutcome>(
    (batch) => commitFixes(db, batch),
    options.groupCommit,
    (input) => input.fix.driverId,
  );
  // The ETA's order reads of the posts that arrive together go in one query too (a read, so
  // nothing to commit and nothing to gather behind a batch in flight: the same queue, keyed by order).
  const etaOrders = new GroupCommit(
    (ids: number[]) => readOrdersForEta(db, ids),
    { ...options.groupCommit, windowMs: 0, overlapAfterMs: 0 },
    (id) => id,
  );
  const remembered = options.rememberEtaInputs === false ? null : new EtaInputsCache();
  /** The order's ETA inputs: remembered ones when `mayRemember`, else read (with the posts beside it). */
  const etaInputs = async (orderId: number, mayRemember: boolean) => {
    const known = mayRemember ? remembered?.get(orderId) : undefined;
    if (known) return { order: known, remembered: true };
    const order = await etaOrders.submit(orderId);
    if (order) remembered?.set(orderId, order);
    return order ? { order, remembered: false } : undefined;
  };
  return async (viewer, orderId, input) => {
    const driverId = approvedDriverId(viewer);
    const recordedAt = input.timestamp ?? new Date();
    const fix = { driverId, orderId, latitude: input.latitude, longitude: input.longitude, recordedAt };
    // A plan from remembered inputs that the order no longer has comes back stale, with nothing
    // written: the second attempt plans from a fresh read, as every post did before.
    for (let attempt = 0; ; attempt++) {
      // The ETA from this position, worked out before the write (the router may take a while, and
      // must not hold up the other posts of the batch). Only for the driver's own job under way;
      // anything else is refused by the batch as before.
      const read = options.distance ? await etaInputs(orderId, attempt === 0) : undefined;
      let plan: EtaPlan | null = null;
      if (options.distance && read) {
        const from = { latitude: input.latitude, longitude: input.longitude };
        plan = await planEta(options.distance, read.order, driverId, from, recordedAt);
      }
      // A job turning late is news for dispatch too (order_late), published with the fix: that rare
      // post keeps a transaction of its own, planned from a fresh read. Every other post joins a batch.
      if (plan?.late && !plan.wasLate) {
        remembered?.delete(orderId);
        if (read?.remembered) continue;
        return shareInTransaction(db, viewer, fix, plan);
      }
      const result = await batches.submit({
        fix,
        eta: plan?.etaAt ?? null,
        inputs: read ? { digest: read.order.digest, remembered: read.remembered } : null,
        frames: { plain: positionFrame(fix, null), withEta: positionFrame(fix, plan) },
      });
      if (result.stale) {
        remembered?.delete(orderId);
        continue;
      }
      if (read && result.after) {
        remembered?.set(orderId, { ...read.order, etaAt: result.after.etaAt, digest: result.after.digest });
      } else remembered?.delete(orderId);
      explainRefusal(viewer, result);
      return answer({ ...fix, orderId }, result.moved);
    }
  };
}

/**
 * One batch, one statement (its own transaction). With NOTIFY the statement publishes the frames
 * itself; with NATS they are published once it has returned, that is after its commit.
 */
async function commitFixes(db: Db, batch: JobFixInput[]): Promise<JobFixOutcome[]> {
  const inStatement = publishesInDatabase(db);
  const outcomes = await storeJobFixes(db, batch, inStatement);
  if (!inStatement) {
    const frames = outcomes.flatMap(({ order, framed, etaStored }, i) =>
      order && framed
        ? [
            {
              audience: positionAudience(order),
              event: etaStored ? batch[i]!.frames.withEta : batch[i]!.frames.plain,
            },
          ]
        : [],
    );
    if (frames.length > 0) await publishEvents(db, frames);
  }
  return outcomes;
}

/** Refusals are explained after the fact: the statement wrote nothing unless all of these hold. */
function explainRefusal(
  viewer: SessionUser,
  result: { order: OrderRef | undefined; stored: boolean } | undefined,
): asserts result is { order: OrderRef; stored: true } {
  // Someone else's job answers 404 like any order the driver cannot see; an open job, 403.
  if (!result?.order || !canReadOrder(viewer, result.order)) throw notFound('Order not found');
  if (!canRunJob(viewer, result.order)) throw forbidden(NOT_YOUR_JOB);
  if (!result.stored) throw new AppError('NO_JOB_UNDER_WAY', LOCATION_INACTIVE);
}

// The client follows its driver only while this job is under way.
const positionAudience = (order: OrderRef) => ({
  ...audienceOf(order),
  positionShared: isPositionShared(order.status),
});

function positionFrame(fix: repo.JobFix, eta: EtaPlan | null): LiveEvent {
  return {
    type: 'driver_location_update',
    orderId: fix.orderId,
    driverId: fix.driverId,
    latitude: fix.latitude,
    longitude: fix.longitude,
    timestamp: fix.recordedAt.toISOString(),
    ...(eta ? { etaAt: eta.etaAt.toISOString(), etaLate: eta.late } : {}),
  };
}

/** The post that turns the job late: the fix, the ETA and both frames in one transaction. */
async function shareInTransaction(db: Db, viewer: SessionUser, fix: repo.JobFix, plan: EtaPlan) {
  const { orderId, driverId, recordedAt } = fix;
  return db.transaction(async (tx) => {
    const result = await repo.recordJobFix(tx, fix);
    explainRefusal(viewer, result);
    // A late, older fix is kept for the record but not broadcast: the map must not jump back.
    if (result.moved) {
      const eta = (await storeEta(tx, orderId, driverId, plan, recordedAt)) ? plan : null;
      await publishEvent(tx, positionAudience(result.order), positionFrame(fix, eta));
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
    if (driver.status === 'offline')
      throw new AppError('SHIFT_REQUIRED', 'Go on shift to share your location');
    const fix = { driverId, latitude: input.latitude, longitude: input.longitude, recordedAt };
    return answer({ ...fix, orderId: null }, await repo.moveDriver(tx, fix));
  });
}
