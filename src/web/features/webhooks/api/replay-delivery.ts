import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookDeliveryResponse } from '@domain/webhooks';
import { apiParse } from '@web/lib/api';
import { webhookKeys } from './keys';

export const replayDelivery = async (deliveryId: number) =>
  apiParse(webhookDeliveryResponse, 'POST', `/api/webhooks/deliveries/${deliveryId}/replay`);

export function useReplayDelivery(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replayDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(webhookId) }),
  });
}
