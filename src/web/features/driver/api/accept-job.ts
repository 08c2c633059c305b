import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailableJobResponse } from '@domain/driver';
import { orderResponse } from '@domain/orders';
import type { ErrorCode } from '@domain/error-codes';
import { apiParse, errorCode } from '@web/lib/api';
import { driverKeys } from './keys';
import { refreshDriverData } from './refresh';

export const acceptJob = (orderId: number, driverId: number) =>
  apiParse(orderResponse, 'POST', `/api/orders/${orderId}/accept`, { driverId });

/** Refusals after which the job is not this driver's to take: it leaves the list at once. */
const GONE: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'JOB_TAKEN',
  'ALREADY_ACCEPTED',
  'ORDER_TRANSITION_NOT_ALLOWED',
  'COLD_CHAIN_REQUIRED',
  'VEHICLE_TOO_SMALL',
  'TOO_FAR',
]);

export function useAcceptJob(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => acceptJob(orderId, driverId),
    onError: (error, orderId) => {
      // Taken by another driver, no longer open or not one this driver can take: drop it now rather
      // than after the refetch. Off shift, the job is still there to take once on shift.
      const code = errorCode(error);
      if (code === 'SHIFT_REQUIRED') {
        queryClient.setQueryData(driverKeys.shift(driverId), 'offline');
      } else if (code !== null && GONE.has(code)) {
        queryClient.setQueryData<AvailableJobResponse[]>(driverKeys.available(), (jobs) =>
          jobs?.filter((job) => job.id !== orderId),
        );
      }
    },
    onSettled: () => refreshDriverData(queryClient),
  });
}
