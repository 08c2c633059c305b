/**
 * The deadline of an order as people see it: "Deliver by Tue, Mar 3, 4:30 PM CST · 1 hr 5 min
 * left" (worded by service-levels.ts), ticking each minute, red once late; and the order's
 * temperature class when it is cold. Finished orders show the deadline without a countdown.
 */
import { useEffect, useState } from 'react';
import { minutesLeft } from '@domain/deadlines';
import type { OrderResponse } from '@domain/orders';
import { useMessages, type Translate } from '@web/i18n';

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

/** 'in 1 hr 5 min left', '12 min late': the countdown, in the reader's language. */
function countdown(t: Translate, deadline: Date, now: Date): string {
  const left = minutesLeft(deadline, now);
  const hours = Math.floor(Math.abs(left) / 60);
  const minutes = Math.abs(left) % 60;
  if (left >= 0)
    return hours > 0 ? t('deadline.hoursLeft', { hours, minutes }) : t('deadline.minutesLeft', { minutes });
  return hours > 0 ? t('deadline.hoursLate', { hours, minutes }) : t('deadline.minutesLate', { minutes });
}

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
  const { t, zonedTime } = useMessages();
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
        {t('deadline.deliverBy', { time: zonedTime(deliverBy) })}
        {live ? ` · ${countdown(t, deliverBy, now)}` : null}
      </span>
      {showPickup && beforePickup ? (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
          {t('deadline.pickUpBy', { time: zonedTime(order.pickupBy) })}
        </span>
      ) : null}
      {order.temperatureClass !== 'ambient' ? (
        <span className="rounded-full bg-sky-100 px-2 py-0.5 font-medium text-sky-900">
          {t(`temperature.${order.temperatureClass}`)}
        </span>
      ) : null}
      {order.temperatureExcursion ? (
        <span role="status" className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800">
          {t('deadline.excursion')}
        </span>
      ) : null}
    </div>
  );
}
