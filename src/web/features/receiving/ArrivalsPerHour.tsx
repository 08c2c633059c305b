/**
 * Expected arrivals per hour, for staffing the desk: each hour with the orders and pieces due in
 * it (live ETA, else the promise). A list rather than a chart: short, and read aloud as it reads.
 */
import { arrivalsPerHour, type InboundOrder } from '@domain/receiving';
import { useMessages } from '@web/i18n';

export function ArrivalsPerHour({ orders, now }: { orders: readonly InboundOrder[]; now: Date }) {
  const { t, time } = useMessages();
  const hours = arrivalsPerHour(orders, now);
  const most = Math.max(1, ...hours.map((h) => h.pieces));
  return (
    <section
      aria-labelledby="arrivals-title"
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="arrivals-title" className="text-base font-semibold text-slate-900">
        {t('desk.arrivals.title')}
      </h2>
      {hours.length === 0 ? (
        <p className="text-sm text-slate-700">{t('desk.arrivals.none')}</p>
      ) : (
        <ul className="space-y-1.5">
          {hours.map((h) => (
            <li key={h.hour} className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-2 text-sm">
              <span className="font-medium text-slate-900">{time(h.hour)}</span>
              <span
                aria-hidden="true"
                className="h-2 rounded bg-teal-600"
                style={{ width: `${(h.pieces / most) * 100}%` }}
              />
              <span className="text-slate-800">
                {t('desk.arrivals.line', {
                  orders: t('desk.arrivals.orders', { count: h.orders }),
                  pieces: t('desk.arrivals.pieces', { count: h.pieces }),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
