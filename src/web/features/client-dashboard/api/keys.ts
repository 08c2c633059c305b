/**
 * Query keys of the client dashboard, from one factory. Each is a URL path split into parts under
 * the refetch roots (lib/query-roots.ts): the live socket invalidates by those
 * paths, and invalidating a root after a booking or payment refreshes every list and figure.
 */
import { QUERY_ROOTS } from '@web/lib/query-roots';

export const clientDashboardKeys = {
  orders: QUERY_ROOTS.orders,
  stats: QUERY_ROOTS.stats,
  clientOrders: (clientId: number) => [...clientDashboardKeys.orders, 'client', clientId] as const,
  awaitingPayment: (clientId: number) =>
    [...clientDashboardKeys.orders, 'client', clientId, 'awaiting-payment'] as const,
  clientStats: (clientId: number) => [...clientDashboardKeys.stats, 'client', clientId] as const,
};
