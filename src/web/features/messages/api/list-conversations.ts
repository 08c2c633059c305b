import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { conversationResponse } from '@domain/messages';
import { apiParse } from '@web/lib/api';
import { messageKeys } from './keys';

const conversations = z.array(conversationResponse);

export const listConversations = () => apiParse(conversations, 'GET', '/api/messages/conversations');

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.conversations(), queryFn: listConversations });

export const useConversations = () => useQuery(conversationsQueryOptions());

export const searchConversations = (q: string) =>
  apiParse(conversations, 'GET', `/api/messages/conversations?q=${encodeURIComponent(q)}`);

/**
 * The server's search over every conversation of this user (order number, names, message text),
 * not only the newest ones the list holds.
 */
export function useConversationSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: messageKeys.conversationSearch(text),
    queryFn: () => searchConversations(text),
    enabled: text.length >= 2,
  });
}
