/**
 * What a receipt (and an order row) says about payment: the server's paymentStatus,
 * never guessed from the order status, so nothing says "Paid" for money that was not taken.
 */
import type { OrderPaymentStatus, OrderStatus } from '@domain/enums';
import { PAYMENT_STATE_LABELS, type PaymentStateKey } from '@web/lib/order-labels';

/** `key` names the words in the catalogue (paymentState.<key>); `label` is the English. */
export type PaymentState = { key: PaymentStateKey; label: string; tone: 'paid' | 'due' | 'none' };

const state = (key: PaymentStateKey, tone: PaymentState['tone']): PaymentState => ({
  key,
  label: PAYMENT_STATE_LABELS[key],
  tone,
});

export function paymentState(order: {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
}): PaymentState {
  switch (order.paymentStatus) {
    case 'paid':
      return state('paid', 'paid');
    case 'invoiced':
      return state('invoiced', 'due');
    case 'refunded':
      return state('refunded', 'none');
    default:
      if (order.status === 'declined') return state('notChargedDeclined', 'none');
      if (order.status === 'cancelled') return state('notChargedCancelled', 'none');
      return state('awaiting', 'due');
  }
}

/** The client may still pay: an unpaid pending order (a checkout left) or one billed on account. */
export function canPay(order: { status: OrderStatus; paymentStatus: OrderPaymentStatus }): boolean {
  if (order.status === 'cancelled' || order.status === 'declined') return false;
  return (
    order.paymentStatus === 'invoiced' || (order.paymentStatus === 'unpaid' && order.status === 'pending')
  );
}

/** The checkout of this order: the amount in the URL is only shown; the server charges its total. */
export const checkoutHref = (order: { id: number; totalCost: string }) =>
  `/checkout?orderId=${order.id}&amount=${encodeURIComponent(order.totalCost)}`;
