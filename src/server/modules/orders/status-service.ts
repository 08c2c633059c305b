/**
 * PATCH /api/orders/{id}: a dispatcher approves, declines or cancels; a client cancels or test-pays.
 * Approving an unpaid order bills it on account; cancelling a paid one refunds it.
 */
import type { SessionUser } from '@domain/auth';
import type { BulkApproveResponse } from '@domain/bulk-approve';
import { displayNumber } from '@domain/display';
import type { OrderResponse } from '@domain/orders';
import { actionFor } from '@domain/order-state';
import type { UpdateOrderRequest } from '@domain/order-status-request';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../errors';
import type { PaymentContext } from '../payments/index';
import { invoiceUnpaidOrder } from '../payments/index';
import { settleCancelledOrder } from '../payments/index';
import { testPayment } from '../payments/index';
import { requireConfirmedAddresses } from './address-review';
import { toOrderResponse } from './mapping';
import * as repo from './repository';
import { visibleOrder } from '../order-access/index';
import { changeOrderStatus } from '../order-status/index';
import { assertPermission } from '../access-policy/index';
import { isClient } from '@domain/capabilities';

export async function updateOrderStatus(
  db: Db,
  payments: PaymentContext,
  viewer: SessionUser,
  orderId: number,
  input: UpdateOrderRequest,
  ip: string | null,
): Promise<OrderResponse> {
  // A driver is told to use its own route (the refusal is worded in the policy table).
  assertPermission(viewer, 'update:order-status:own,any');
  const order = await visibleOrder(db, viewer, orderId);
  if (isClient(viewer) && input.status === 'confirmed') {
    // The spec's test payment: the client "confirms" its own order by paying in test mode.
    await testPayment(payments, { userId: viewer.id, ip, actor: viewer }, orderId);
  } else {
    const action = actionFor(order.status, input.status, viewer.role);
    if (!action) {
      throw new AppError(
        'ORDER_TRANSITION_NOT_ALLOWED',
        `An order that is ${order.status.replace(/_/g, ' ')} cannot become ${input.status.replace(/_/g, ' ')}`,
      );
    }
    await db.transaction(async (tx) => {
      if (action === 'approve') await requireConfirmedAddresses(tx, orderId);
      // The change keeps its own audit line (from, to), in this transaction.
      await changeOrderStatus(tx, {
        orderId,
        action,
        actor: { userId: viewer.id, role: viewer.role },
        note: input.note,
        audit: { ip },
      });
      // The money follows: approving unpaid bills on account; cancelling refunds.
      const moneyActor = { userId: viewer.id, role: viewer.role, ip };
      if (action === 'approve') await invoiceUnpaidOrder(tx, orderId, moneyActor);
      if (action === 'cancel') await settleCancelledOrder(tx, payments.provider, orderId, moneyActor);
    });
  }
  const row = await repo.findOrder(db, orderId);
  if (!row) throw notFound('Order not found');
  return toOrderResponse(row, viewer);
}

/**
 * Dispatch approves many orders, each exactly as updateOrderStatus approves one and in its own
 * transaction: a refusal (an address to confirm first, an order no longer pending) is named and
 * the rest go through. Ids are taken once each, in the order given.
 */
export async function approveOrders(
  db: Db,
  payments: PaymentContext,
  viewer: SessionUser,
  orderIds: number[],
  ip: string | null,
): Promise<BulkApproveResponse> {
  const approved: number[] = [];
  const refused: BulkApproveResponse['refused'] = [];
  for (const id of [...new Set(orderIds)]) {
    try {
      await updateOrderStatus(db, payments, viewer, id, { status: 'confirmed' }, ip);
      approved.push(id);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      refused.push({ id, displayNumber: displayNumber(id), message: error.message });
    }
  }
  return { approved, refused };
}
