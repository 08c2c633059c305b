/**
 * "Your route": with several jobs, the stops in the order dispatch's applied day plan
 * gives them, or else the server's heuristic (src/domain/route-order.ts), each pickup before its delivery, and the total distance beside
 * what the jobs would cost one after another. Refetched when the jobs or their steps change.
 */
import { useEffect } from 'react';
import { Route } from 'lucide-react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/utils';
import { useDriverRoute } from './api/get-route';

const time = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Chicago',
  }).format(new Date(iso));

/** `jobs`: the active jobs' ids and steps, so a change to either refetches the route. */
export function RoutePlan({ jobs }: { jobs: string }) {
  const route = useDriverRoute();
  const { refetch } = route;
  useEffect(() => {
    void refetch();
  }, [jobs, refetch]);

  if (route.isPending) return null;
  if (route.isError) {
    return (
      <Card role="alert" className="p-3 text-sm text-red-800">
        Your route could not be worked out. Your jobs below are still right.
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
        Your route: {stops.length} stops, {totalMiles} mi
      </h3>
      {saved >= 0.1 ? (
        <p className="text-xs text-slate-600">
          {saved.toFixed(1)} mi shorter than taking the jobs one after another ({naiveMiles} mi).
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
                {stop.kind === 'pickup' ? 'Pick up' : 'Deliver'} #{stop.displayNumber}
              </span>
              <span className="block break-words text-slate-600">{stop.address}</span>
              <span className={cn('block text-xs', stop.late ? 'text-red-800' : 'text-slate-500')}>
                {stop.legMiles} mi · about {time(stop.arriveAt)}
                {stop.dueBy ? ` · due ${time(stop.dueBy)}` : ''}
                {stop.late ? ' · will be late' : ''}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
