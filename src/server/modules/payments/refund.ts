/**
 * What cancelling does to the money, inside the cancel's transaction and after the
 * order row is locked by its conditional update (so of two parallel cancels one refunds, the other
 * is refused before it gets here). A paid order is refunded through the provider with a key per
 * payment (a retry never returns the money twice), then recorded: the refund row (unique per
 * payment), paymentStatus `refunded`, a custody entry and an audit line. The provider's refusal
 * aborts the cancel: an order is never shown cancelled and refunded while the money stayed taken.
 * An order billed on account (invoiced) owes nothing once cancelled: back to `unpaid`.
 */
import { displayNumber } from '@domain/display';
import { centsToMoney, moneyToCents } from '@domain/payments';
import type { PaymentProvider } from '../../adapters/payments/index';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { publishOrderEvent } from '../../realtime/order-events';
import { recordAudit } from '../audit/index';
import { appendCustody, custodyActor } from '../custody/index';
import type { CustodyActorRole } from '@domain/custody';
import { viaProvider } from './provider-calls';
import * as repo from './repository';

export interface MoneyActor {
  userId: number | null;
  role: CustodyActorRole;
  ip: string | null;
}

export async function settleCancelledOrder(
  tx: Tx,
  provider: PaymentProvider,
  orderId: number,
  actor: MoneyActor,
): Promise<void> {
  const order = await repo.findOrder(tx, orderId);
  if (!order) return;
  const audit = { actorUserId: actor.userId, entityType: 'order', entityId: orderId, ipAddress: actor.ip };
  if (order.paymentStatus === 'invoiced') {
    await repo.setOrderPaymentStatus(tx, orderId, ['invoiced'], 'unpaid');
    await recordAudit(tx, {
      action: 'payment_status_changed',
      ...audit,
      details: { from: 'invoiced', to: 'unpaid', reason: 'order_cancelled' },
    });
    return;
  }
  if (order.paymentStatus !== 'paid') return;

  const payment = await repo.findSucceededPayment(tx, orderId);
  if (!payment) throw new AppError('CONFLICT', 'This order is marked paid but its payment was not found');
  if (payment.provider !== provider.name) {
    throw new AppError(
      'REFUND_ELSEWHERE',
      `This order was paid through ${payment.provider}; refund it there, then cancel it`,
    );
  }
  const amountCents = moneyToCents(payment.amount);
  const refund = await viaProvider(() =>
    provider.refund({
      intentId: payment.providerIntentId,
      amountCents,
      idempotencyKey: `refund-payment-${payment.id}`,
      metadata: { orderId: String(orderId), displayNumber: displayNumber(orderId) },
    }),
  );
  await recordRefund(tx, {
    payment,
    providerRefundId: refund.id,
    amount: centsToMoney(refund.amountCents),
    reason: 'order_cancelled',
    actor,
  });
}

/**
 * Records a refund the provider made, once per payment: the row, paymentStatus `refunded`, the
 * custody entry and the audit line. False when it was already recorded (a replayed webhook).
 */
export async function recordRefund(
  tx: Tx,
  input: {
    payment: repo.PaymentRow;
    providerRefundId: string;
    amount: string;
    reason: 'order_cancelled' | 'provider';
    actor: MoneyActor;
  },
): Promise<boolean> {
  const { payment, actor } = input;
  // The clock here, not the transaction's now(): it must not read earlier than the cancel entry.
  const at = new Date();
  const row = await repo.insertRefundOnce(tx, {
    createdAt: at,
    paymentId: payment.id,
    orderId: payment.orderId,
    provider: payment.provider,
    providerRefundId: input.providerRefundId,
    amount: input.amount,
    reason: input.reason,
  });
  if (!row) return false;
  // The update locks the order row, which serialises this append with any status change.
  const after = await repo.setOrderPaymentStatus(tx, payment.orderId, ['paid'], 'refunded');
  if (after) {
    await appendCustody(
      tx,
      {
        orderId: payment.orderId,
        kind: 'refunded',
        at,
        actor:
          actor.userId !== null
            ? await custodyActor(tx, actor.userId, actor.role)
            : { id: null, role: 'system', name: 'MedLink' },
        position: null,
        content: {
          amount: row.amount,
          currency: payment.currency,
          provider: payment.provider,
          providerRefundId: row.providerRefundId,
          reason: row.reason,
        },
      },
      after,
    );
    // Screens showing the order refetch it (a refund made at Stripe moves no status of its own).
    const ref = { id: after.id, status: after.status, clientId: after.clientId, driverId: after.driverId };
    await publishOrderEvent(tx, 'order_status_update', ref, ref);
  }
  await recordAudit(tx, {
    action: 'payment_refunded',
    actorUserId: actor.userId,
    entityType: 'order',
    entityId: payment.orderId,
    ipAddress: actor.ip,
    details: {
      provider: payment.provider,
      providerIntentId: payment.providerIntentId,
      providerRefundId: row.providerRefundId,
      amount: row.amount,
      reason: row.reason,
      paymentStatus: after ? { from: 'paid', to: 'refunded' } : null,
    },
  });
  return true;
}
