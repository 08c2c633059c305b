/**
 * The recipient's tracking link: reading it signed out (GET /api/public/track/{token}, polled,
 * since a signed-out page has no live socket) and, for the client or dispatch, fetching the link
 * to share (GET /api/orders/{id}/public-link).
 */
import { useQuery } from '@tanstack/react-query';
import type { PublicLinkResponse, PublicTrackingResponse } from '@domain/public-tracking';
import { apiJson, isApiError } from '@web/lib/api';

export type PublicTracking = PublicTrackingResponse;
export type PublicLink = PublicLinkResponse;

/** The refresh rate for the public page. */
export const POLL_MS = 10_000;

export const publicTrackingKey = (token: string) => ['/api/public/track', encodeURIComponent(token)] as const;

export function usePublicTracking(token: string) {
  return useQuery<PublicTracking>({
    queryKey: publicTrackingKey(token),
    // A dead link stays dead: stop asking once the server says 404; keep trying through network blips.
    refetchInterval: (query) => (isApiError(query.state.error, 404) ? false : POLL_MS),
  });
}

export const publicLinkKey = (orderId: number) => ['/api/orders', orderId, 'public-link'] as const;

export function fetchPublicLink(orderId: number): Promise<PublicLink> {
  return apiJson<PublicLink>('GET', `/api/orders/${orderId}/public-link`);
}

/** The full address to hand out: the server answers a path, the page knows its own origin. */
export function trackingUrl(path: string, origin: string): string {
  return new URL(path, origin).toString();
}
