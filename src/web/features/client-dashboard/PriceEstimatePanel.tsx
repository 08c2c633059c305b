/** The live price of the booking form and the travel time it implies. */
import { Clock, Info } from 'lucide-react';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import { estimatedTimeLabel } from './price-estimate';
import type { PriceEstimate } from './use-price-estimate';

export function PriceEstimatePanel({ estimate }: { estimate: PriceEstimate }) {
  const { price, source, calculating, problem } = estimate;
  const rows: [string, string][] = [
    ['Base rate', `$${price.baseRate}`],
    ['Distance', `${price.distance} miles`],
    ['Distance fee', `$${price.distanceFee}`],
    ['Priority fee', `$${price.priorityFee}`],
  ];
  return (
    <section
      aria-labelledby="price-estimate-title"
      aria-busy={calculating || undefined}
      className="rounded-lg border border-teal-200 bg-teal-50/60 p-4"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="price-estimate-title" className="text-sm font-semibold text-slate-900">
          Price estimate
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <Clock className="size-4 text-teal-700" aria-hidden="true" />
          <span data-testid="estimated-time">
            Estimated time: {estimatedTimeLabel(source, price.distance)}
          </span>
        </p>
      </div>
      <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-1 text-sm', calculating && 'opacity-60')}>
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="col-span-2 mt-1 flex items-baseline justify-between gap-4 border-t border-teal-200 pt-2">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd data-testid="price-total" className="text-lg font-bold text-teal-800 tabular-nums">
            ${price.totalCost}
          </dd>
        </div>
      </dl>
      <div role="status" className="mt-2 min-h-5 text-xs text-slate-600">
        {calculating ? (
          <span className="flex items-center gap-1.5">
            <Spinner className="size-3.5" />
            Calculating...
          </span>
        ) : problem ? (
          <span className="flex items-center gap-1.5 text-red-800">
            <Info className="size-3.5" aria-hidden="true" />
            {problem}. Estimate only, assuming an 8.2-mile run.
          </span>
        ) : source === 'fallback' ? (
          <span className="flex items-center gap-1.5">
            <Info className="size-3.5" aria-hidden="true" />
            Estimate only: pricing is unavailable, so an 8.2-mile run is assumed. The final price is set on
            submit.
          </span>
        ) : source === 'no-coordinates' ? (
          'Base rate only: pick both addresses from the suggestions for the full price.'
        ) : source === 'server' ? (
          'Priced for the route between your two addresses.'
        ) : null}
      </div>
    </section>
  );
}
