import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { driverShiftResponse } from '@domain/driver';
import type { DriverStatus } from '@domain/enums';
import type { OrderResponse } from '@domain/orders';
import { apiParse } from '@web/lib/api';
import { useDriverStats } from './get-driver-stats';
import { driverKeys } from './keys';
import { refreshDriverData } from './refresh';

export type ShiftStatus = 'available' | 'offline';

/** PATCH /api/driver/status: going on or off shift. */
export const setShift = (status: ShiftStatus) =>
  apiParse(driverShiftResponse, 'PATCH', '/api/driver/status', { status });

/**
 * The driver's own shift status: the stats answer's `status`, overridden by the answer of the last
 * shift change or a 'Go on shift' refusal (kept under a non-URL key that no live event resets) and
 * by a job under way. Undefined: not known yet.
 */
export function useShiftStatus(
  driverId: number,
  activeJobs: readonly OrderResponse[] | undefined,
): DriverStatus | undefined {
  const queryClient = useQueryClient();
  const stats = useDriverStats(driverId);
  // Never fetched: only written by setQueryData, read here.
  const known = useQuery({
    queryKey: driverKeys.shift(driverId),
    queryFn: (): DriverStatus | null => null,
    enabled: false,
  });
  const running = activeJobs?.some((job) => job.status !== 'delivered') ?? false;
  // A driver with a job is on shift, and stays on shift when the job ends: remember it.
  useEffect(() => {
    if (running) queryClient.setQueryData(driverKeys.shift(driverId), 'busy');
  }, [running, driverId, queryClient]);
  if (running) return 'busy';
  const told = known.data ?? stats.data?.status;
  // 'busy' from an earlier answer ends with the last job: the server makes the driver available.
  return told === 'busy' ? 'available' : told;
}

export function useSetShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShift,
    onSuccess: (answer) => queryClient.setQueryData(driverKeys.shift(answer.driverId), answer.status),
    onSettled: () => refreshDriverData(queryClient),
  });
}
