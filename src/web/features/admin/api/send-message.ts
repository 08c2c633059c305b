import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse } from '@domain/messages';
import type { OrderResponse } from '@domain/orders';
import { apiParse } from '@web/lib/api';
import { keyToPath } from '@web/lib/query-client';
import { adminKeys } from './keys';

export const sendMessage = ({ order, content }: { order: OrderResponse; content: string }) =>
  apiParse(messageResponse, 'POST', `/api/orders/${order.id}/messages`, { content });

/** The sender is the signed-in admin (the server reads the session), never the spec's fixed id 1. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_answer, { order }) =>
      queryClient.invalidateQueries({
        // By path: the chat's own key for the thread may split the same URL differently.
        predicate: ({ queryKey }) => keyToPath(queryKey) === keyToPath(adminKeys.orderMessages(order.id)),
      }),
  });
}
