/** PATCH /api/orders/{id}: a dispatcher approves, declines or cancels; a client cancels or test-pays. */
import type { SessionUser } from '@domain/auth';
import type { OrderResponse } from '@domain/orders';
import { actionFor } from '@domain/order-state';
import type { UpdateOrderRequest } from '@domain/order-state';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import type { PaymentContext } from '../payments/service';
import { testPayment } from '../payments/service';
import { toOrderResponse } from './mapping';
import * as repo from './repository';
import { visibleOrder } from './service';
import { changeOrderStatus } from './status-change';

export async function updateOrderStatus(
  db: Db,
  payments: PaymentContext,
  viewer: SessionUser,
  orderId: number,
  input: UpdateOrderRequest,
  ip: string | null,
): Promise<OrderResponse> {
  if (viewer.role === 'driver') {
    throw forbidden('Drivers move a job with PATCH /api/orders/{id}/status');
  }
  const order = await visibleOrder(db, viewer, orderId);
  if (viewer.role === 'client' && input.status === 'confirmed') {
    // The spec's test payment: the client "confirms" its own order by paying in test mode.
    await testPayment(payments, { userId: viewer.id, ip }, orderId);
  } else {
    const action = actionFor(order.status, input.status, viewer.role);
    if (!action) {
      throw conflict(
        `An order that is ${order.status.replace(/_/g, ' ')} cannot become ${input.status.replace(/_/g, ' ')}`,
      );
    }
    await db.transaction(async (tx) => {
      const { before } = await changeOrderStatus(tx, {
        orderId,
        action,
        actor: { userId: viewer.id, role: viewer.role },
        note: input.note,
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
  }
  const row = await repo.findOrder(db, orderId);
  if (!row) throw notFound('Order not found');
  return toOrderResponse(row);
}
