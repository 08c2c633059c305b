/**
 * GET /api/orders/{id}/payment: what the receipt says about money, from the server's own records
 *: the paymentStatus, when it was paid and any refund with its amount and date. The
 * client sees its own orders (another's answers 404, like a missing one); dispatch sees all.
 */
import type { SessionUser } from '@domain/auth';
import type { OrderPaymentResponse } from '@domain/payments';
import { PAYMENT_CURRENCY, PAYMENT_PROVIDERS } from '@domain/payments';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import * as repo from './repository';
import { ownsClientRecord } from '../access-policy/index';

const providerName = (name: string | undefined) =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(name ?? '')
    ? (name as OrderPaymentResponse['provider'])
    : null;

export async function orderPayment(
  db: Db,
  viewer: SessionUser,
  orderId: number,
): Promise<OrderPaymentResponse> {
  const order = await repo.findOrder(db, orderId);
  if (!order || !ownsClientRecord(viewer, order)) throw notFound('Order not found');
  const payment = await repo.findSucceededPayment(db, orderId);
  const refund = await repo.findRefundOfOrder(db, orderId);
  return {
    orderId,
    paymentStatus: order.paymentStatus,
    amount: payment?.amount ?? order.totalCost,
    currency: PAYMENT_CURRENCY,
    paidAt: payment?.confirmedAt?.toISOString() ?? null,
    provider: providerName(payment?.provider),
    refund: refund ? { amount: refund.amount, refundedAt: refund.createdAt.toISOString() } : null,
  };
}
