/**
 * What the receiving desk calls an inbound order's status, apart from the desk's schemas so the web
 * catalogue can word it without loading zod (receiving.ts re-exports it).
 */
import type { OrderStatus } from './enums';

/** What the desk calls an inbound order's status: where it is, from the desk's side. */
export const INBOUND_STATUS_WORDS: Readonly<Partial<Record<OrderStatus, string>>> = {
  confirmed: 'Awaiting pickup',
  assigned: 'Awaiting pickup',
  pickup_scheduled: 'Driver on the way to pickup',
  pickup_complete: 'Picked up',
  in_transit: 'On its way to you',
  delivered: 'Handed over',
};
