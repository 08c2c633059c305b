/** Driver vetting in the console (issue 14, finding 7): the pending list, approve and reject. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DriverApprovalResponse } from '@domain/driver-vetting';
import { apiJson } from '@web/lib/api';
import { ALL_DRIVERS_KEY } from '../api';

export const PENDING_DRIVERS_KEY = ['/api/drivers/applications?status=pending'] as const;

export function usePendingDrivers() {
  return useQuery<DriverApprovalResponse[]>({ queryKey: PENDING_DRIVERS_KEY });
}

type Decision =
  { driverId: number; decision: 'approve' } | { driverId: number; decision: 'reject'; reason: string };

export function useDecideDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      apiJson<DriverApprovalResponse>(
        'POST',
        `/api/drivers/${d.driverId}/${d.decision}`,
        d.decision === 'reject' ? { reason: d.reason } : undefined,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PENDING_DRIVERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ALL_DRIVERS_KEY }),
      ]),
  });
}
