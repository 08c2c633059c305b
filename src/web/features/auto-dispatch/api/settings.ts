import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { autoDispatchSettingsResponse, type AutoDispatchSettings } from '@domain/auto-dispatch';
import { apiParse } from '@web/lib/api';
import { autoDispatchKeys } from './keys';

export const getSettings = () => apiParse(autoDispatchSettingsResponse, 'GET', '/api/admin/auto-dispatch');

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: autoDispatchKeys.settings(), queryFn: getSettings });

export const useAutoDispatchSettings = () => useQuery(settingsQueryOptions());

export const saveSettings = (settings: AutoDispatchSettings) =>
  apiParse(autoDispatchSettingsResponse, 'PUT', '/api/admin/auto-dispatch', settings);

export function useSaveAutoDispatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(autoDispatchKeys.settings(), saved),
  });
}
