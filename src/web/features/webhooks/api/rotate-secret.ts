import { useMutation } from '@tanstack/react-query';
import { createdWebhookResponse } from '@domain/webhooks';
import { apiParse } from '@web/lib/api';

/** A new signing secret for the endpoint, answered this once; the old one stops signing. */
export const rotateWebhookSecret = async (id: number) =>
  apiParse(createdWebhookResponse, 'POST', `/api/webhooks/${id}/secret`);

export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
