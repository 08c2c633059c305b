/**
 * What a receipt says about payment. The order answer has no payment record, so it is read from
 * the status: payment is what moves a booking from pending to confirmed (spec 4), and every later
 * status passed through confirmed; a declined booking was never charged.
 */
import type { OrderStatus } from '@domain/enums';

export type PaymentState = { label: string; tone: 'paid' | 'due' | 'none' };

export function paymentState(status: OrderStatus): PaymentState {
  switch (status) {
    case 'pending':
      return { label: 'Awaiting payment', tone: 'due' };
    case 'declined':
      return { label: 'Not charged (declined)', tone: 'none' };
    case 'cancelled':
      return { label: 'Cancelled', tone: 'none' };
    default:
      return { label: 'Paid', tone: 'paid' };
  }
}
