/**
 * Auto-dispatch data for the console (issue 19). Keys are the URL paths, so the live frames
 * (job_offer, dispatch_escalation in lib/live-events.ts) refetch them.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  autoDispatchSettingsResponse,
  escalationResponse,
  orderAutoDispatchResponse,
  type AutoDispatchSettings,
} from '@domain/auto-dispatch';
import { apiJson } from '@web/lib/api';

export const SETTINGS_KEY = ['/api/admin/auto-dispatch'] as const;
export const ESCALATIONS_KEY = ['/api/admin/auto-dispatch/escalations'] as const;
export const orderLogKey = (orderId: number) => [`/api/admin/orders/${orderId}/auto-dispatch`] as const;

export const useAutoDispatchSettings = () =>
  useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async () => autoDispatchSettingsResponse.parse(await apiJson('GET', SETTINGS_KEY[0])),
  });

export function useSaveAutoDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: AutoDispatchSettings) =>
      autoDispatchSettingsResponse.parse(await apiJson('PUT', SETTINGS_KEY[0], settings)),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}

export const useEscalations = (enabled = true) =>
  useQuery({
    queryKey: ESCALATIONS_KEY,
    enabled,
    queryFn: async () => z.array(escalationResponse).parse(await apiJson('GET', ESCALATIONS_KEY[0])),
  });

export const useOrderAutoDispatch = (orderId: number) =>
  useQuery({
    queryKey: orderLogKey(orderId),
    queryFn: async () => orderAutoDispatchResponse.parse(await apiJson('GET', orderLogKey(orderId)[0])),
  });
