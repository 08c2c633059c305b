/**
 * Query keys of the chat, from one factory. Each is the URL path split into parts under the paths
 * the live socket refreshes: '/api/messages/conversations' (prefix, on every order and message
 * frame) and '/api/orders/{id}/messages' (exact, on that order's new_message frame).
 */
export const messageKeys = {
  conversations: () => ['/api/messages/conversations'] as const,
  /** Under the list's key, so live frames and invalidating the list refresh a search too. */
  conversationSearch: (q: string) => [...messageKeys.conversations(), { q }] as const,
  /**
   * Under the conversations path on purpose: every live frame that refetches the list refetches it.
   * One string, so invalidating the list by key (after a send) leaves the badge alone.
   */
  unread: () => ['/api/messages/conversations/unread'] as const,
  thread: (orderId: number) => ['/api/orders', orderId, 'messages'] as const,
};
