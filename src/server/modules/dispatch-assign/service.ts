/**
 * POST /api/orders/{id}/assign: dispatch gives a confirmed, driverless order to an available driver.
 * One transaction, two conditional updates: the driver goes available -> busy only if still
 * available (two dispatchers, one driver), and changeOrderStatus moves the order only while it has
 * no driver (a dispatcher and a driver's accept, or two dispatchers, one job). Whichever loses
 * gets 409 and its transaction rolls back, so no driver is left busy without the job.
 */
import type { SessionUser } from '@domain/auth';
import { nextStatus } from '@domain/order-state';
import type { OrderResponse } from '@domain/orders';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { recordAudit } from '../audit/index';
import { toOrderResponse } from '../orders/index';
import { findOrderParties } from '../order-access/index';
import { findOrder } from '../orders/index';
import { changeOrderStatus } from '../order-status/index';
import { claimDriver, findDriverStatus } from './repository';

export const DRIVER_NOT_AVAILABLE = 'That driver is not available';
/** Another dispatcher or the driver's own accept got there first. */
export const JOB_TAKEN = 'This order was just given to another driver';

export async function assignDriver(
  db: Db,
  admin: SessionUser,
  orderId: number,
  driverId: number,
  ipAddress: string | null,
): Promise<OrderResponse> {
  await db.transaction(async (tx) => {
    const order = await findOrderParties(tx, orderId);
    if (!order) throw notFound('Order not found');
    const driverStatus = await findDriverStatus(tx, driverId);
    if (!driverStatus) throw notFound('Driver not found');
    if (order.driverId !== null) throw new AppError('JOB_TAKEN', 'This order already has a driver');
    if (!nextStatus(order.status, 'assign', 'admin')) {
      throw new AppError(
        'ORDER_TRANSITION_NOT_ALLOWED',
        `Only a confirmed order can be assigned; this one is ${order.status.replace(/_/g, ' ')}`,
      );
    }
    // The driver's row is locked before the order's, as a driver's accept does: the two queue on
    // the driver instead of each holding what the other waits for (a deadlock).
    if (!(await claimDriver(tx, driverId))) throw new AppError('DRIVER_UNAVAILABLE', DRIVER_NOT_AVAILABLE);
    await changeOrderStatus(tx, {
      orderId,
      action: 'assign',
      actor: { userId: admin.id, role: 'admin' },
      assignDriverId: driverId,
      note: 'Driver assigned by dispatch',
      race: { code: 'JOB_TAKEN', message: JOB_TAKEN },
    });
    await recordAudit(tx, {
      action: 'order_assign',
      actorUserId: admin.id,
      entityType: 'order',
      entityId: orderId,
      ipAddress,
      details: { driverId, from: order.status, to: 'assigned' },
    });
  });
  const row = await findOrder(db, orderId);
  if (!row) throw notFound('Order not found');
  return toOrderResponse(row, { role: 'admin' });
}
