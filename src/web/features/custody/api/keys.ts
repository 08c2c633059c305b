/**
 * Query keys of the custody ledger: under the order's own path, so the live socket refetches it
 * when the order moves (lib/live-events.ts: exact '/api/orders/{id}/custody' on order and
 * tracking frames).
 */
export const custodyKeys = {
  ofOrder: (orderId: number) => ['/api/orders', orderId, 'custody'] as const,
};
