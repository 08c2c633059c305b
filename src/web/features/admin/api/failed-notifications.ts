import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { outboxEntryResponse } from '@domain/notifications';
import { apiParse } from '@web/lib/api';
import { adminKeys } from './keys';

export const listFailedNotifications = () =>
  apiParse(z.array(outboxEntryResponse), 'GET', '/api/admin/notifications?status=failed');

export const failedNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.failedNotifications(),
    queryFn: listFailedNotifications,
    refetchInterval: 60_000,
  });

export const useFailedNotifications = () => useQuery(failedNotificationsQueryOptions());

export const retryNotification = (id: number) =>
  apiParse(outboxEntryResponse, 'POST', `/api/admin/notifications/${id}/retry`);

/** Queues one again; the list is refetched by its key. Callers add their own toasts. */
export function useRetryNotification(callbacks: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryNotification,
    onSuccess: () => {
      callbacks.onSuccess();
      void queryClient.invalidateQueries({ queryKey: adminKeys.failedNotifications() });
    },
    onError: callbacks.onError,
  });
}
