/**
 * Chat data: the conversation list, one order's messages (polled every 5 s
 * while open, as a fallback to the socket's new_message frames) and sending.
 */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationResponse, MessageResponse, UnreadResponse } from '@domain/messages';
import { apiJson } from '@web/lib/api';
import { submit } from '@web/lib/outbox/outbox';

export const CONVERSATIONS_KEY = ['/api/messages/conversations'] as const;
/** Under the conversations path on purpose: every live frame that refetches the list refetches it. */
export const UNREAD_KEY = ['/api/messages/conversations/unread'] as const;
export const messagesKey = (orderId: number) => ['/api/orders', orderId, 'messages'] as const;
/** Message polling every 5 s. */
export const MESSAGE_POLL_MS = 5_000;

export function useConversations() {
  return useQuery<ConversationResponse[]>({ queryKey: CONVERSATIONS_KEY });
}

/**
 * The server's search over every conversation of this user (order number, names, message text),
 * not only the newest ones the list holds. Under the list's key, so live frames refresh it too.
 */
export function useConversationSearch(q: string) {
  const text = q.trim();
  return useQuery<ConversationResponse[]>({
    queryKey: [...CONVERSATIONS_KEY, { q: text }],
    queryFn: () => apiJson('GET', `/api/messages/conversations?q=${encodeURIComponent(text)}`),
    enabled: text.length >= 2,
  });
}

/** Only the open conversation polls: the interval lives on this one query, not the defaults. */
export function useMessages(orderId: number) {
  return useQuery<MessageResponse[]>({ queryKey: messagesKey(orderId), refetchInterval: MESSAGE_POLL_MS });
}

/**
 * Sends a message; on a driver's phone without signal it waits in the outbox (issue 21) and the
 * thread shows it as not sent yet (`null` answer) until the network returns.
 */
export function useSendMessage(orderId: number, displayNumber = String(orderId)) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: the outbox decides whether it is sent now or kept (TanStack Query would
    // otherwise pause it until the browser says it is online).
    networkMode: 'always',
    mutationFn: async (content: string): Promise<MessageResponse | null> => {
      const sent = await submit({
        kind: 'message',
        method: 'POST',
        url: `/api/orders/${orderId}/messages`,
        body: { content },
        orderId,
        displayNumber,
        label: 'Message',
      });
      return sent.queued ? null : (sent.data as MessageResponse);
    },
    onSuccess: (message) => {
      if (!message) return;
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
    (orderId: number) => {
      queryClient.setQueryData<ConversationResponse[]>(CONVERSATIONS_KEY, (old) =>
        old?.some((c) => c.orderId === orderId && c.unreadCount > 0)
          ? old.map((c) => (c.orderId === orderId ? { ...c, unreadCount: 0 } : c))
          : undefined,
      );
      // The badge is a sum over every thread: ask the server rather than guess.
      void queryClient.invalidateQueries({ queryKey: UNREAD_KEY, exact: true });
    },
    [queryClient],
  );
}

/** The navigation badge: unread messages over all of this user's conversations. */
export function useUnreadCount(enabled = true) {
  return useQuery<UnreadResponse>({ queryKey: UNREAD_KEY, enabled, refetchInterval: 60_000 });
}
