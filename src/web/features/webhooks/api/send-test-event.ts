import { useMutation } from '@tanstack/react-query';
import { webhookTestResponse } from '@domain/webhooks';
import { apiParse } from '@web/lib/api';

export const sendTestEvent = async (id: number) =>
  apiParse(webhookTestResponse, 'POST', `/api/webhooks/${id}/test`);

/** Nothing to refresh afterwards: a test event is not a delivery and is not in the log. */
export function useSendTestEvent() {
  return useMutation({ mutationFn: sendTestEvent });
}
