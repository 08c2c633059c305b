/**
 * Query keys of the maps, from one factory: the URL paths of their reads. The trail sits under
 * the order's own path ('/api/orders/{id}/trail'), refetched on its own interval.
 */
export const mapKeys = {
  publicConfig: () => ['/api/public-config'] as const,
  trail: (orderId: number) => ['/api/orders', orderId, 'trail'] as const,
};
