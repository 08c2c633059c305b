import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdWebhookResponse, type CreateWebhookRequest } from '@domain/webhooks';
import { apiParse } from '@web/lib/api';
import { webhookKeys } from './keys';

export const createWebhook = async (body: CreateWebhookRequest) =>
  apiParse(createdWebhookResponse, 'POST', '/api/webhooks', body);

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}
