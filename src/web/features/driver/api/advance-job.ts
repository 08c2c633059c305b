import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderResponse, type OrderResponse } from '@domain/orders';
import { parseAnswer } from '@web/lib/api';
import { submit } from '@web/lib/outbox/outbox';
import { activeJobsQueryOptions } from './list-active-jobs';
import { refreshDriverData } from './refresh';

export type StepBody = {
  status: OrderResponse['status'];
  proof?: Record<string, unknown>;
  scan?: string;
  /** Every piece's label and the exceptions: kept with the step in the outbox and sent as taken. */
  scans?: string[];
  exceptions?: Record<string, unknown>[];
};

/** A step's answer; `queued` when it waits in the outbox and the job shown is what it will be. */
export type StepResult = OrderResponse & { queued?: true };

/** Proof kept for later carries the moment it was taken (the server checks it is plausible). */
const stampProof = (body: unknown, madeAt: string) => {
  const step = body as StepBody;
  return step.proof ? { ...step, proof: { ...step.proof, capturedAt: madeAt } } : step;
};

/** PATCH /api/orders/{id}/status through the outbox: sent now, or kept until the driver is online. */
export async function advanceJob(order: OrderResponse, body: StepBody, label: string): Promise<StepResult> {
  const url = `/api/orders/${order.id}/status`;
  const sent = await submit({
    kind: 'step',
    method: 'PATCH',
    url,
    body,
    orderId: order.id,
    displayNumber: order.displayNumber,
    label,
    whenQueued: stampProof,
  });
  return sent.queued
    ? { ...order, status: body.status, queued: true }
    : parseAnswer(orderResponse, url, sent.data);
}

export function useAdvanceJob(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: the outbox decides whether it is sent now or kept (TanStack Query would
    // otherwise pause it until the browser says it is online).
    networkMode: 'always',
    mutationFn: ({ order, body, label }: { order: OrderResponse; body: StepBody; label: string }) =>
      advanceJob(order, body, label),
    onSuccess: (order) => {
      // Put the answer in place at once, so the bar shows the following step before the refetch
      // lands and a quick second tap cannot resend the step just taken.
      queryClient.setQueryData(activeJobsQueryOptions(driverId).queryKey, (jobs) =>
        jobs
          ?.map((job) => (job.id === order.id ? { ...job, ...order } : job))
          .filter((job) => job.status !== 'delivered'),
      );
    },
    onSettled: () => refreshDriverData(queryClient),
  });
}
