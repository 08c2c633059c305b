/**
 * The driver's job board and run: see open jobs, accept one, move it a step at a
 * time, list the jobs under way, go on or off shift. Every status change goes through
 * changeOrderStatus, so the state machine, the race guard, the tracking event, the driver's
 * availability and the live events are those of every other change.
 */
import type { SessionUser } from '@domain/auth';
import {
  ALREADY_YOURS,
  CANNOT_DECLINE,
  GO_ON_SHIFT,
  JOB_TAKEN,
  NOT_YOUR_JOB,
  POSITION_FRESH_MS,
  type AvailableJobResponse,
  type DeclineJobRequest,
  type DriverStepRequest,
} from '@domain/driver';
import { notApprovedMessage } from '@domain/driver-vetting';
import type { OrderStatus } from '@domain/enums';
import { capturedAtProblem } from '@domain/captured-at';
import { haversineMiles, type LatLng } from '@domain/geo';
import type { OrderResponse } from '@domain/orders';
import { actionFor, allowedActions, DRIVER_STEPS } from '@domain/order-state';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/index';
import { toOrderResponse } from '../orders/index';
import { findOrder, findOrderAndDriverFix, findOrderRow } from '../orders/index';
import { visibleOrder } from '../order-access/index';
import { changeOrderStatus } from '../order-status/index';
import * as repo from './repository';
import { declineOffer } from '../auto-dispatch/index';
import { lockOpenOrder, openOfferOf, openOffersFor, readSettings } from '../auto-dispatch/index';
import { payQuotes } from '../driver-pay/index';
import { jobFit } from '@domain/driver-capabilities';
import { OFFERED_TO_ANOTHER } from '@domain/auto-dispatch';
import {
  assertPermission,
  canReadDriver,
  canReadOrder,
  canRunJob,
  hasPermission,
  orderScope,
} from '../access-policy/index';
import { isDriver } from '@domain/capabilities';

/** The signed-in driver's record id; anyone else is refused (the routes let admins read only). */
export function sessionDriverId(viewer: SessionUser): number {
  if (!isDriver(viewer) || viewer.driverId === undefined) throw forbidden('Only drivers can do this');
  return viewer.driverId;
}

/**
 * The signed-in driver's record id, if dispatch has approved it: a pending
 * or rejected driver gets 403 with a message for the board, accept, location and going on shift.
 */
export function approvedDriverId(viewer: SessionUser): number {
  const driverId = sessionDriverId(viewer);
  const approval = viewer.driverApproval ?? 'pending';
  if (approval !== 'approved') throw forbidden(notApprovedMessage(approval, viewer.driverRejectionReason));
  return driverId;
}

/** Where the driver is, if it said so recently enough to stand for where a step happened. */
export function freshPosition(
  driver: Pick<repo.DriverRow, 'currentLatitude' | 'currentLongitude' | 'locationUpdatedAt'> | undefined,
  now: Date,
): LatLng | undefined {
  if (!driver?.currentLatitude || !driver.currentLongitude || !driver.locationUpdatedAt) return undefined;
  if (now.getTime() - driver.locationUpdatedAt.getTime() > POSITION_FRESH_MS) return undefined;
  return { latitude: Number(driver.currentLatitude), longitude: Number(driver.currentLongitude) };
}

async function reload(db: DbOrTx, viewer: SessionUser, orderId: number): Promise<OrderResponse> {
  const row = await findOrder(db, orderId);
  if (!row) throw notFound('Order not found');
  return toOrderResponse(row, viewer);
}

/** Open jobs; for a driver whose position is known, nearest pickup first with its distance. */
export async function listAvailableJobs(db: Db, viewer: SessionUser): Promise<AvailableJobResponse[]> {
  if (isDriver(viewer)) approvedDriverId(viewer);
  const driver = viewer.driverId !== undefined ? await repo.findDriver(db, viewer.driverId) : undefined;
  // A position from hours ago still ranks the board better than none; it is the last one we have.
  const near =
    driver?.currentLatitude && driver.currentLongitude
      ? { latitude: Number(driver.currentLatitude), longitude: Number(driver.currentLongitude) }
      : null;
  // A driver's board holds only jobs it may take (cooler, vehicle, within its maximum distance:
  // the rule dispatch's assign list and the accept call use); admins see all.
  const { maxDistanceMiles } = await readSettings(db);
  const coldOk = (await repo.listOpenJobs(db, orderScope(viewer), near)).filter((row) => {
    if (!isDriver(viewer)) return true;
    if (!driver) return false;
    const miles = near
      ? haversineMiles(near, {
          latitude: Number(row.order.pickupLatitude),
          longitude: Number(row.order.pickupLongitude),
        })
      : null;
    return jobFit(driver, row.order, miles, maxDistanceMiles) === null;
  });
  // Auto-dispatch: a job offered to one driver is on that driver's board alone.
  const openOffers = await openOffersFor(
    db,
    coldOk.map((row) => row.order.id),
  );
  const offers = new Map(openOffers.map((o) => [o.orderId, o]));
  const rows = coldOk.filter(
    (row) => !isDriver(viewer) || (offers.get(row.order.id)?.driverId ?? driver?.id) === driver?.id,
  );
  // "Your pay" on each card: the driver's own pay rule, the one its settlement will apply.
  const pay = driver
    ? await payQuotes(
        db,
        driver.id,
        rows.map((row) => ({
          orderTotal: row.order.totalCost,
          miles: row.order.distance,
          pieces: row.pieces?.length ?? 1,
        })),
      )
    : [];
  return rows.map((row, index) => {
    const offer = offers.get(row.order.id);
    const order = {
      ...toOrderResponse(row, viewer),
      ...(offer && { offerExpiresAt: offer.expiresAt.toISOString() }),
      ...(pay[index] !== undefined && { driverPay: pay[index] }),
    };
    if (!near) return order;
    const pickup = {
      latitude: Number(row.order.pickupLatitude),
      longitude: Number(row.order.pickupLongitude),
    };
    return { ...order, distanceToPickup: haversineMiles(near, pickup).toFixed(1) };
  });
}

export async function acceptJob(
  db: Db,
  viewer: SessionUser,
  orderId: number,
  body: { driverId?: number | undefined } | null | undefined,
  ip: string | null,
): Promise<OrderResponse> {
  const driverId = approvedDriverId(viewer);
  if (body?.driverId !== undefined && body.driverId !== driverId) {
    throw forbidden('You can only accept jobs for yourself');
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    // Locked so going off shift and accepting a job cannot cross each other.
    const driver = await repo.findDriver(tx, driverId, true);
    if (!driver || driver.status === 'offline') throw new AppError('SHIFT_REQUIRED', GO_ON_SHIFT);
    // The whole row: changeOrderStatus takes it rather than reading it again.
    const order = await findOrderRow(tx, orderId);
    if (!order) throw notFound('Order not found');
    // The driver saw this job on the board: "taken" tells it more than "not found" would.
    if (order.driverId === driverId) throw new AppError('ALREADY_ACCEPTED', ALREADY_YOURS);
    if (order.driverId !== null) throw new AppError('JOB_TAKEN', JOB_TAKEN);
    if (order.status !== 'confirmed') throw notFound('Order not found');
    const offer = await openOfferOf(tx, orderId);
    if (offer && offer.driverId !== driverId) throw new AppError('JOB_TAKEN', OFFERED_TO_ANOTHER);
    await changeOrderStatus(tx, {
      orderId,
      action: 'accept',
      actor: { userId: viewer.id, role: 'driver', driverId },
      actorName: `${viewer.firstName} ${viewer.lastName}`,
      before: order,
      assignDriverId: driverId,
      location: freshPosition(driver, now),
      race: { code: 'JOB_TAKEN', message: JOB_TAKEN },
      callerAudit: () => ({
        action: 'order_accept',
        actorUserId: viewer.id,
        entityType: 'order',
        entityId: orderId,
        ipAddress: ip,
        details: { driverId },
      }),
    });
  });
  return reload(db, viewer, orderId);
}

const words = (status: string) => status.replace(/_/g, ' ');

/** Why a driver's status change is refused, naming the step that would be legal, if any. */
function stepRefusal(from: OrderStatus, to: OrderStatus): string {
  const next = DRIVER_STEPS.find((s) => allowedActions(from, 'driver').includes(s.action));
  if (!next) return `This job is ${words(from)}; there is no next step`;
  return `This job is ${words(from)} and cannot become ${words(to)}; the next step is ${next.label}`;
}

/**
 * PATCH /api/orders/{id}/status: the assigned driver takes the next step of its run. The job is
 * read once, with its people and its driver's last position: the checks, the change, where it
 * happened and the answer all use that read (decision 033), and the answer is that row with the
 * change applied rather than a second read after commit.
 */
export async function advanceJob(
  db: Db,
  viewer: SessionUser,
  orderId: number,
  input: DriverStepRequest,
  ip: string | null,
): Promise<OrderResponse> {
  const driverId = sessionDriverId(viewer);
  const now = new Date();
  const row = await db.transaction(async (tx) => {
    const job = await findOrderAndDriverFix(tx, orderId);
    // Refused exactly as visibleOrder refuses: 404 when the driver may not see the order.
    if (!job || !canReadOrder(viewer, job.order)) throw notFound('Order not found');
    if (!canRunJob(viewer, job.order)) throw forbidden(NOT_YOUR_JOB);
    const action = actionFor(job.order.status, input.status, 'driver');
    if (!action || !DRIVER_STEPS.some((s) => s.action === action)) {
      throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', stepRefusal(job.order.status, input.status));
    }
    if (input.proof?.capturedAt) {
      const problem = capturedAtProblem(
        new Date(input.proof.capturedAt),
        now,
        await repo.heldSince(tx, orderId),
      );
      if (problem) throw badRequest(problem, [{ path: 'proof.capturedAt', message: problem }]);
    }
    // canRunJob holds: the order's driver, joined in the read, is this driver.
    const position = {
      currentLatitude: job.driverLatitude,
      currentLongitude: job.driverLongitude,
      locationUpdatedAt: job.driverLocationAt,
    };
    const { order, driver } = await changeOrderStatus(tx, {
      orderId,
      action,
      actor: { userId: viewer.id, role: 'driver', driverId },
      actorName: `${viewer.firstName} ${viewer.lastName}`,
      before: job.order,
      location: freshPosition(position, now),
      // Checked against what the order requires, and stored, at Complete Pickup and Delivery.
      proof: input.proof,
      scan: input.scan,
      scans: input.scans,
      exceptions: input.exceptions,
      race: { code: 'CONCURRENT_CHANGE', message: 'This job was just updated. Refresh and try again.' },
      callerAudit: ({ addressLearningFailed }) => ({
        action: `order_${action}`,
        actorUserId: viewer.id,
        entityType: 'order',
        entityId: orderId,
        ipAddress: ip,
        // A lesson about the address that failed is said where dispatch reviews the job.
        details: {
          from: job.order.status,
          to: input.status,
          ...(addressLearningFailed ? { addressLearningFailed } : {}),
        },
      }),
    });
    return {
      ...job,
      order,
      driverStatus: driver.status ?? job.driverStatus,
      driverTotalDeliveries: driver.totalDeliveries ?? job.driverTotalDeliveries,
    };
  });
  return toOrderResponse(row, viewer);
}

/**
 * POST /api/orders/{id}/decline: the assigned driver hands the job back before pickup.
 * The reason is kept on the order for dispatch, on the tracking event and in the audit line.
 */
export async function declineJob(
  db: Db,
  viewer: SessionUser,
  orderId: number,
  input: DeclineJobRequest,
  ip: string | null,
): Promise<OrderResponse> {
  const driverId = sessionDriverId(viewer);
  const now = new Date();
  await db.transaction(async (tx) => {
    const order = await visibleOrder(tx, viewer, orderId);
    if (order.status === 'confirmed' && order.driverId === null) {
      // Saying no to an auto-dispatch offer; the next driver is asked.
      const row = await lockOpenOrder(tx, orderId);
      if (row && (await declineOffer(tx, row, driverId, input.reason, now))) {
        await recordAudit(tx, {
          action: 'order_decline_offer',
          actorUserId: viewer.id,
          entityType: 'order',
          entityId: orderId,
          ipAddress: ip,
          details: { driverId, reason: input.reason },
        });
        return;
      }
    }
    if (!canRunJob(viewer, order)) throw forbidden(NOT_YOUR_JOB);
    if (!allowedActions(order.status, 'driver').includes('decline_job'))
      throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', CANNOT_DECLINE);
    const driver = await repo.findDriver(tx, driverId);
    await changeOrderStatus(tx, {
      orderId,
      action: 'decline_job',
      actor: { userId: viewer.id, role: 'driver', driverId },
      location: freshPosition(driver, now),
      // The client's timeline and custody chain say the job went back to dispatch, not why.
      note: 'Handed back to dispatch by the driver',
      declineReason: input.reason,
      race: { code: 'CONCURRENT_CHANGE', message: 'This job was just updated. Refresh and try again.' },
      // The audit line keeps the reason (the order's status before, the driver).
      audit: { ip },
    });
  });
  return reload(db, viewer, orderId);
}

/** GET /api/orders/driver/{driverId}/active: that driver's jobs under way, oldest first. */
export async function listActiveJobs(
  db: Db,
  viewer: SessionUser,
  driverId: number,
): Promise<OrderResponse[]> {
  assertPermission(viewer, 'read:driver-jobs:own,any');
  if (!canReadDriver(viewer, driverId)) throw forbidden('You can only see your own jobs');
  if (hasPermission(viewer, 'read:driver-jobs:any') && !(await repo.findDriver(db, driverId)))
    throw notFound('Driver not found');
  return (await repo.listRunJobs(db, orderScope(viewer), driverId)).map((row) =>
    toOrderResponse(row, viewer),
  );
}
