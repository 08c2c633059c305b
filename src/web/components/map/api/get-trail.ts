import { queryOptions, useQuery } from '@tanstack/react-query';
import { trailResponse } from '@domain/driver';
import { apiParse } from '@web/lib/api';
import { mapKeys } from './keys';

export const getTrail = (orderId: number) => apiParse(trailResponse, 'GET', `/api/orders/${orderId}/trail`);

export const trailQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: mapKeys.trail(orderId), queryFn: () => getTrail(orderId) });

/**
 * GET /api/orders/{id}/trail: the path the driver took on this job, including the part
 * sent in one batch after a stretch without signal. Refreshed every 30 s while shown: the live
 * marker moves with every frame, the line behind it needs no more.
 */
export const useTrail = (orderId: number, enabled: boolean) =>
  useQuery({ ...trailQueryOptions(orderId), enabled, refetchInterval: enabled ? 30_000 : false });
