/**
 * The receiving desk's reads and writes, and dispatch's discrepancies. The inbound list refetches
 * every 30 seconds while the desk is open, so ETAs and counts stay live without a socket frame per
 * driver position (the desk's members hear no order events: the orders are not theirs).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  discrepancyListResponse,
  discrepancyResponse,
  type ResolveDiscrepancyRequest,
} from '@domain/discrepancies';
import { checkInResponse, inboundResponse, type CheckInRequest } from '@domain/receiving';
import { receivingSitesResponse } from '@domain/receiving-sites';
import { apiParse } from '@web/lib/api';

export const receivingKeys = {
  inbound: ['/api/receiving/inbound'] as const,
  sites: ['/api/receiving-sites'] as const,
  discrepancies: ['/api/discrepancies'] as const,
};

export const INBOUND_REFRESH_MS = 30_000;

export const useInbound = () =>
  useQuery({
    queryKey: receivingKeys.inbound,
    queryFn: () => apiParse(inboundResponse, 'GET', '/api/receiving/inbound'),
    refetchInterval: INBOUND_REFRESH_MS,
  });

export function useCheckIn(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInRequest) =>
      apiParse(checkInResponse, 'POST', `/api/orders/${orderId}/check-in`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receivingKeys.inbound }),
  });
}

export const useReceivingSites = () =>
  useQuery({
    queryKey: receivingKeys.sites,
    queryFn: () => apiParse(receivingSitesResponse, 'GET', '/api/receiving-sites'),
    staleTime: 5 * 60_000,
  });

export const useOpenDiscrepancies = () =>
  useQuery({
    queryKey: receivingKeys.discrepancies,
    queryFn: () => apiParse(discrepancyListResponse, 'GET', '/api/discrepancies'),
    refetchInterval: INBOUND_REFRESH_MS,
  });

export function useResolveDiscrepancy(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveDiscrepancyRequest) =>
      apiParse(discrepancyResponse, 'POST', `/api/discrepancies/${id}/resolve`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: receivingKeys.discrepancies }),
  });
}
