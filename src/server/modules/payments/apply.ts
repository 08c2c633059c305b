/**
 * Applying money the provider took to its order, in the caller's transaction: the one place that
 * decides what a payment does, whether the browser reported it (confirm-payment) or Stripe did
 * (the webhook). A pending order is confirmed by it and becomes `paid`; an order
 * dispatch approved on account (`invoiced`) becomes `paid` and keeps its status.
 */
import { displayNumber } from '@domain/display';
import type { OrderStatus } from '@domain/enums';
import type { Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { publishOrderEvent } from '../../realtime/order-events';
import { recordAudit } from '../audit/index';
import { changeOrderStatus } from '../order-status/index';
import * as repo from './repository';
import type { PaymentRow } from './repository';

export const ALREADY_PAID = 'This order is already paid';

/** A second payment of a paid order: a code of its own, so a checkout can tell it from a failure. */
export const alreadyPaid = () => new AppError('ALREADY_PAID', ALREADY_PAID);

/** Why this order cannot take a payment now, or null when it can. */
export function refusalFor(order: { status: OrderStatus; paymentStatus: string }): AppError | null {
  if (order.status === 'cancelled')
    return new AppError('ORDER_NOT_PAYABLE', 'This order was cancelled and cannot be paid');
  if (order.status === 'declined')
    return new AppError('ORDER_NOT_PAYABLE', 'This order was declined and cannot be paid');
  if (order.paymentStatus === 'invoiced') return null;
  if (order.status === 'pending' && order.paymentStatus === 'unpaid') return null;
  return alreadyPaid();
}

export interface PaymentApplied {
  status: OrderStatus;
  /** The payment had already been applied (a racing or repeated confirmation): nothing changed. */
  repeated: boolean;
}

export async function applyPayment(
  tx: Tx,
  payment: PaymentRow,
  actor: { userId: number | null; clientId: number; ip: string | null; via: 'checkout' | 'webhook' },
): Promise<PaymentApplied> {
  const order = await repo.findOrder(tx, payment.orderId);
  if (!order) throw notFound('Order not found');
  const audit = {
    actorUserId: actor.userId,
    entityType: 'order',
    entityId: order.id,
    ipAddress: actor.ip,
    details: {
      provider: payment.provider,
      providerIntentId: payment.providerIntentId,
      amount: payment.amount,
      via: actor.via,
    },
  };
  const at = new Date();

  if (order.status === 'pending' && order.paymentStatus === 'unpaid') {
    let changed: Awaited<ReturnType<typeof changeOrderStatus>>;
    try {
      // The one way a status changes: conditional update, tracking event, custody, live events.
      // The payer is the order's client, also when Stripe reports the payment.
      changed = await changeOrderStatus(tx, {
        orderId: order.id,
        action: 'pay',
        actor: { userId: actor.clientId, role: 'client' },
        note: 'Payment received',
      });
    } catch (error) {
      // Only a refusal of the move itself (nothing written yet) is looked into; others propagate.
      if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      return alreadyApplied(tx, payment);
    }
    await repo.markPaymentSucceeded(tx, payment.id, changed.tracking.createdAt);
    await repo.setOrderPaymentStatus(tx, order.id, ['unpaid'], 'paid');
    await recordAudit(tx, { action: 'payment_confirmed', ...audit });
    await recordAudit(tx, {
      action: 'payment_status_changed',
      ...audit,
      details: { from: 'unpaid', to: 'paid' },
    });
    return { status: changed.order.status, repeated: false };
  }

  if (order.paymentStatus === 'invoiced' && order.status !== 'cancelled' && order.status !== 'declined') {
    // Billed on account, now paid: the order's status stays where dispatch and the driver left it.
    const after = await repo.setOrderPaymentStatus(tx, order.id, ['invoiced'], 'paid');
    if (!after) return alreadyApplied(tx, payment);
    await repo.markPaymentSucceeded(tx, payment.id, at);
    await recordAudit(tx, { action: 'payment_confirmed', ...audit });
    await recordAudit(tx, {
      action: 'payment_status_changed',
      ...audit,
      details: { from: 'invoiced', to: 'paid', note: `Invoice of #${displayNumber(order.id)} paid` },
    });
    await publishOrderEvent(tx, 'order_status_update', {
      id: after.id,
      status: after.status,
      clientId: after.clientId,
      driverId: after.driverId,
    });
    return { status: after.status, repeated: false };
  }
  return alreadyApplied(tx, payment);
}

/** Another confirmation got there first: if it was this payment, its success; otherwise 409. */
async function alreadyApplied(tx: Tx, payment: PaymentRow): Promise<PaymentApplied> {
  const current = await repo.findPaymentByIntent(tx, payment.provider, payment.providerIntentId);
  const fresh = await repo.findOrder(tx, payment.orderId);
  if (!fresh) throw notFound('Order not found');
  if (current?.status === 'succeeded') return { status: fresh.status, repeated: true };
  throw refusalFor(fresh) ?? alreadyPaid();
}
