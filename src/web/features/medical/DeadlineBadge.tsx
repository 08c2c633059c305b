/**
 * The deadline of an order as people see it: "Deliver by Tue, Mar 3, 4:30 PM CST · 1 hr 5 min
 * left" (worded by service-levels.ts), ticking each minute, red once late; and the order's
 * temperature class when it is cold. Finished orders show the deadline without a countdown.
 */
import { useEffect, useState } from 'react';
import { TEMPERATURE_LABELS } from '@domain/cold-chain';
import { countdownText, minutesLeft } from '@domain/deadlines';
import type { OrderResponse } from '@domain/orders';
import { DELIVER_BY, deadlineText, PICK_UP_BY } from '@domain/service-levels';

/** The time now, refreshed every `ms` (a minute by default), for countdowns. */
export function useNow(ms = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), ms);
    return () => clearInterval(id);
  }, [ms]);
  return now;
}

const FINISHED = new Set(['delivered', 'cancelled', 'declined']);

type Props = {
  order: Pick<
    OrderResponse,
    'deliverBy' | 'pickupBy' | 'status' | 'temperatureClass' | 'temperatureExcursion'
  >;
  now?: Date;
  /** Before pickup the pickup deadline is shown as well. */
  showPickup?: boolean;
};

export function DeadlineBadge({ order, now: given, showPickup = false }: Props) {
  const ticking = useNow();
  const now = given ?? ticking;
  const deliverBy = new Date(order.deliverBy);
  const live = !FINISHED.has(order.status);
  const late = live && minutesLeft(deliverBy, now) < 0;
  const beforePickup = ['pending', 'confirmed', 'assigned', 'pickup_scheduled'].includes(order.status);
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span
        className={`rounded-full px-2 py-0.5 font-medium ${late ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-800'}`}
      >
        {DELIVER_BY} {deadlineText(deliverBy)}
        {live ? ` · ${countdownText(deliverBy, now)}` : null}
      </span>
      {showPickup && beforePickup ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
          {PICK_UP_BY} {deadlineText(order.pickupBy)}
        </span>
      ) : null}
      {order.temperatureClass !== 'ambient' ? (
        <span className="rounded-full bg-sky-100 px-2 py-0.5 font-medium text-sky-900">
          {TEMPERATURE_LABELS[order.temperatureClass]}
        </span>
      ) : null}
      {order.temperatureExcursion ? (
        <span role="status" className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800">
          Temperature excursion
        </span>
      ) : null}
    </div>
  );
}
