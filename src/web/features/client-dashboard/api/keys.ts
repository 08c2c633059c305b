/**
 * Query keys of the client dashboard, from one factory. Each is a URL path split into parts under
 * the spec's refetch roots ('/api/orders', '/api/stats'): the live socket invalidates by those
 * paths, and invalidating a root after a booking or payment refreshes every list and figure.
 */
export const clientDashboardKeys = {
  orders: ['/api/orders'] as const,
  stats: ['/api/stats'] as const,
  clientOrders: (clientId: number) => [...clientDashboardKeys.orders, 'client', clientId] as const,
  clientStats: (clientId: number) => [...clientDashboardKeys.stats, 'client', clientId] as const,
};
