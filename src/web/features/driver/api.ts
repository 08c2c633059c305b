/**
 * Data of the driver dashboard. Query keys are URL paths (lib/query-client.ts) under the roots the
 * live socket refreshes: '/api/orders/available' when a job opens or is taken, '/api/orders/driver'
 * and '/api/driver/stats' when one of this driver's jobs moves (lib/live-events.ts).
 */
import { useEffect, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
import type { z } from 'zod';
import { toast } from '@web/components/ui/use-toast';
import { apiJson, errorCode, isApiError, serverMessage } from '@web/lib/api';
import { submit } from '@web/lib/outbox/outbox';
import { withPendingSteps } from '@web/lib/outbox/pending';
import { useOutbox } from '@web/lib/outbox/use-outbox';

export type Achievement = z.infer<typeof achievementResponse>;
export type ShiftResponse = z.infer<typeof driverShiftResponse>;
export type ShiftStatus = 'available' | 'offline';

export const availableKey = ['/api/orders', 'available'] as const;
export const activeKey = (driverId: number) => ['/api/orders', 'driver', driverId, 'active'] as const;
export const statsKey = (driverId: number) => ['/api/driver', 'stats', driverId] as const;
export const performanceKey = (driverId: number) => ['/api/driver', driverId, 'performance'] as const;
export const achievementsKey = (driverId: number) => ['/api/driver', driverId, 'achievements'] as const;
export const leaderboardKey = ['/api/driver', 'leaderboard'] as const;

export function useDriverStats(driverId: number) {
  return useQuery<DriverStatsResponse>({ queryKey: statsKey(driverId) });
}

export function useAvailableJobs() {
  return useQuery<AvailableJobResponse[]>({ queryKey: availableKey });
}

/** The driver's jobs, with the steps still waiting in the outbox already applied (issue 21). */
export function useActiveJobs(driverId: number) {
  const { entries } = useOutbox();
  const query = useQuery<OrderResponse[]>({ queryKey: activeKey(driverId) });
  const data = useMemo(() => query.data && withPendingSteps(query.data, entries), [query.data, entries]);
  return { ...query, data } as typeof query;
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
      if (errorCode(error) === 'SHIFT_REQUIRED') {
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

export type StepBody = { status: OrderResponse['status']; proof?: Record<string, unknown>; scan?: string };

/** A step's answer; `queued` when it waits in the outbox and the job shown is what it will be. */
export type StepResult = OrderResponse & { queued?: true };

/** Proof kept for later carries the moment it was taken (the server checks it is plausible). */
const stampProof = (body: unknown, madeAt: string) => {
  const step = body as StepBody;
  return step.proof ? { ...step, proof: { ...step.proof, capturedAt: madeAt } } : step;
};

export function useAdvanceJob(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: the outbox decides whether it is sent now or kept (TanStack Query would
    // otherwise pause it until the browser says it is online).
    networkMode: 'always',
    mutationFn: async ({
      order,
      body,
      label,
    }: {
      order: OrderResponse;
      body: StepBody;
      label: string;
    }): Promise<StepResult> => {
      const sent = await submit({
        kind: 'step',
        method: 'PATCH',
        url: `/api/orders/${order.id}/status`,
        body,
        orderId: order.id,
        displayNumber: order.displayNumber,
        label,
        whenQueued: stampProof,
      });
      return sent.queued ? { ...order, status: body.status, queued: true } : (sent.data as OrderResponse);
    },
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

/** Issue 15: the driver hands a job back before pickup, with a reason dispatch reads. */
export function useDeclineJob(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: the outbox decides whether it is sent now or kept (TanStack Query would
    // otherwise pause it until the browser says it is online).
    networkMode: 'always',
    mutationFn: async ({ order, reason }: { order: OrderResponse; reason: string }) => {
      const sent = await submit({
        kind: 'decline',
        method: 'POST',
        url: `/api/orders/${order.id}/decline`,
        body: { reason },
        orderId: order.id,
        displayNumber: order.displayNumber,
        label: 'Decline',
      });
      return sent.queued ? order : (sent.data as OrderResponse);
    },
    // The toasts live here, not in the dialog's mutate() call: the job's live frame can remove the
    // card (and the dialog with it) before the answer arrives, and TanStack Query skips the
    // callbacks of a mutate() whose component has unmounted.
    onSuccess: (order) => {
      toast({ title: 'Job declined', description: `#${order.displayNumber} is back with dispatch.` });
      queryClient.setQueryData<OrderResponse[]>(activeKey(driverId), (jobs) =>
        jobs?.filter((job) => job.id !== order.id),
      );
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Could not decline the job',
        description: serverMessage(error, 'Please try again.'),
      }),
    onSettled: () => refreshDriverData(queryClient),
  });
}
