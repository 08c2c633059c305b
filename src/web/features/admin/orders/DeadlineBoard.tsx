/**
 * The console's deadline board: every active order, soonest deadline first, with a
 * live countdown and an "At risk" badge when the driver (or, before pickup, the nearest available
 * driver) cannot make it on the estimate, "Late" once the deadline has passed. The lists are the
 * console's own order queries, so live frames refresh them like the table.
 */
import { TEMPERATURE_LABELS } from '@domain/cold-chain';
import { countdownText } from '@domain/deadlines';
import { DELIVER_BY, deadlineText } from '@domain/service-levels';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useOrdersByStatus } from '../api/list-admin-orders';
import { useDrivers } from '../api/list-drivers';
import { useNow } from '@web/components/medical';
import { orderRisk } from '@web/components/medical';

const ACTIVE = ['confirmed', 'assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'] as const;
const RISK_TEXT = { on_track: null, at_risk: 'At risk', late: 'Late' } as const;

/** Folded by default: opened, it loads every active order and keeps counting down. */
export function DeadlineBoard() {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-label="Deadlines" className="p-4">
      <Button type="button" variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide deadlines' : 'Show deadlines (soonest first)'}
      </Button>
      {open ? <DeadlineList /> : null}
    </Card>
  );
}

function DeadlineList() {
  const now = useNow(15_000);
  const lists = useOrdersByStatus(ACTIVE);
  const drivers = useDrivers();
  const orders = lists
    .flatMap((q) => q.data ?? [])
    .sort((a, b) => Date.parse(a.deliverBy) - Date.parse(b.deliverBy) || a.id - b.id);
  const available = (drivers.data ?? []).filter((d) => d.status === 'available');
  if (lists.some((q) => q.isPending)) return <p className="mt-2 text-sm text-slate-600">Loading…</p>;

  return (
    <div className="mt-3">
      {orders.length === 0 ? (
        <p className="text-sm text-slate-600">No active deliveries.</p>
      ) : (
        <ol className="max-h-64 divide-y divide-slate-100 overflow-y-auto">
          {orders.map((order) => {
            const risk = orderRisk(order, available, now);
            const badge = RISK_TEXT[risk];
            return (
              <li key={order.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="font-semibold text-slate-900">#{order.displayNumber}</span>
                <span className="text-slate-600">{order.status.replace(/_/g, ' ')}</span>
                <span className={risk === 'on_track' ? 'text-slate-800' : 'font-medium text-red-800'}>
                  {DELIVER_BY} {deadlineText(order.deliverBy)} ·{' '}
                  {countdownText(new Date(order.deliverBy), now)}
                </span>
                {order.temperatureClass !== 'ambient' ? (
                  <span className="rounded-full bg-sky-100 px-2 text-xs text-sky-900">
                    {TEMPERATURE_LABELS[order.temperatureClass]}
                  </span>
                ) : null}
                {order.temperatureExcursion ? (
                  <span className="rounded-full bg-red-100 px-2 text-xs font-semibold text-red-800">
                    Excursion
                  </span>
                ) : null}
                {badge ? (
                  <span className="rounded-full bg-red-600 px-2 text-xs font-semibold text-white">
                    {badge}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
