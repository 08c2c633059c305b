import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiParseLater } from '@web/lib/api';
import { unreadCountSchemas } from '@web/lib/domain-schemas';
import { messageKeys } from './keys';

export const getUnreadCount = () =>
  apiParseLater(
    () => unreadCountSchemas().then((m) => m.unreadResponse),
    'GET',
    '/api/messages/conversations/unread',
  );

export const unreadCountQueryOptions = () =>
  queryOptions({ queryKey: messageKeys.unread(), queryFn: getUnreadCount, refetchInterval: 60_000 });

/** The navigation badge: unread messages over all of this user's conversations. */
export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQueryOptions(), enabled });
