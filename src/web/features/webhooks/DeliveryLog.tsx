/** One endpoint's last 50 deliveries: what was sent, how it went, and Replay. */
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { displayNumber } from '@domain/display';
import type { WebhookDelivery } from '@domain/webhooks';
import { serverMessage } from '@web/lib/api';
import { formatDateTime } from '@web/lib/format';
import { useDeliveries } from './api/list-deliveries';
import { useReplayDelivery } from './api/replay-delivery';

const STATE_STYLE: Record<WebhookDelivery['state'], string> = {
  delivered: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
};

function outcome(delivery: WebhookDelivery): string {
  if (delivery.state === 'delivered')
    return `Answered ${delivery.lastStatusCode} at ${formatDateTime(delivery.deliveredAt)}`;
  const last = delivery.lastError ?? (delivery.attempts === 0 ? 'Not sent yet' : 'No answer');
  if (delivery.state === 'failed') return `Gave up after ${delivery.attempts} attempts: ${last}`;
  return delivery.attempts === 0 ? last : `${last}; next try ${formatDateTime(delivery.nextAttemptAt)}`;
}

export function DeliveryLog({ webhookId }: { webhookId: number }) {
  const deliveries = useDeliveries(webhookId);
  const replay = useReplayDelivery(webhookId);
  if (deliveries.isPending) return <PageSpinner label="Loading deliveries…" />;
  if (deliveries.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        {serverMessage(deliveries.error, 'Deliveries could not be loaded.')}
      </p>
    );
  if (deliveries.data.length === 0) return <p className="text-sm text-slate-600">No deliveries yet.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Deliveries">
      {deliveries.data.map((delivery) => (
        <li
          key={delivery.id}
          className="flex flex-wrap items-center gap-3 p-3 text-sm"
          data-testid="webhook-delivery"
        >
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[delivery.state]}`}>
            {delivery.state}
          </span>
          <code className="text-xs">{delivery.event}</code>
          {delivery.orderId !== null ? <span>{displayNumber(delivery.orderId)}</span> : null}
          <span className="min-w-0 flex-1 text-slate-600">{outcome(delivery)}</span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={`Replay delivery ${delivery.id}`}
            pending={replay.isPending && replay.variables === delivery.id}
            onClick={() =>
              replay.mutate(delivery.id, {
                onSuccess: () =>
                  toast({ title: 'Delivery queued again', description: 'It will be sent within seconds.' }),
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: 'Replay failed',
                    description: serverMessage(error, 'Please try again.'),
                  }),
              })
            }
          >
            Replay
          </Button>
        </li>
      ))}
    </ul>
  );
}
