/**
 * Data of the driver dashboard. Query keys are URL paths (lib/query-client.ts) under the roots the
 * live socket refreshes: '/api/orders/available' when a job opens or is taken, '/api/orders/driver'
 * and '/api/driver/stats' when one of this driver's jobs moves (lib/live-events.ts).
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { GO_ON_SHIFT } from '@domain/driver';
import type {
  AvailableJobResponse,
  DriverPerformanceResponse,
  DriverStatsResponse,
  LeaderboardEntry,
  achievementResponse,
  driverShiftResponse,
} from '@domain/driver';
import type { DriverStatus } from '@domain/enums';
import type { OrderResponse } from '@domain/orders';
import type { OrderRatingsResponse, RatingResponse } from '@domain/ratings';
import type { z } from 'zod';
import { apiJson, isApiError, serverMessage } from '@web/lib/api';

export type Achievement = z.infer<typeof achievementResponse>;
export type ShiftResponse = z.infer<typeof driverShiftResponse>;
export type ShiftStatus = 'available' | 'offline';

export const availableKey = ['/api/orders', 'available'] as const;
export const activeKey = (driverId: number) => ['/api/orders', 'driver', driverId, 'active'] as const;
export const statsKey = (driverId: number) => ['/api/driver', 'stats', driverId] as const;
export const performanceKey = (driverId: number) => ['/api/driver', driverId, 'performance'] as const;
export const achievementsKey = (driverId: number) => ['/api/driver', driverId, 'achievements'] as const;
export const leaderboardKey = ['/api/driver', 'leaderboard'] as const;
export const ratingKey = (orderId: number) => ['/api/orders', orderId, 'rating'] as const;

export function useDriverStats(driverId: number) {
  return useQuery<DriverStatsResponse>({ queryKey: statsKey(driverId) });
}

export function useAvailableJobs() {
  return useQuery<AvailableJobResponse[]>({ queryKey: availableKey });
}

export function useActiveJobs(driverId: number) {
  return useQuery<OrderResponse[]>({ queryKey: activeKey(driverId) });
}

export function usePerformance(driverId: number) {
  return useQuery<DriverPerformanceResponse>({ queryKey: performanceKey(driverId) });
}

export function useAchievements(driverId: number) {
  return useQuery<Achievement[]>({ queryKey: achievementsKey(driverId) });
}

export function useLeaderboard() {
  return useQuery<LeaderboardEntry[]>({ queryKey: leaderboardKey });
}

/**
 * Every figure a job's change can move: the job lists, the stat cards, the performance tab. Not
 * awaited by the mutations: the toast should not wait for three refetches.
 */
function refreshDriverData(queryClient: QueryClient): void {
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/orders'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/driver'] }),
  ]);
}

export function useAcceptJob(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      apiJson<OrderResponse>('POST', `/api/orders/${orderId}/accept`, { driverId }),
    onError: (error, orderId) => {
      // 409: taken by another driver or no longer open. Drop it now rather than after the refetch
      // (unless the answer is about the driver's shift: then the job is still there to take).
      if (isApiError(error, 409) && serverMessage(error, '') === GO_ON_SHIFT) {
        queryClient.setQueryData(shiftKey(driverId), 'offline');
      } else if (isApiError(error, 409)) {
        queryClient.setQueryData<AvailableJobResponse[]>(availableKey, (jobs) =>
          jobs?.filter((job) => job.id !== orderId),
        );
      }
    },
    onSettled: () => refreshDriverData(queryClient),
  });
}

export type StepBody = { status: OrderResponse['status']; proof?: Record<string, unknown> };

export function useAdvanceJob(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: number; body: StepBody }) =>
      apiJson<OrderResponse>('PATCH', `/api/orders/${orderId}/status`, body),
    onSuccess: (order) => {
      // Put the answer in place at once, so the bar shows the following step before the refetch
      // lands and a quick second tap cannot resend the step just taken.
      queryClient.setQueryData<OrderResponse[]>(activeKey(driverId), (jobs) =>
        jobs
          ?.map((job) => (job.id === order.id ? { ...job, ...order } : job))
          .filter((job) => job.status !== 'delivered'),
      );
    },
    onSettled: () => refreshDriverData(queryClient),
  });
}

export const shiftKey = (driverId: number) => ['driver-shift', driverId] as const;

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
  const known = useQuery<DriverStatus | null>({
    queryKey: shiftKey(driverId),
    queryFn: () => null,
    enabled: false,
  });
  const running = activeJobs?.some((job) => job.status !== 'delivered') ?? false;
  // A driver with a job is on shift, and stays on shift when the job ends: remember it.
  useEffect(() => {
    if (running) queryClient.setQueryData(shiftKey(driverId), 'busy');
  }, [running, driverId, queryClient]);
  if (running) return 'busy';
  const told = known.data ?? stats.data?.status;
  // 'busy' from an earlier answer ends with the last job: the server makes the driver available.
  return told === 'busy' ? 'available' : told;
}

export function useSetShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ShiftStatus) => apiJson<ShiftResponse>('PATCH', '/api/driver/status', { status }),
    onSuccess: (answer) => queryClient.setQueryData(shiftKey(answer.driverId), answer.status),
    onSettled: () => refreshDriverData(queryClient),
  });
}

export function useOrderRatings(orderId: number) {
  return useQuery<OrderRatingsResponse>({ queryKey: ratingKey(orderId) });
}

/** The driver rates the client (spec 6: userType driver; the server takes the side from the session). */
export function useRateClient(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { rating: number; feedback: string | null }) =>
      apiJson<RatingResponse>('POST', `/api/orders/${orderId}/rating`, { ...body, userType: 'driver' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ratingKey(orderId) }),
  });
}
