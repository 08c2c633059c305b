/**
 * Query keys of the ratings, from one factory: under the order's own path ('/api/orders/{id}'),
 * so invalidating the order after a rating (its party's average moved) refetches them too.
 */
export const ratingKeys = {
  order: (orderId: number) => ['/api/orders', orderId] as const,
  ofOrder: (orderId: number) => [...ratingKeys.order(orderId), 'rating'] as const,
};
