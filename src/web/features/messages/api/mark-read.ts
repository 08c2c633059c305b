import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { conversationsQueryOptions } from './list-conversations';
import { messageKeys } from './keys';

/**
 * GET messages marks them read on the server; mirror that in the list instead of refetching it.
 * Nothing to clear returns undefined: setQueryData then skips the update, where returning the old
 * array would still notify every observer and re-render the page (an endless loop from an effect).
 */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useCallback(
    (orderId: number) => {
      queryClient.setQueryData(conversationsQueryOptions().queryKey, (old) =>
        old?.some((c) => c.orderId === orderId && c.unreadCount > 0)
          ? old.map((c) => (c.orderId === orderId ? { ...c, unreadCount: 0 } : c))
          : undefined,
      );
      // The badge is a sum over every thread: ask the server rather than guess.
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread(), exact: true });
    },
    [queryClient],
  );
}
