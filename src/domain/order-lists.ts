/**
 * Which of a client's orders each list shows, and in what order: the live ones (ACTIVE_STATUSES),
 * newest first, and the pending ones booked for now or later, soonest first. One table, read by the
 * server to select and count a list (GET /api/orders/client/{id}?list=), which the dashboard's cards
 * and the tracking page show as sent, and by the predicates below, so nothing that sorts orders
 * into these lists disagrees on what "active" or "upcoming" means.
 */
import { ACTIVE_STATUSES, type OrderStatus } from './enums';

export interface ClientOrderListRule {
  /** The statuses the list holds. */
  statuses: readonly OrderStatus[];
  /** Only orders with a scheduled date at or after now (the server's clock when it selects). */
  scheduledFromNow: boolean;
  /** newest: by booking time, newest first; soonest: by scheduled date, soonest first. */
  order: 'newest' | 'soonest';
}

export const CLIENT_ORDER_LISTS = {
  active: { statuses: ACTIVE_STATUSES, scheduledFromNow: false, order: 'newest' },
  upcoming: { statuses: ['pending'], scheduledFromNow: true, order: 'soonest' },
} as const satisfies Record<string, ClientOrderListRule>;

export type ClientOrderList = keyof typeof CLIENT_ORDER_LISTS;

/** The lists' names, as z.enum takes them. */
export const CLIENT_ORDER_LIST_NAMES = Object.keys(CLIENT_ORDER_LISTS) as [
  ClientOrderList,
  ...ClientOrderList[],
];

/** Whether an order belongs in a list, by the table's rule. */
export function inClientOrderList(
  list: ClientOrderList,
  order: { status: OrderStatus; scheduledDate?: string | null },
  now: number = Date.now(),
): boolean {
  const rule: ClientOrderListRule = CLIENT_ORDER_LISTS[list];
  if (!rule.statuses.includes(order.status)) return false;
  if (!rule.scheduledFromNow) return true;
  return order.scheduledDate != null && new Date(order.scheduledDate).getTime() >= now;
}

export function isActive(order: { status: OrderStatus }): boolean {
  return inClientOrderList('active', order);
}

export function isUpcomingScheduled(
  order: { status: OrderStatus; scheduledDate: string | null },
  now: number = Date.now(),
): boolean {
  return inClientOrderList('upcoming', order, now);
}
