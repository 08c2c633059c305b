/**
 * Expected arrivals per hour, for staffing the desk: each hour with the orders and pieces due in
 * it (live ETA, else the promise). A list rather than a chart: short, and read aloud as it reads.
 */
import { arrivalsPerHour, type InboundOrder } from '@domain/receiving';
import { formatClock } from '@web/lib/format';

export function ArrivalsPerHour({ orders, now }: { orders: readonly InboundOrder[]; now: Date }) {
  const hours = arrivalsPerHour(orders, now);
  const most = Math.max(1, ...hours.map((h) => h.pieces));
  return (
    <section
      aria-labelledby="arrivals-title"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="arrivals-title" className="text-base font-semibold text-slate-900">
        Expected arrivals per hour
      </h2>
      {hours.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing is on its way to you.</p>
      ) : (
        <ul className="space-y-1.5">
          {hours.map((h) => (
            <li key={h.hour} className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-2 text-sm">
              <span className="font-medium text-slate-900">{formatClock(new Date(h.hour))}</span>
              <span
                aria-hidden="true"
                className="h-2 rounded bg-teal-600"
                style={{ width: `${(h.pieces / most) * 100}%` }}
              />
              <span className="text-slate-800">
                {h.orders === 1 ? '1 order' : `${h.orders} orders`},{' '}
                {h.pieces === 1 ? '1 piece' : `${h.pieces} pieces`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
