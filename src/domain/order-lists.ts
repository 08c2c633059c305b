/**
 * Which of a client's orders each list shows: the live ones (ACTIVE_STATUSES) and the pending ones
 * booked for now or later. The dashboard's cards and the tracking page count with these, so the
 * two never disagree on what "active" or "upcoming" means.
 */
import { ACTIVE_STATUSES, type OrderStatus } from './enums';

export function isActive(order: { status: OrderStatus }): boolean {
  return (ACTIVE_STATUSES as readonly string[]).includes(order.status);
}

export function isUpcomingScheduled(
  order: { status: OrderStatus; scheduledDate: string | null },
  now: number = Date.now(),
): boolean {
  return (
    order.status === 'pending' &&
    order.scheduledDate !== null &&
    new Date(order.scheduledDate).getTime() >= now
  );
}
