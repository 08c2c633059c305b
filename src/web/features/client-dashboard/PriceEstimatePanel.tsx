/**
 * The booking form's live price and the promise it buys. Nothing is shown as a figure until both
 * addresses are resolved (a base rate over 0.0 miles would look final and is not); the times are
 * the service-level table's deadlines for an order confirmed now, never a travel estimate.
 */
import { Clock, Info } from 'lucide-react';
import type { Priority, TimeSlot } from '@domain/enums';
import { PriceLines } from '@web/components/PriceLines';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import { quotedDeadlines } from './price-estimate';
import type { PriceEstimate } from './use-price-estimate';
import { useMessages } from '@web/i18n';

export type PromiseInput = {
  priority: Priority;
  scheduledDate: Date | null;
  preferredTimeSlot: TimeSlot | null;
};

export function PriceEstimatePanel({
  estimate,
  schedule,
  now = new Date(),
}: {
  estimate: PriceEstimate;
  schedule: PromiseInput;
  now?: Date;
}) {
  const { price, source, calculating, problem } = estimate;
  const priced = source === 'server' || source === 'fallback';
  const promise = quotedDeadlines(schedule, now);
  const { t, language, money, zonedTime } = useMessages();
  // English keeps the table's own wording of a deadline; Spanish formats the same moment itself.
  const when = (text: string, at: Date) => (language === 'en' ? text : zonedTime(at));
  return (
    <section
      aria-labelledby="price-estimate-title"
      aria-busy={calculating || undefined}
      className="rounded-lg border border-teal-200 bg-teal-50/60 p-4"
    >
      <h3 id="price-estimate-title" className="mb-3 text-sm font-semibold text-slate-900">
        {t('client.estimate.title')}
      </h3>
      {priced ? (
        <>
          <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-1 text-sm', calculating && 'opacity-60')}>
            <div className="contents">
              <dt className="text-slate-600">{t('client.estimate.distance')}</dt>
              <dd className="text-right text-slate-900 tabular-nums">
                {t('client.estimate.miles', { miles: price.distance })}
              </dd>
            </div>
            <PriceLines lines={price.priceLines} />
            <div className="col-span-2 mt-1 flex items-baseline justify-between gap-4 border-t border-teal-200 pt-2">
              <dt className="font-semibold text-slate-900">{t('client.estimate.total')}</dt>
              <dd data-testid="price-total" className="text-lg font-bold text-teal-800 tabular-nums">
                {money(price.totalCost)}
              </dd>
            </div>
          </dl>
          <p className="mt-3 flex items-start gap-1.5 text-sm text-slate-800" data-testid="promised-deadline">
            <Clock className="mt-0.5 size-4 shrink-0 text-teal-700" aria-hidden="true" />
            <span>
              {t('client.estimate.promise', {
                lead: t(promise.fromNow ? 'client.estimate.ifNow' : 'client.estimate.asScheduled'),
                pickup: when(promise.pickupBy, promise.pickupAt),
                deliver: when(promise.deliverBy, promise.deliverAt),
              })}
            </span>
          </p>
        </>
      ) : null}
      <div role="status" className="mt-2 min-h-5 text-xs text-slate-600">
        {calculating ? (
          <span className="flex items-center gap-1.5">
            <Spinner className="size-3.5" />
            {t('client.estimate.calculating')}
          </span>
        ) : problem ? (
          <span className="flex items-center gap-1.5 text-red-800">
            <Info className="size-3.5" aria-hidden="true" />
            {t('client.estimate.problem', { problem })}
          </span>
        ) : source === 'fallback' ? (
          <span className="flex items-center gap-1.5">
            <Info className="size-3.5" aria-hidden="true" />
            {t('client.estimate.fallback')}
          </span>
        ) : source === 'server' ? (
          t('client.estimate.priced')
        ) : (
          t('client.estimate.pickBoth')
        )}
      </div>
    </section>
  );
}
