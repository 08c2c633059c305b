/**
 * "I've arrived": one tap at the pickup and at the drop, before the hand-over. The server stamps
 * the time (the phone sends none) and the card then shows that stamp instead of the button, so an
 * arrival cannot be sent twice from here (the server would answer the first stamp anyway). Offline,
 * it waits in the outbox with the steps and is stamped when it lands. A driver who never taps it
 * runs the job exactly as before; only the wait is not charged.
 */
import { useRef } from 'react';
import { MapPinCheck } from 'lucide-react';
import type { OrderResponse } from '@domain/orders';
import { ARRIVAL_STATUSES } from '@domain/wait-time';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useMessages } from '@web/i18n';
import { useOutbox } from '@web/lib/outbox/use-outbox';
import { arrivedAt, useArrive } from './api/arrive';
import { nextStop } from './job-steps';

type Props = { order: OrderResponse; driverId: number };

export function ArrivalAction({ order, driverId }: Props) {
  const m = useMessages();
  const { t, errorText } = m;
  const arrive = useArrive(driverId);
  const { entries } = useOutbox();
  // The ref closes the gap between a tap and the re-render that disables the button.
  const inFlight = useRef(false);
  const stop = nextStop(order)?.kind;
  if (!stop || !ARRIVAL_STATUSES[stop].includes(order.status)) return null;

  const stamp = arrivedAt(order, stop);
  if (stamp) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-md bg-teal-50 px-3 py-2 text-sm text-teal-900"
      >
        <MapPinCheck aria-hidden="true" className="size-4 shrink-0" />
        {t(stop === 'pickup' ? 'driver.arrival.atPickup' : 'driver.arrival.atDelivery', {
          time: m.time(stamp),
        })}
      </p>
    );
  }
  const waiting = entries.some(
    (e) => e.kind === 'arrival' && e.orderId === order.id && (e.body as { stop?: unknown }).stop === stop,
  );
  if (waiting) {
    return (
      <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {t('driver.arrival.queued')}
      </p>
    );
  }

  async function send() {
    if (!stop || inFlight.current) return;
    inFlight.current = true;
    try {
      await arrive.mutateAsync({ order, stop, label: t('driver.arrival.record') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('driver.arrival.failed'),
        description: errorText(error, 'driver.tryAgain'),
      });
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <Button
      variant="outline"
      size="lg"
      className="h-12 w-full border-teal-700 text-teal-900"
      pending={arrive.isPending}
      pendingText={t('driver.bar.saving')}
      onClick={() => void send()}
    >
      <MapPinCheck aria-hidden="true" />
      {t(stop === 'pickup' ? 'driver.arrival.pickup' : 'driver.arrival.delivery')}
    </Button>
  );
}
