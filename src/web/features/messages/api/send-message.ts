import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponse, type MessageResponse } from '@domain/messages';
import { parseAnswer } from '@web/lib/api';
import { submit } from '@web/lib/outbox/outbox';
import { messageKeys } from './keys';
import { messagesQueryOptions } from './list-messages';

/** POST /api/orders/{id}/messages through the outbox; `null` while it waits there. */
export async function sendMessage(
  orderId: number,
  displayNumber: string,
  content: string,
): Promise<MessageResponse | null> {
  const url = `/api/orders/${orderId}/messages`;
  const sent = await submit({
    kind: 'message',
    method: 'POST',
    url,
    body: { content },
    orderId,
    displayNumber,
    label: 'Message',
  });
  return sent.queued ? null : parseAnswer(messageResponse, url, sent.data);
}

/**
 * Sends a message; on a driver's phone without signal it waits in the outbox and the
 * thread shows it as not sent yet (`null` answer) until the network returns.
 */
export function useSendMessage(orderId: number, displayNumber = String(orderId)) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: the outbox decides whether it is sent now or kept (TanStack Query would
    // otherwise pause it until the browser says it is online).
    networkMode: 'always',
    mutationFn: (content: string) => sendMessage(orderId, displayNumber, content),
    onSuccess: (message) => {
      if (!message) return;
      // Shown at once; the socket frame or the next poll brings the server's full list anyway.
      // Returning undefined leaves the cache untouched (setQueryData would otherwise re-notify).
      queryClient.setQueryData(messagesQueryOptions(orderId).queryKey, (old) =>
        old && !old.some((m) => m.id === message.id) ? [...old, message] : undefined,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
    },
  });
}
