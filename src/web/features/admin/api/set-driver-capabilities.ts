import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  driverCapabilitiesResponse,
  type UpdateDriverCapabilitiesRequest,
} from '@domain/driver-capabilities';
import { apiParse } from '@web/lib/api';
import { keyToPath } from '@web/lib/query-client';

export const setDriverCapabilities = ({
  driverId,
  change,
}: {
  driverId: number;
  change: UpdateDriverCapabilitiesRequest;
}) => apiParse(driverCapabilitiesResponse, 'PATCH', `/api/drivers/${driverId}/capabilities`, change);

/** Every drivers list (the table, the assign dialog's nearest-first list) reads the change again. */
export function useSetDriverCapabilities() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDriverCapabilities,
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => keyToPath(queryKey).startsWith('/api/drivers'),
      }),
  });
}
