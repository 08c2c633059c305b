/**
 * One driver's route in the day plan: its stops in order with time and slack, each movable by
 * buttons (keyboard) or by dragging within the route; an order can be pinned to another driver.
 */
import { useState } from 'react';
import type { DispatchPlanResponse, PlanRoute } from '@domain/dispatch-plan';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { moveStop, type EditRoutes } from './plan-features';

type Props = {
  plan: DispatchPlanResponse;
  route: PlanRoute;
  color: string;
  drivers: { id: number; name: string }[];
  busy: boolean;
  onMove: (routes: EditRoutes) => void;
  onPin: (orderId: number, driverId: number) => void;
  onApply: () => void;
};

const KIND = { pickup: 'Pickup', delivery: 'Drop' } as const;
const time = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Chicago',
  }).format(new Date(iso));

export function PlanRouteCard({ plan, route, color, drivers, busy, onMove, onPin, onApply }: Props) {
  const [dragging, setDragging] = useState<number | null>(null);
  const move = (from: number, to: number) => {
    const routes = moveStop(plan, route.driverId, from, to);
    if (routes) onMove(routes);
  };
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
      data-testid="plan-route"
      data-driver-id={route.driverId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-full"
            style={{ backgroundColor: color }}
          />
          {route.driverName}
          <span className="font-normal text-slate-600">
            · {route.stops.length} stops · {route.miles} mi
          </span>
        </h3>
        <Button
          size="sm"
          variant="outline"
          disabled={busy || plan.violations.some((v) => v.driverId === route.driverId)}
          onClick={onApply}
        >
          Apply {route.driverName}'s route
        </Button>
      </div>
      <ol className="mt-2 space-y-1">
        {route.stops.map((stop, index) => {
          const label = `${KIND[stop.kind]} #${stop.displayNumber}`;
          return (
            <li
              key={`${stop.orderId}-${stop.kind}`}
              data-testid="plan-stop"
              data-stop={`${stop.orderId}/${stop.kind}`}
              draggable={!busy}
              onDragStart={() => setDragging(index)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragging !== null) move(dragging, index);
                setDragging(null);
              }}
              className={cn(
                'flex flex-wrap items-center gap-2 rounded border border-slate-100 px-2 py-1',
                dragging === index && 'opacity-50',
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="font-medium text-slate-900">
                  {index + 1}. {label}
                </span>
                <span className="block text-slate-600">
                  {time(stop.arriveAt)} · slack {stop.slackMinutes} min · {stop.legMiles} mi
                  {stop.pinned ? ' · pinned' : ''}
                </span>
              </span>
              <Button
                size="sm"
                variant="outline"
                disabled={busy || !moveStop(plan, route.driverId, index, index - 1)}
                aria-label={`Move ${label} up`}
                onClick={() => move(index, index - 1)}
              >
                Up
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={busy || !moveStop(plan, route.driverId, index, index + 1)}
                aria-label={`Move ${label} down`}
                onClick={() => move(index, index + 1)}
              >
                Down
              </Button>
              {stop.kind === 'pickup' && !stop.pinned ? (
                <select
                  aria-label={`Pin #${stop.displayNumber} to a driver`}
                  className="h-9 rounded border border-slate-300 bg-white px-2"
                  disabled={busy}
                  value=""
                  onChange={(event) => event.target.value && onPin(stop.orderId, Number(event.target.value))}
                >
                  <option value="">Pin to…</option>
                  {drivers.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))}
                </select>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
