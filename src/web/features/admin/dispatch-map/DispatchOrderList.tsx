/**
 * The map's facts as a list, most urgent first: what a keyboard or a screen reader uses, and what
 * a phone shows under the map. Each waiting order has its Assign button here too.
 */
import { countdownText } from '@domain/deadlines';
import type { DispatchMapOrder, DispatchMapResponse } from '@domain/dispatch-map';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { useMessages } from '@web/i18n';
import { RISK_TONES, byUrgency, driverText, isAssignable, riskLabel } from './map-features';

type Props = {
  data: DispatchMapResponse;
  selected: number | null;
  onAssign: (order: DispatchMapOrder) => void;
};

const words = (status: string) => status.replace(/_/g, ' ');

export function DispatchOrderList({ data, selected, onAssign }: Props) {
  const { t } = useMessages();
  const drivers = new Map(data.drivers.map((d) => [d.id, d]));
  const orders = [...data.orders].sort(byUrgency);
  const now = new Date(data.generatedAt);
  const unplaced = data.drivers.filter((d) => !d.position).length;

  return (
    <div className="space-y-4">
      <section aria-labelledby="dispatch-orders-title" className="space-y-2">
        <h2 id="dispatch-orders-title" className="text-lg font-semibold text-slate-900">
          Active orders ({orders.length})
        </h2>
        {orders.length === 0 ? (
          <p className="text-sm text-slate-600">
            No active orders. Confirmed orders appear here and on the map as soon as they are approved.
          </p>
        ) : (
          <ul className="max-h-[28rem] space-y-2 overflow-y-auto p-0.5" data-testid="dispatch-order-list">
            {orders.map((o) => {
              const driver = o.driverId === null ? null : drivers.get(o.driverId);
              return (
                <li
                  key={o.id}
                  data-testid="dispatch-order"
                  data-order-id={o.id}
                  className={cn(
                    'rounded-lg border bg-white p-3 text-sm',
                    selected === o.id ? 'border-teal-600 ring-1 ring-teal-600' : 'border-slate-200',
                  )}
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-slate-900">#{o.displayNumber}</span>
                    <span className={cn('rounded px-2 py-0.5 text-xs font-medium', RISK_TONES[o.risk])}>
                      {riskLabel(o.risk, t)}
                    </span>
                  </div>
                  <p className="text-slate-700 capitalize">
                    {words(o.status)} · {o.priority}
                  </p>
                  <p className="text-slate-600">
                    {o.deliverBy ? `Delivery ${countdownText(new Date(o.deliverBy), now)}` : 'No deadline'}
                    {' · '}
                    {driver ? driver.name : o.driverId === null ? 'No driver' : 'Driver off shift'}
                  </p>
                  {isAssignable(o) ? (
                    <Button size="sm" className="mt-2" onClick={() => onAssign(o)}>
                      Assign #{o.displayNumber}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="dispatch-drivers-title" className="space-y-2">
        <h2 id="dispatch-drivers-title" className="text-lg font-semibold text-slate-900">
          Drivers on shift ({data.drivers.length})
        </h2>
        {data.drivers.length === 0 ? (
          <p className="text-sm text-slate-600">
            No driver is on shift. Drivers appear here when they start a shift.
          </p>
        ) : (
          <ul className="space-y-1 text-sm text-slate-700">
            {data.drivers.map((d) => (
              <li key={d.id}>
                {driverText(d, t)}
                {d.position ? '' : ' (no position yet)'}
              </li>
            ))}
          </ul>
        )}
        {unplaced > 0 ? (
          <p className="text-xs text-slate-500">
            {unplaced} without a known position {unplaced === 1 ? 'is' : 'are'} not on the map.
          </p>
        ) : null}
      </section>
    </div>
  );
}
