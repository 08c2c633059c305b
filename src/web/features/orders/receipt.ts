/**
 * What a receipt (and an order row) says about payment: the server's paymentStatus,
 * never guessed from the order status, so nothing says "Paid" for money that was not taken.
 */
import type { OrderPaymentStatus, OrderStatus } from '@domain/enums';

export type PaymentState = { label: string; tone: 'paid' | 'due' | 'none' };

export const INVOICED_LABEL = 'Invoiced: payment due';

export function paymentState(order: {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
}): PaymentState {
  switch (order.paymentStatus) {
    case 'paid':
      return { label: 'Paid', tone: 'paid' };
    case 'invoiced':
      return { label: INVOICED_LABEL, tone: 'due' };
    case 'refunded':
      return { label: 'Refunded', tone: 'none' };
    default:
      if (order.status === 'declined') return { label: 'Not charged (declined)', tone: 'none' };
      if (order.status === 'cancelled') return { label: 'Not charged (cancelled)', tone: 'none' };
      return { label: 'Awaiting payment', tone: 'due' };
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
