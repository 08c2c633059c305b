/**
 * The roots every order and figure query key hangs under: the URL paths the live socket refetches
 * (lib/live-events.ts) and that a booking or a payment invalidates to refresh every list and figure.
 * Features build their keys under these (orders/api/keys.ts, client-dashboard/api/keys.ts), and a
 * feature that only needs to refresh them (checkout after paying) uses them without importing
 * another feature.
 */
export const QUERY_ROOTS = {
  orders: ['/api/orders'],
  stats: ['/api/stats'],
  /** The driver's own figures, route and leaderboard. */
  driver: ['/api/driver'],
} as const;
