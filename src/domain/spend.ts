/**
 * What the client's "Spent This Month" figure counts: money the client has actually paid or been
 * billed for (an unpaid booking is not spent yet, a refunded one no longer is), on orders that
 * were not cancelled or declined, for deliveries whose day has come. An order's day is its
 * scheduled date, else the moment it was booked; a delivery booked now for later counts in the
 * month it is carried out, once that day arrives. The SQL in the stats module and any screen that
 * sums orders read these lists, so the tile and the API cannot drift apart.
 */
import type { OrderPaymentStatus, OrderStatus } from './enums';

export const SPEND_PAYMENT_STATUSES = ['paid', 'invoiced'] as const satisfies readonly OrderPaymentStatus[];
export const SPEND_EXCLUDED_STATUSES = ['cancelled', 'declined'] as const satisfies readonly OrderStatus[];

export interface SpendFacts {
  status: string;
  paymentStatus: string;
  scheduledDate: Date | string | null;
  createdAt: Date | string;
}

/** The moment that places an order in a month: its scheduled date, else its booking. */
export function serviceMoment(order: SpendFacts): Date {
  return new Date(order.scheduledDate ?? order.createdAt);
}

/** Whether the order's cost is money spent by `now` (the month is the caller's to check). */
export function countsAsSpend(order: SpendFacts, now: Date): boolean {
  return (
    (SPEND_PAYMENT_STATUSES as readonly string[]).includes(order.paymentStatus) &&
    !(SPEND_EXCLUDED_STATUSES as readonly string[]).includes(order.status) &&
    serviceMoment(order).getTime() <= now.getTime()
  );
}
