import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderResponse } from '@domain/orders';
import { arrivalResponse, type ArrivalStop } from '@domain/wait-time';
import { parseAnswer } from '@web/lib/api';
import { submit } from '@web/lib/outbox/outbox';
import { activeJobsQueryOptions } from './list-active-jobs';
import { refreshDriverData } from './refresh';

/** The server's stamp, or `queued` when the arrival waits in the outbox (stamped when it lands). */
export type ArrivalResult = { arrivedAt: string } | { queued: true };

const STAMP_FIELD = { pickup: 'pickupArrivedAt', delivery: 'deliveryArrivedAt' } as const;

/**
 * POST /api/orders/{id}/arrived through the outbox, in line with the steps: the body names the
 * stop and nothing else. A kept arrival carries no time from the phone: the server stamps it when
 * it lands, so a wait offline is charged from then, never from the phone's clock.
 */
export async function arrive(order: OrderResponse, stop: ArrivalStop, label: string): Promise<ArrivalResult> {
  const url = `/api/orders/${order.id}/arrived`;
  const sent = await submit({
    kind: 'arrival',
    method: 'POST',
    url,
    body: { stop },
    orderId: order.id,
    displayNumber: order.displayNumber,
    label,
  });
  if (sent.queued) return { queued: true };
  return { arrivedAt: parseAnswer(arrivalResponse, url, sent.data).arrivedAt };
}

export function useArrive(driverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: the outbox decides whether it is sent now or kept.
    networkMode: 'always',
    mutationFn: ({ order, stop, label }: { order: OrderResponse; stop: ArrivalStop; label: string }) =>
      arrive(order, stop, label),
    onSuccess: (result, { order, stop }) => {
      if (!('arrivedAt' in result)) return;
      // The stamp in place at once: the button gives way to the time before the refetch lands.
      queryClient.setQueryData(activeJobsQueryOptions(driverId).queryKey, (jobs) =>
        jobs?.map((job) => (job.id === order.id ? { ...job, [STAMP_FIELD[stop]]: result.arrivedAt } : job)),
      );
    },
    onSettled: () => refreshDriverData(queryClient),
  });
}

/** The server's stamp of the driver's arrival at a stop, if it has one. */
export const arrivedAt = (order: OrderResponse, stop: ArrivalStop): string | null =>
  order[STAMP_FIELD[stop]] ?? null;
