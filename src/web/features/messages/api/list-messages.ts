import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponse } from '@domain/messages';
import { apiParse } from '@web/lib/api';
import { messageKeys } from './keys';

/** An open conversation polls every 5 s, besides the live socket. */
export const MESSAGE_POLL_MS = 5_000;

export const listMessages = (orderId: number) =>
  apiParse(z.array(messageResponse), 'GET', `/api/orders/${orderId}/messages`);

/** Only the open conversation polls: the interval lives on this one query, not the defaults. */
export const messagesQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: messageKeys.thread(orderId),
    queryFn: () => listMessages(orderId),
    refetchInterval: MESSAGE_POLL_MS,
  });

export const useMessages = (orderId: number) => useQuery(messagesQueryOptions(orderId));
