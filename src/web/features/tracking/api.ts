/** Tracking data: an order's events (chain of custody) under the order's own key. */
import { useQuery } from '@tanstack/react-query';
import type { TrackingEventResponse } from '@domain/tracking';

export const trackingKey = (orderId: number) => ['/api/orders', orderId, 'tracking'] as const;

/** Oldest first, as the server sends them; refetched by the socket's tracking_update frames. */
export function useTrackingEvents(orderId: number, enabled = true) {
  return useQuery<TrackingEventResponse[]>({ queryKey: trackingKey(orderId), enabled });
}
