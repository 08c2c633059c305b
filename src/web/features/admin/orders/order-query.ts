/**
 * The Order Management filters as the server's query string. The list is paged on the
 * server (keyset cursor in `x-next-cursor`), so a console with thousands of orders only ever
 * holds the pages the dispatcher asked for.
 */
import type { ServiceType } from '@domain/enums';
import type { OrderResponse } from '@domain/orders';

/**
 * The admin status filter's values, plus the two pickup steps it left out (every status can
 * be filtered on), in the order an order moves through them.
 */
export const ADMIN_STATUS_OPTIONS = [
  'all',
  'pending',
  'confirmed',
  'assigned',
  'pickup_scheduled',
  'pickup_complete',
  'in_transit',
  'delivered',
  'cancelled',
  'declined',
] as const;
export type AdminStatusOption = (typeof ADMIN_STATUS_OPTIONS)[number];

export type AdminOrderFilters = {
  status: AdminStatusOption;
  serviceType: ServiceType | 'all';
  /** 'YYYY-MM-DD' (a Central business day on the server) or '' for open-ended. */
  from: string;
  to: string;
  /** Already debounced and trimmed by the page. */
  q: string;
};

export const NO_ADMIN_FILTERS: AdminOrderFilters = {
  status: 'all',
  serviceType: 'all',
  from: '',
  to: '',
  q: '',
};

export const ORDERS_PAGE_SIZE = 50;

/** '/api/orders?status=pending&serviceType=...': one string, so the key matches the live rule for '/api/orders'. */
export function ordersPath(
  filters: AdminOrderFilters,
  extra: { cursor?: string | null; count?: boolean } = {},
) {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.serviceType !== 'all') params.set('serviceType', filters.serviceType);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.q) params.set('q', filters.q);
  params.set('limit', String(ORDERS_PAGE_SIZE));
  if (extra.count) params.set('count', 'true');
  if (extra.cursor) params.set('cursor', extra.cursor);
  return `/api/orders?${params.toString()}`;
}

/** A date range the server would refuse, said before asking it; null when fine. */
export function dateRangeProblem(from: string, to: string): string | null {
  if (from && to && from > to) return 'The end date must not be before the start date';
  return null;
}

export type OrdersPage = {
  orders: OrderResponse[];
  nextCursor: string | null;
  /** From `x-total-count` on the first page; null when not asked or not sent. */
  total: number | null;
  /** `x-total-count-capped: true`: the server stopped counting at its cap. */
  totalCapped: boolean;
  /**
   * `x-searched-to`: a text search read its window of recent orders and stopped at this creation
   * time; the next cursor searches further back. Null when the search (or list) went to the end.
   */
  searchedTo: string | null;
};

/** Reads one page's headers (the body is a plain array; paging travels in headers). */
export function pageFromResponse(orders: OrderResponse[], headers: Pick<Headers, 'get'>): OrdersPage {
  const total = headers.get('x-total-count');
  const parsed = total === null ? NaN : Number(total);
  return {
    orders,
    nextCursor: headers.get('x-next-cursor') || null,
    total: Number.isFinite(parsed) ? parsed : null,
    totalCapped: headers.get('x-total-count-capped') === 'true',
    searchedTo: headers.get('x-searched-to') || null,
  };
}

/** 'Searched orders placed since Mar 4, 2026.' for a search that stopped at its window. */
export function searchedSinceText(searchedTo: string): string {
  const date = new Date(searchedTo);
  if (Number.isNaN(date.getTime())) return 'Searched the most recent orders.';
  return `Searched orders placed since ${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}.`;
}

/** 'Showing 50 of 1,234 orders' / 'Showing 50 of more than 10,000 orders' / 'Showing 12 orders'. */
export function showingText(shown: number, total: number | null, capped: boolean): string {
  const n = (value: number) => value.toLocaleString('en-US');
  const noun = (value: number) => (value === 1 ? 'order' : 'orders');
  if (total === null || total <= shown) return `Showing ${n(shown)} ${noun(shown)}`;
  return `Showing ${n(shown)} of ${capped ? 'more than ' : ''}${n(total)} ${noun(total)}`;
}
