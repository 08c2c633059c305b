import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailableJobResponse } from '@domain/driver';
import { orderResponse } from '@domain/orders';
import { apiParse, errorCode, isApiError } from '@web/lib/api';
import { driverKeys } from './keys';
import { refreshDriverData } from './refresh';

export const acceptJob = (orderId: number, driverId: number) =>
  apiParse(orderResponse, 'POST', `/api/orders/${orderId}/accept`, { driverId });

export function useAcceptJob(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => acceptJob(orderId, driverId),
    onError: (error, orderId) => {
      // 409: taken by another driver or no longer open. Drop it now rather than after the refetch
      // (unless the answer is about the driver's shift: then the job is still there to take).
      if (errorCode(error) === 'SHIFT_REQUIRED') {
        queryClient.setQueryData(driverKeys.shift(driverId), 'offline');
      } else if (isApiError(error, 409)) {
        queryClient.setQueryData<AvailableJobResponse[]>(driverKeys.available(), (jobs) =>
          jobs?.filter((job) => job.id !== orderId),
        );
      }
    },
    onSettled: () => refreshDriverData(queryClient),
  });
}
