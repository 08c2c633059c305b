import { useMutation, useQueryClient } from '@tanstack/react-query';
import { driverApprovalResponse, type DriverApprovalResponse } from '@domain/driver-vetting';
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
    // The decided applicant leaves the queue at once, so the toast need not wait for the reload
    // (and the buttons of a decided applicant cannot be pressed again meanwhile).
    onSuccess: (_answer, { driverId }) =>
      queryClient.setQueryData<DriverApprovalResponse[]>(adminKeys.pendingDrivers(), (queue) =>
        queue?.filter((applicant) => applicant.driverId !== driverId),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.pendingDrivers() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.drivers() });
    },
  });
}
