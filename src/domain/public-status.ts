/**
 * What the recipient's page calls each status, and what it says of a link that is not (or no
 * longer) valid, apart from the page's schemas so the web catalogue can word them without loading
 * zod (public-tracking.ts re-exports them).
 */
import type { OrderStatus } from './enums';

export const PUBLIC_LINK_INVALID = 'This tracking link is not valid or has expired';

export const PUBLIC_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Order Submitted',
  confirmed: 'Order Confirmed',
  assigned: 'Driver Assigned',
  pickup_scheduled: 'Pickup Scheduled',
  pickup_complete: 'Picked Up',
  in_transit: 'In Transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  declined: 'Declined',
};
