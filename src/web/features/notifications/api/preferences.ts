import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationPreferences, type NotificationPreferences } from '@domain/notifications';
import { apiParse } from '@web/lib/api';
import { notificationKeys } from './keys';

export const getPreferences = () =>
  apiParse(notificationPreferences, 'GET', '/api/notifications/preferences');

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.preferences(), queryFn: getPreferences });

export const usePreferences = () => useQuery(preferencesQueryOptions());

export const savePreferences = (prefs: NotificationPreferences) =>
  apiParse(notificationPreferences, 'PUT', '/api/notifications/preferences', prefs);

/** Saves the whole set; the stored answer replaces the cached one. Callers add their toasts. */
export function useSavePreferences(callbacks: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (prefs) => {
      queryClient.setQueryData(notificationKeys.preferences(), prefs);
      callbacks.onSuccess();
    },
    onError: callbacks.onError,
  });
}
