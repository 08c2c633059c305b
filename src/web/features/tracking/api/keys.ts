/**
 * Query keys of the tracking reads: an order's events under the order's own path, so the live
 * socket's tracking_update (exact '/api/orders/{id}/tracking') and order frames refetch them.
 */
export const trackingKeys = {
  all: ['/api/orders'] as const,
  events: (orderId: number) => [...trackingKeys.all, orderId, 'tracking'] as const,
};
