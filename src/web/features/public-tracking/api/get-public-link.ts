import { queryOptions } from '@tanstack/react-query';
import { publicLinkResponse } from '@domain/public-tracking';
import { apiParse } from '@web/lib/api';
import { publicTrackingKeys } from './keys';

/** GET /api/orders/{id}/public-link: the link to share, for the client or dispatch. */
export const fetchPublicLink = (orderId: number) =>
  apiParse(publicLinkResponse, 'GET', `/api/orders/${orderId}/public-link`);

/** The link never changes for an order: fetched once (fetchQuery), then served from the cache. */
export const publicLinkQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: publicTrackingKeys.link(orderId), queryFn: () => fetchPublicLink(orderId) });

/** The full address to hand out: the server answers a path, the page knows its own origin. */
export function trackingUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}
