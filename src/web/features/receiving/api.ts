/**
 * The receiving desk's reads and writes, and dispatch's discrepancies. The inbound list refetches
 * every 30 seconds while the desk is open, so ETAs and counts stay live without a socket frame per
 * driver position (the desk's members hear no order events: the orders are not theirs). The
 * booking form on the dashboard's first screen lists the receiving sites through this module, so
 * every schema here (zod with them) is a chunk of its own, requested beside its call.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResolveDiscrepancyRequest } from '@domain/discrepancies';
import type { CheckInRequest } from '@domain/receiving';
import { apiParseLater } from '@web/lib/api';
import { discrepancySchemas, receivingSchemas, receivingSiteSchemas } from '@web/lib/domain-schemas';

export const receivingKeys = {
  inbound: ['/api/receiving/inbound'] as const,
  sites: ['/api/receiving-sites'] as const,
  discrepancies: ['/api/discrepancies'] as const,
};

export const INBOUND_REFRESH_MS = 30_000;

export const useInbound = () =>
  useQuery({
    queryKey: receivingKeys.inbound,
    queryFn: () =>
      apiParseLater(() => receivingSchemas().then((m) => m.inboundResponse), 'GET', '/api/receiving/inbound'),
    refetchInterval: INBOUND_REFRESH_MS,
  });

export function useCheckIn(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInRequest) =>
      apiParseLater(
        () => receivingSchemas().then((m) => m.checkInResponse),
        'POST',
        `/api/orders/${orderId}/check-in`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receivingKeys.inbound }),
  });
}

/** The sites an order may be received at (the booking form's receiving site). */
export const receivingSitesQueryOptions = () =>
  queryOptions({
    queryKey: receivingKeys.sites,
    queryFn: () =>
      apiParseLater(
        () => receivingSiteSchemas().then((m) => m.receivingSitesResponse),
        'GET',
        '/api/receiving-sites',
      ),
    staleTime: 5 * 60_000,
  });

export const useReceivingSites = () => useQuery(receivingSitesQueryOptions());

export const useOpenDiscrepancies = () =>
  useQuery({
    queryKey: receivingKeys.discrepancies,
    queryFn: () =>
      apiParseLater(
        () => discrepancySchemas().then((m) => m.discrepancyListResponse),
        'GET',
        '/api/discrepancies',
      ),
    refetchInterval: INBOUND_REFRESH_MS,
  });

export function useResolveDiscrepancy(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveDiscrepancyRequest) =>
      apiParseLater(
        () => discrepancySchemas().then((m) => m.discrepancyResponse),
        'POST',
        `/api/discrepancies/${id}/resolve`,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receivingKeys.discrepancies }),
  });
}
