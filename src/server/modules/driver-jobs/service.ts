/**
 * The driver's job board and run (spec 4, Driver): see open jobs, accept one, move it a step at a
 * time, list the jobs under way, go on or off shift. Every status change goes through
 * changeOrderStatus, so the state machine, the race guard, the tracking event, the driver's
 * availability and the live events are those of every other change.
 */
import type { SessionUser } from '@domain/auth';
import {
  ALREADY_YOURS,
  FINISH_JOBS_FIRST,
  GO_ON_SHIFT,
  JOB_TAKEN,
  NOT_YOUR_JOB,
  POSITION_FRESH_MS,
  type AvailableJobResponse,
  type DriverStepRequest,
} from '@domain/driver';
import type { OrderStatus } from '@domain/enums';
import { haversineMiles, type LatLng } from '@domain/geo';
import type { OrderResponse } from '@domain/orders';
import { actionFor, allowedActions, DRIVER_STEPS } from '@domain/order-state';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import { toOrderResponse } from '../orders/mapping';
import { findOrder, findOrderParties } from '../orders/repository';
import { visibleOrder } from '../orders/service';
import { changeOrderStatus } from '../orders/status-change';
import * as repo from './repository';

/** The signed-in driver's record id; anyone else is refused (the routes let admins read only). */
export function sessionDriverId(viewer: SessionUser): number {
  if (viewer.role !== 'driver' || viewer.driverId === undefined) throw forbidden('Only drivers can do this');
  return viewer.driverId;
}

/** Where the driver is, if it said so recently enough to stand for where a step happened. */
export function freshPosition(driver: repo.DriverRow | undefined, now: Date): LatLng | undefined {
  if (!driver?.currentLatitude || !driver.currentLongitude || !driver.locationUpdatedAt) return undefined;
  if (now.getTime() - driver.locationUpdatedAt.getTime() > POSITION_FRESH_MS) return undefined;
  return { latitude: Number(driver.currentLatitude), longitude: Number(driver.currentLongitude) };
}

async function reload(db: DbOrTx, orderId: number): Promise<OrderResponse> {
  const row = await findOrder(db, orderId);
  if (!row) throw notFound('Order not found');
  return toOrderResponse(row);
}

/** Open jobs; for a driver whose position is known, nearest pickup first with its distance. */
export async function listAvailableJobs(db: Db, viewer: SessionUser): Promise<AvailableJobResponse[]> {
  const driver = viewer.driverId !== undefined ? await repo.findDriver(db, viewer.driverId) : undefined;
  // A position from hours ago still ranks the board better than none; it is the last one we have.
  const near =
    driver?.currentLatitude && driver.currentLongitude
      ? { latitude: Number(driver.currentLatitude), longitude: Number(driver.currentLongitude) }
      : null;
  const rows = await repo.listOpenJobs(db, near);
  return rows.map((row) => {
    const order = toOrderResponse(row);
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
  const driverId = sessionDriverId(viewer);
  if (body?.driverId !== undefined && body.driverId !== driverId) {
    throw forbidden('You can only accept jobs for yourself');
  }
  const now = new Date();
  await db.transaction(async (tx) => {
    // Locked so going off shift and accepting a job cannot cross each other.
    const driver = await repo.findDriver(tx, driverId, true);
    if (!driver || driver.status === 'offline') throw conflict(GO_ON_SHIFT);
    const order = await findOrderParties(tx, orderId);
    if (!order) throw notFound('Order not found');
    // The driver saw this job on the board: "taken" tells it more than "not found" would.
    if (order.driverId === driverId) throw conflict(ALREADY_YOURS);
    if (order.driverId !== null) throw conflict(JOB_TAKEN);
    if (order.status !== 'confirmed') throw notFound('Order not found');
    await changeOrderStatus(tx, {
      orderId,
      action: 'accept',
      actor: { userId: viewer.id, role: 'driver', driverId },
      assignDriverId: driverId,
      location: freshPosition(driver, now),
      raceMessage: JOB_TAKEN,
    });
    await recordAudit(tx, {
      action: 'order_accept',
      actorUserId: viewer.id,
      entityType: 'order',
      entityId: orderId,
      ipAddress: ip,
      details: { driverId },
    });
  });
  return reload(db, orderId);
}

const words = (status: string) => status.replace(/_/g, ' ');

/** Why a driver's status change is refused, naming the step that would be legal, if any. */
function stepRefusal(from: OrderStatus, to: OrderStatus): string {
  const next = DRIVER_STEPS.find((s) => allowedActions(from, 'driver').includes(s.action));
  if (!next) return `This job is ${words(from)}; there is no next step`;
  return `This job is ${words(from)} and cannot become ${words(to)}; the next step is ${next.label}`;
}

/** PATCH /api/orders/{id}/status: the assigned driver takes the next step of its run. */
export async function advanceJob(
  db: Db,
  viewer: SessionUser,
  orderId: number,
  input: DriverStepRequest,
  ip: string | null,
): Promise<OrderResponse> {
  const driverId = sessionDriverId(viewer);
  const now = new Date();
  await db.transaction(async (tx) => {
    const order = await visibleOrder(tx, viewer, orderId);
    if (order.driverId !== driverId) throw forbidden(NOT_YOUR_JOB);
    const action = actionFor(order.status, input.status, 'driver');
    if (!action || !DRIVER_STEPS.some((s) => s.action === action)) {
      throw conflict(stepRefusal(order.status, input.status));
    }
    const driver = await repo.findDriver(tx, driverId);
    const { before } = await changeOrderStatus(tx, {
      orderId,
      action,
      actor: { userId: viewer.id, role: 'driver', driverId },
      location: freshPosition(driver, now),
      // Checked against what the order requires, and stored, at Complete Pickup and Delivery.
      proof: input.proof,
      raceMessage: 'This job was just updated. Refresh and try again.',
    });
    await recordAudit(tx, {
      action: `order_${action}`,
      actorUserId: viewer.id,
      entityType: 'order',
      entityId: orderId,
      ipAddress: ip,
      details: { from: before.status, to: input.status },
    });
  });
  return reload(db, orderId);
}

/** GET /api/orders/driver/{driverId}/active: that driver's jobs under way, oldest first. */
export async function listActiveJobs(
  db: Db,
  viewer: SessionUser,
  driverId: number,
): Promise<OrderResponse[]> {
  if (viewer.role === 'client') throw forbidden();
  if (viewer.role === 'driver' && viewer.driverId !== driverId)
    throw forbidden('You can only see your own jobs');
  if (viewer.role === 'admin' && !(await repo.findDriver(db, driverId))) throw notFound('Driver not found');
  return (await repo.listRunJobs(db, driverId)).map(toOrderResponse);
}

/** PATCH /api/driver/status: on shift (available, or busy while a job is under way) or off shift. */
export async function setShift(
  db: Db,
  viewer: SessionUser,
  wanted: 'available' | 'offline',
  ip: string | null,
): Promise<{ driverId: number; status: repo.DriverRow['status'] }> {
  const driverId = sessionDriverId(viewer);
  return db.transaction(async (tx) => {
    const driver = await repo.findDriver(tx, driverId, true);
    if (!driver) throw notFound('Driver not found');
    const running = await repo.hasRunJob(tx, driverId);
    if (wanted === 'offline' && running) throw conflict(FINISH_JOBS_FIRST);
    const status = wanted === 'available' && running ? 'busy' : wanted;
    if (status !== driver.status) {
      await repo.setDriverStatus(tx, driverId, status);
      await recordAudit(tx, {
        action: 'driver_shift',
        actorUserId: viewer.id,
        entityType: 'driver',
        entityId: driverId,
        ipAddress: ip,
        details: { from: driver.status, to: status },
      });
    }
    return { driverId, status };
  });
}
