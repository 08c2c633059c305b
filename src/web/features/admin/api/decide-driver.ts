import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverApprovalResponse } from '@domain/driver-vetting';
import { apiParse } from '@web/lib/api';
import { adminKeys } from './keys';

type Decision =
  { driverId: number; decision: 'approve' } | { driverId: number; decision: 'reject'; reason: string };

export const decideDriver = (d: Decision) =>
  apiParse(
    driverApprovalResponse,
    'POST',
    `/api/drivers/${d.driverId}/${d.decision}`,
    d.decision === 'reject' ? { reason: d.reason } : undefined,
  );

export function useDecideDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDriver,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.pendingDrivers() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.drivers() }),
      ]),
  });
}
