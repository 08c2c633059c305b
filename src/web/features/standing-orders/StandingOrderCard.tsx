/** One standing order: its schedule, next days, booked orders, and pause/resume, skip a day, end. */
import { useState } from 'react';
import { standingDeadlines } from '@domain/deadlines';
import type { RecurringOrderResponse } from '@domain/recurring-orders';
import { clockText, DELIVER_BY, PICK_UP_BY, SERVICE_LEVELS } from '@domain/service-levels';
import { Button } from '@web/components/ui/button';
import { SERVICE_LABELS } from '@web/lib/order-labels';
import { StatusBadge } from '@web/features/orders';
import { serverMessage } from '@web/lib/api';
import { useEndStandingOrder, useUpdateStandingOrder } from './api/update-standing-order';
import { describeRule, formatDay } from './schedule';

const STATE_TEXT = { active: 'Active', paused: 'Paused', ended: 'Ended' } as const;

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** After a pause or an end: how many booked orders went with it, and how many stay. */
export function stoppedText({ cancelled, remaining }: { cancelled: number; remaining: number }): string {
  const gone = cancelled
    ? `${orders(cancelled)} booked ahead and not yet paid ${cancelled === 1 ? 'was' : 'were'} cancelled.`
    : 'No unpaid orders booked ahead to cancel.';
  const kept = remaining
    ? ` ${orders(remaining)} already paid, under way or past pickup time ${remaining === 1 ? 'remains' : 'remain'}: cancel from Orders if needed.`
    : '';
  return gone + kept;
}

/** "Express: pick up by 7:30 AM CDT, deliver by 9:00 AM CDT each day" from the service-level table. */
export function standingPromise(
  standing: Pick<RecurringOrderResponse, 'template' | 'timeOfDay' | 'startDate' | 'nextDates'>,
) {
  const priority = standing.template.priority;
  const due = standingDeadlines(priority, standing.nextDates[0] ?? standing.startDate, standing.timeOfDay);
  return (
    `${SERVICE_LEVELS[priority].label}: ${PICK_UP_BY.toLowerCase()} ${clockText(due.pickupBy)}, ` +
    `${DELIVER_BY.toLowerCase()} ${clockText(due.deliverBy)} each day`
  );
}

export function StandingOrderCard({
  standing,
  showClient = false,
}: {
  standing: RecurringOrderResponse;
  /** Dispatch's list holds every client's: each says whose it is. */
  showClient?: boolean;
}) {
  const update = useUpdateStandingOrder();
  const end = useEndStandingOrder();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const titleId = `standing-${standing.id}-title`;
  const error = update.error ?? end.error;
  const skip = (day: string) => update.mutate({ id: standing.id, skipDates: [...standing.skipDates, day] });
  const unskip = (day: string) =>
    update.mutate({ id: standing.id, skipDates: standing.skipDates.filter((d) => d !== day) });
  const live = standing.status !== 'ended';
  // What the pause or end just did to the orders already booked (only its own answer says).
  const latest = end.data ?? update.data;
  const stopped = latest?.id === standing.id ? latest.stoppedOrders : undefined;

  return (
    <li aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {describeRule(standing.rrule)} at {standing.timeOfDay}
          </h3>
          {showClient ? (
            <p className="text-sm font-medium text-slate-800" data-testid="standing-client">
              For {standing.clientName}
            </p>
          ) : null}
          <p className="text-sm break-words text-slate-700">
            {standing.template.pickupAddress} → {standing.template.deliveryAddress}
          </p>
          <p className="text-sm text-slate-600">
            {SERVICE_LABELS[standing.template.serviceType]} · {standing.template.itemDescription} · from{' '}
            {formatDay(standing.startDate)}
            {standing.endDate ? ` to ${formatDay(standing.endDate)}` : ''}
          </p>
          <p className="text-sm text-slate-600" data-testid="standing-promise">
            {standingPromise(standing)}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
          {STATE_TEXT[standing.status]}
        </span>
      </div>

      {standing.status === 'active' ? (
        <section className="mt-3" aria-label="Next days">
          <h4 className="text-sm font-medium text-slate-900">Next days</h4>
          {standing.nextDates.length === 0 ? (
            <p className="text-sm text-slate-600">No more days in this schedule.</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-2">
              {standing.nextDates.map((day) => (
                <li
                  key={day}
                  className="flex items-center gap-1 rounded border border-slate-200 px-2 py-1 text-sm"
                >
                  {formatDay(day)}
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto px-1"
                    aria-label={`Skip ${formatDay(day)}`}
                    onClick={() => skip(day)}
                    disabled={update.isPending}
                  >
                    Skip
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {standing.skipDates.length ? (
        <p className="mt-2 text-sm text-slate-600">
          Skipped:{' '}
          {standing.skipDates.map((day) => (
            <span key={day} className="mr-2">
              {formatDay(day)}
              {live ? (
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto px-1"
                  aria-label={`Book ${formatDay(day)} again`}
                  onClick={() => unskip(day)}
                >
                  undo
                </Button>
              ) : null}
            </span>
          ))}
        </p>
      ) : null}

      <section className="mt-3" aria-label="Upcoming orders">
        <h4 className="text-sm font-medium text-slate-900">Upcoming orders</h4>
        {standing.upcomingOrders.length === 0 ? (
          <p className="text-sm text-slate-600">
            None booked yet: each day is booked as an order up to a week ahead.
          </p>
        ) : (
          <ul className="mt-1 space-y-1">
            {standing.upcomingOrders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-mono">{o.displayNumber}</span>
                <span>{formatDay(o.occurrenceDate)}</span>
                <StatusBadge status={o.status} />
              </li>
            ))}
          </ul>
        )}
        {standing.status !== 'active' && standing.upcomingOrders.length ? (
          <p className="mt-1 text-xs text-slate-600">
            Unpaid orders booked ahead were cancelled with it; paid ones stay: cancel one from Orders if
            needed.
          </p>
        ) : null}
      </section>

      <p role="status" className="mt-2 text-sm text-slate-700 empty:hidden">
        {stopped ? stoppedText(stopped) : null}
      </p>

      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {serverMessage(error, 'That change could not be saved. Please try again.')}
        </p>
      ) : null}

      {live ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {standing.status === 'active' ? (
            <Button
              variant="outline"
              size="sm"
              pending={update.isPending}
              onClick={() => update.mutate({ id: standing.id, status: 'paused' })}
            >
              Pause
            </Button>
          ) : (
            <Button
              size="sm"
              pending={update.isPending}
              onClick={() => update.mutate({ id: standing.id, status: 'active' })}
            >
              Resume
            </Button>
          )}
          {confirmEnd ? (
            <>
              <Button
                variant="destructive"
                size="sm"
                pending={end.isPending}
                onClick={() => end.mutate(standing.id)}
              >
                Yes, end it
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmEnd(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setConfirmEnd(true)}>
              End…
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
