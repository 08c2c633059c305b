/** One standing order: its schedule, next days, booked orders, and pause/resume, skip a day, end. */
import { useState } from 'react';
import { standingDeadlines } from '@domain/deadlines';
import type { RecurringOrderResponse } from '@domain/recurring-orders';
import { clockText } from '@domain/service-levels';
import { Button } from '@web/components/ui/button';
import { StatusBadge } from '@web/components/order/StatusBadge';
import { useMessages, type Messages, type Translate } from '@web/i18n';
import { useEndStandingOrder, useUpdateStandingOrder } from './api/update-standing-order';
import { describeRule, formatDay } from './schedule';

/** After a pause or an end: how many booked orders went with it, and how many stay. */
export function stoppedText(
  { cancelled, remaining }: { cancelled: number; remaining: number },
  t: Translate,
): string {
  const gone = cancelled
    ? t('standing.card.cancelled', { count: cancelled })
    : t('standing.card.noneToCancel');
  return remaining ? `${gone} ${t('standing.card.remaining', { count: remaining })}` : gone;
}

/** "Express: pick up by 7:30 AM CDT, deliver by 9:00 AM CDT each day" from the service-level table. */
export function standingPromise(
  standing: Pick<RecurringOrderResponse, 'template' | 'timeOfDay' | 'startDate' | 'nextDates'>,
  { t, language, clock }: Pick<Messages, 't' | 'language' | 'clock'>,
) {
  const priority = standing.template.priority;
  const due = standingDeadlines(priority, standing.nextDates[0] ?? standing.startDate, standing.timeOfDay);
  // English keeps the table's own clock wording; Spanish formats the same moment itself.
  const at = (moment: Date) => (language === 'en' ? clockText(moment) : clock(moment));
  return t('standing.card.promise', {
    level: t(`priority.${priority}`),
    pickup: at(due.pickupBy),
    deliver: at(due.deliverBy),
  });
}

export function StandingOrderCard({
  standing,
  showClient = false,
}: {
  standing: RecurringOrderResponse;
  /** Dispatch's list holds every client's: each says whose it is. */
  showClient?: boolean;
}) {
  const messages = useMessages();
  const { t, locale, errorText } = messages;
  const day = (key: string) => formatDay(key, locale);
  const update = useUpdateStandingOrder();
  const end = useEndStandingOrder();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const titleId = `standing-${standing.id}-title`;
  const error = update.error ?? end.error;
  const skip = (key: string) => update.mutate({ id: standing.id, skipDates: [...standing.skipDates, key] });
  const unskip = (key: string) =>
    update.mutate({ id: standing.id, skipDates: standing.skipDates.filter((d) => d !== key) });
  const live = standing.status !== 'ended';
  // What the pause or end just did to the orders already booked (only its own answer says).
  const latest = end.data ?? update.data;
  const stopped = latest?.id === standing.id ? latest.stoppedOrders : undefined;

  return (
    <li aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {t('standing.card.title', { rule: describeRule(standing.rrule, t), time: standing.timeOfDay })}
          </h3>
          {showClient ? (
            <p className="text-sm font-medium text-slate-800" data-testid="standing-client">
              {t('standing.card.for', { client: standing.clientName })}
            </p>
          ) : null}
          <p className="text-sm break-words text-slate-700">
            {standing.template.pickupAddress} → {standing.template.deliveryAddress}
          </p>
          <p className="text-sm text-slate-600">
            {t(`service.${standing.template.serviceType}`)} · {standing.template.itemDescription} ·{' '}
            {standing.endDate
              ? t('standing.card.fromTo', { start: day(standing.startDate), end: day(standing.endDate) })
              : t('standing.card.from', { start: day(standing.startDate) })}
          </p>
          <p className="text-sm text-slate-600" data-testid="standing-promise">
            {standingPromise(standing, messages)}
          </p>
        </div>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800">
          {t(`standing.card.state.${standing.status}`)}
        </span>
      </div>

      {standing.status === 'active' ? (
        <section className="mt-3" aria-label={t('standing.card.nextDays')}>
          <h4 className="text-sm font-medium text-slate-900">{t('standing.card.nextDays')}</h4>
          {standing.nextDates.length === 0 ? (
            <p className="text-sm text-slate-600">{t('standing.card.noMoreDays')}</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-2">
              {standing.nextDates.map((next) => (
                <li
                  key={next}
                  className="flex items-center gap-1 rounded border border-slate-200 px-2 py-1 text-sm"
                >
                  {day(next)}
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto px-1"
                    aria-label={t('standing.card.skipDay', { day: day(next) })}
                    onClick={() => skip(next)}
                    disabled={update.isPending}
                  >
                    {t('standing.card.skip')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {standing.skipDates.length ? (
        <p className="mt-2 text-sm text-slate-600">
          {t('standing.card.skipped')}{' '}
          {standing.skipDates.map((skipped) => (
            <span key={skipped} className="mr-2">
              {day(skipped)}
              {live ? (
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto px-1"
                  aria-label={t('standing.card.bookAgain', { day: day(skipped) })}
                  onClick={() => unskip(skipped)}
                >
                  {t('standing.card.undo')}
                </Button>
              ) : null}
            </span>
          ))}
        </p>
      ) : null}

      <section className="mt-3" aria-label={t('standing.card.upcoming')}>
        <h4 className="text-sm font-medium text-slate-900">{t('standing.card.upcoming')}</h4>
        {standing.upcomingOrders.length === 0 ? (
          <p className="text-sm text-slate-600">{t('standing.card.noneBooked')}</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {standing.upcomingOrders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-mono">{o.displayNumber}</span>
                <span>{day(o.occurrenceDate)}</span>
                <StatusBadge status={o.status} />
              </li>
            ))}
          </ul>
        )}
        {standing.status !== 'active' && standing.upcomingOrders.length ? (
          <p className="mt-1 text-xs text-slate-600">{t('standing.card.stoppedNote')}</p>
        ) : null}
      </section>

      <p role="status" className="mt-2 text-sm text-slate-700 empty:hidden">
        {stopped ? stoppedText(stopped, t) : null}
      </p>

      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(error, 'standing.card.changeFailed')}
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
              {t('standing.card.pause')}
            </Button>
          ) : (
            <Button
              size="sm"
              pending={update.isPending}
              onClick={() => update.mutate({ id: standing.id, status: 'active' })}
            >
              {t('standing.card.resume')}
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
                {t('standing.card.endConfirm')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirmEnd(false)}>
                {t('standing.card.keep')}
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setConfirmEnd(true)}>
              {t('standing.card.end')}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}
