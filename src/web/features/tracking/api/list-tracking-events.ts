import { queryOptions, useQuery } from '@tanstack/react-query';
import { trackingListResponse } from '@domain/tracking';
import { apiParse } from '@web/lib/api';
import { trackingKeys } from './keys';

export const listTrackingEvents = (orderId: number) =>
  apiParse(trackingListResponse, 'GET', `/api/orders/${orderId}/tracking`);

export const trackingEventsQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: trackingKeys.events(orderId), queryFn: () => listTrackingEvents(orderId) });

/** Oldest first, as the server sends them; refetched by the socket's tracking_update frames. */
export const useTrackingEvents = (orderId: number, enabled = true) =>
  useQuery({ ...trackingEventsQueryOptions(orderId), enabled });
