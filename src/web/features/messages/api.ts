/**
 * Chat data (spec 2 Messages, 7): the conversation list, one order's messages (polled every 5 s
 * while open, as a fallback to the socket's new_message frames) and sending.
 */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationResponse, MessageResponse } from '@domain/messages';
import { apiJson } from '@web/lib/api';

export const CONVERSATIONS_KEY = ['/api/messages/conversations'] as const;
export const messagesKey = (orderId: number) => ['/api/orders', orderId, 'messages'] as const;
/** Spec 9: message polling every 5 s. */
export const MESSAGE_POLL_MS = 5_000;

export function useConversations() {
  return useQuery<ConversationResponse[]>({ queryKey: CONVERSATIONS_KEY });
}

/** Only the open conversation polls: the interval lives on this one query, not the defaults. */
export function useMessages(orderId: number) {
  return useQuery<MessageResponse[]>({ queryKey: messagesKey(orderId), refetchInterval: MESSAGE_POLL_MS });
}

export function useSendMessage(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiJson<MessageResponse>('POST', `/api/orders/${orderId}/messages`, { content }),
    onSuccess: (message) => {
      // Shown at once; the socket frame or the next poll brings the server's full list anyway.
      // Returning undefined leaves the cache untouched (setQueryData would otherwise re-notify).
      queryClient.setQueryData<MessageResponse[]>(messagesKey(orderId), (old) =>
        old && !old.some((m) => m.id === message.id) ? [...old, message] : undefined,
      );
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
}

/**
 * GET messages marks them read on the server; mirror that in the list instead of refetching it.
 * Nothing to clear returns undefined: setQueryData then skips the update, where returning the old
 * array would still notify every observer and re-render the page (an endless loop from an effect).
 */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useCallback(
    (orderId: number) =>
      queryClient.setQueryData<ConversationResponse[]>(CONVERSATIONS_KEY, (old) =>
        old?.some((c) => c.orderId === orderId && c.unreadCount > 0)
          ? old.map((c) => (c.orderId === orderId ? { ...c, unreadCount: 0 } : c))
          : undefined,
      ),
    [queryClient],
  );
}
