/**
 * Query keys of the driver dashboard, from one factory. Each read's key is its URL path split into
 * parts under the roots the live socket refreshes (lib/live-events.ts): '/api/orders/available'
 * when a job opens or is taken, '/api/orders/driver' and '/api/driver/stats' when one of this
 * driver's jobs moves. The shift is kept under a non-URL key that no live event resets.
 */
import { QUERY_ROOTS } from '@web/lib/query-roots';

export const driverKeys = {
  orders: QUERY_ROOTS.orders,
  driver: QUERY_ROOTS.driver,
  available: () => [...driverKeys.orders, 'available'] as const,
  active: (driverId: number) => [...driverKeys.orders, 'driver', driverId, 'active'] as const,
  stats: (driverId: number) => [...driverKeys.driver, 'stats', driverId] as const,
  performance: (driverId: number) => [...driverKeys.driver, driverId, 'performance'] as const,
  achievements: (driverId: number) => [...driverKeys.driver, driverId, 'achievements'] as const,
  leaderboard: () => [...driverKeys.driver, 'leaderboard'] as const,
  route: () => [...driverKeys.driver, 'route'] as const,
  shift: (driverId: number) => ['driver-shift', driverId] as const,
};
