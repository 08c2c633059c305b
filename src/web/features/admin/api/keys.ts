/**
 * Query keys of the dispatch console, from one factory. Each is the URL the read GETs, as one
 * string where it carries a query string, so the live socket's path rules (lib/live-events.ts)
 * reach them: '/api/orders?...' (the admin lists, exact '/api/orders'), '/api/orders/{id}' and
 * '/api/admin/...'. Drivers are not in those rules; the page refreshes them itself
 * (use-admin-live.ts) by the '/api/drivers' path.
 */
import { analyticsPath } from '../analytics/analytics-range';
import { ordersPath, type AdminOrderFilters } from '../orders/order-query';

export type NearPoint = { latitude: string; longitude: string };

export const adminKeys = {
  stats: () => ['/api/admin/stats'] as const,
  /** One filter set's list (without the cursor: pages live inside one infinite query). */
  orders: (filters: AdminOrderFilters) => [ordersPath(filters)] as const,
  ordersByStatus: (status: string) => [`/api/orders?status=${status}&limit=200`] as const,
  order: (orderId: number) => ['/api/orders', orderId] as const,
  orderMessages: (orderId: number) => ['/api/orders', orderId, 'messages'] as const,
  /** Every driver (Driver Management), or the available ones nearest a pickup (Assign Driver). */
  drivers: (near?: NearPoint) =>
    near
      ? ([`/api/drivers?status=available&near=${near.latitude},${near.longitude}`] as const)
      : (['/api/drivers'] as const),
  pendingDrivers: () => ['/api/drivers/applications?status=pending'] as const,
  analytics: (range: { from: string; to: string } | null) =>
    [range ? analyticsPath(range) : '/api/admin/analytics'] as const,
  failedNotifications: () => ['/api/admin/notifications?status=failed'] as const,
  dispatchMap: () => ['/api/admin/dispatch-map'] as const,
  dispatchPlan: () => ['/api/dispatch/plans/current'] as const,
};
