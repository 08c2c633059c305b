import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderResponse, type OrderResponse } from '@domain/orders';
import { toast } from '@web/components/ui/use-toast';
import { useMessages } from '@web/i18n';
import { parseAnswer } from '@web/lib/api';
import { submit } from '@web/lib/outbox/outbox';
import { activeJobsQueryOptions } from './list-active-jobs';
import { refreshDriverData } from './refresh';

/** POST /api/orders/{id}/decline through the outbox; a kept decline answers the job as it was. */
export async function declineJob(order: OrderResponse, reason: string): Promise<OrderResponse> {
  const url = `/api/orders/${order.id}/decline`;
  const sent = await submit({
    kind: 'decline',
    method: 'POST',
    url,
    body: { reason },
    orderId: order.id,
    displayNumber: order.displayNumber,
    label: 'Decline',
  });
  return sent.queued ? order : parseAnswer(orderResponse, url, sent.data);
}

/** The driver hands a job back before pickup, with a reason dispatch reads. */
export function useDeclineJob(driverId: number) {
  const queryClient = useQueryClient();
  const { t, errorText } = useMessages();
  return useMutation({
    // Runs offline too: the outbox decides whether it is sent now or kept (TanStack Query would
    // otherwise pause it until the browser says it is online).
    networkMode: 'always',
    mutationFn: ({ order, reason }: { order: OrderResponse; reason: string }) => declineJob(order, reason),
    // The toasts live here, not in the dialog's mutate() call: the job's live frame can remove the
    // card (and the dialog with it) before the answer arrives, and TanStack Query skips the
    // callbacks of a mutate() whose component has unmounted.
    onSuccess: (order) => {
      toast({
        title: t('driver.decline.done'),
        description: t('driver.decline.doneDetail', { number: order.displayNumber }),
      });
      queryClient.setQueryData(activeJobsQueryOptions(driverId).queryKey, (jobs) =>
        jobs?.filter((job) => job.id !== order.id),
      );
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('driver.decline.failed'),
        description: errorText(error, 'driver.tryAgain'),
      }),
    onSettled: () => refreshDriverData(queryClient),
  });
}
