import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookResponse } from '@domain/webhooks';
import { apiParse, apiRequest } from '@web/lib/api';
import { webhookKeys } from './keys';

export const setWebhookActive = async ({ id, active }: { id: number; active: boolean }) =>
  apiParse(webhookResponse, 'PATCH', `/api/webhooks/${id}`, { active });

export const deleteWebhook = async (id: number) => {
  await apiRequest('DELETE', `/api/webhooks/${id}`);
};

export function useSetWebhookActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWebhookActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
