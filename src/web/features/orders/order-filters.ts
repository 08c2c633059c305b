/**
 * Order History's search and filters, as pure functions so the page and the CSV export
 * see exactly the same rows. Everything runs on the client's loaded orders: the server has no
 * search endpoint, and a client's history is small enough to hold (api.ts loads every page).
 */
import type { OrderStatus, Priority, ServiceType } from '@domain/enums';
import type { OrderResponse } from '@domain/orders';
import { orderNumberFrom } from '@web/lib/orders';

export type OrderFilters = {
  search: string;
  status: OrderStatus | 'all';
  service: ServiceType | 'all';
  priority: Priority | 'all';
  /** 'YYYY-MM-DD' from a date input, inclusive, in the browser's time zone; '' for none. */
  from: string;
  to: string;
};

export const NO_FILTERS: OrderFilters = {
  search: '',
  status: 'all',
  service: 'all',
  priority: 'all',
  from: '',
  to: '',
};

function searchableText(order: OrderResponse): string {
  const driver = order.driver ? `${order.driver.user.firstName} ${order.driver.user.lastName}` : '';
  return [
    order.displayNumber,
    order.pickupAddress,
    order.deliveryAddress,
    order.itemDescription,
    order.pickupContactName ?? '',
    order.deliveryContactName ?? '',
    driver,
  ]
    .join('\n')
    .toLowerCase();
}

export function matchesSearch(order: OrderResponse, search: string): boolean {
  const query = search.trim().toLowerCase();
  if (!query) return true;
  // A number is an order number; it may also be part of an address ('42' in '4200 Main St').
  if (orderNumberFrom(query) === order.id) return true;
  return searchableText(order).includes(query);
}

/** Local midnight of a 'YYYY-MM-DD', or null when empty or invalid. */
function localDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
}

export function filterOrders(orders: readonly OrderResponse[], filters: OrderFilters): OrderResponse[] {
  const from = localDay(filters.from);
  const to = localDay(filters.to);
  const toEnd = to === null ? null : to + 86_400_000;
  return orders.filter((order) => {
    if (filters.status !== 'all' && order.status !== filters.status) return false;
    if (filters.service !== 'all' && order.serviceType !== filters.service) return false;
    if (filters.priority !== 'all' && order.priority !== filters.priority) return false;
    const created = new Date(order.createdAt).getTime();
    if (from !== null && created < from) return false;
    if (toEnd !== null && created >= toEnd) return false;
    return matchesSearch(order, filters.search);
  });
}

/** How many of the panel's extra filters (behind the Filter button) are set. */
export function extraFilterCount(filters: OrderFilters): number {
  return [filters.priority !== 'all', filters.from !== '', filters.to !== ''].filter(Boolean).length;
}

export function hasAnyFilter(filters: OrderFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.status !== 'all' ||
    filters.service !== 'all' ||
    extraFilterCount(filters) > 0
  );
}
