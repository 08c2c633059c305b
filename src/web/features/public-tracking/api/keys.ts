/**
 * Query keys of the recipient's tracking link, from one factory: the URL paths of its reads. The
 * share link sits under the order's own path; the public page polls (it has no live socket).
 */
export const publicTrackingKeys = {
  track: (token: string) => ['/api/public/track', encodeURIComponent(token)] as const,
  link: (orderId: number) => ['/api/orders', orderId, 'public-link'] as const,
};
