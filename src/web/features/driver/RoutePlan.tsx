/**
 * "Your route": with several jobs, the stops in the order dispatch's applied day plan
 * gives them, or else the server's heuristic (src/domain/route-order.ts), each pickup before its delivery, and the total distance beside
 * what the jobs would cost one after another. Refetched when the jobs or their steps change.
 */
import { useEffect } from 'react';
import { Route } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { useMessages } from '@web/i18n';
import { useDriverRoute } from './api/get-route';

/** `jobs`: the active jobs' ids and steps, so a change to either refetches the route. */
export function RoutePlan({ jobs }: { jobs: string }) {
  const route = useDriverRoute();
  const { refetch } = route;
  const { t, time } = useMessages();
  useEffect(() => {
    void refetch();
  }, [jobs, refetch]);

  if (route.isPending) return null;
  if (route.isError) {
    return (
      <Card role="alert" className="p-3 text-sm text-red-800">
        {t('route.failed')}
      </Card>
    );
  }
  const { stops, totalMiles, naiveMiles } = route.data;
  if (stops.length < 2) return null;
  const saved = Number(naiveMiles) - Number(totalMiles);
  return (
    <Card className="space-y-2 p-4" data-testid="route-plan">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Route className="size-4 text-teal-700" aria-hidden="true" />
        {t('route.title', { stops: stops.length, miles: totalMiles })}
      </h3>
      {saved >= 0.1 ? (
        <p className="text-xs text-slate-600">
          {t('route.saved', { saved: saved.toFixed(1), naive: naiveMiles })}
        </p>
      ) : null}
      <ol className="space-y-1.5 text-sm">
        {stops.map((stop, i) => (
          <li key={`${stop.kind}-${stop.orderId}`} data-testid="route-stop" className="flex gap-2">
            <span className="w-5 shrink-0 text-right font-semibold text-slate-500 tabular-nums">
              {i + 1}.
            </span>
            <span className="min-w-0 flex-1">
              <span className="font-medium text-slate-900">
                {t(stop.kind === 'pickup' ? 'route.pickup' : 'route.deliver', { number: stop.displayNumber })}
              </span>
              <span className="block break-words text-slate-600">{stop.address}</span>
              <span className={cn('block text-xs', stop.late ? 'text-red-800' : 'text-slate-500')}>
                {t('route.leg', { miles: stop.legMiles, time: time(stop.arriveAt) })}
                {stop.dueBy ? t('route.due', { time: time(stop.dueBy) }) : ''}
                {stop.late ? t('route.late') : ''}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
