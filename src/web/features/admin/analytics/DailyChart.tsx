/**
 * Orders (bars, left axis) and revenue (line, right axis) per day, in one SVG. Two axes because
 * the units differ; the colours and the legend say which is which, and each bar's tooltip says both.
 */
import { formatMoney } from '../format';
import { labelStride, niceScale, shortMoney } from './chart-scale';
import { longDay, shortDay } from './analytics-range';

export type DayPoint = { date: string; orders: number; revenue: number };

const HEIGHT = 240;
const M = { top: 12, right: 52, bottom: 28, left: 40 };
const BAR = '#0f766e';
const LINE = '#c2410c';

export function DailyChart({
  days,
  width,
  labelledBy,
}: {
  days: DayPoint[];
  width: number;
  labelledBy: string;
}) {
  const plotW = Math.max(40, width - M.left - M.right);
  const plotH = HEIGHT - M.top - M.bottom;
  const orders = niceScale(Math.max(0, ...days.map((d) => d.orders)));
  const revenue = niceScale(Math.max(0, ...days.map((d) => d.revenue)));
  const slot = plotW / Math.max(days.length, 1);
  const barW = Math.max(1, Math.min(28, slot * 0.7));
  const x = (i: number) => M.left + slot * i + slot / 2;
  const yOrders = (v: number) => M.top + plotH - (v / orders.max) * plotH;
  const yRevenue = (v: number) => M.top + plotH - (v / revenue.max) * plotH;
  const stride = labelStride(days.length, plotW);
  const line = days.map((d, i) => `${x(i).toFixed(1)},${yRevenue(d.revenue).toFixed(1)}`).join(' ');

  return (
    <div>
      <svg
        role="img"
        aria-labelledby={labelledBy}
        width={width}
        height={HEIGHT}
        className="block overflow-visible text-[11px]"
      >
        {orders.ticks.map((t) => (
          <g key={t}>
            <line x1={M.left} x2={M.left + plotW} y1={yOrders(t)} y2={yOrders(t)} stroke="#e2e8f0" />
            <text x={M.left - 6} y={yOrders(t)} dy="0.32em" textAnchor="end" fill="#475569">
              {t}
            </text>
          </g>
        ))}
        {revenue.ticks.map((t) => (
          <text key={t} x={M.left + plotW + 6} y={yRevenue(t)} dy="0.32em" fill={LINE}>
            {shortMoney(t)}
          </text>
        ))}
        {days.map((d, i) => (
          <g key={d.date}>
            <rect
              data-testid="day-bar"
              x={x(i) - barW / 2}
              y={yOrders(d.orders)}
              width={barW}
              height={Math.max(0, M.top + plotH - yOrders(d.orders))}
              fill={BAR}
              rx={Math.min(3, barW / 4)}
            >
              <title>{`${longDay(d.date)}: ${d.orders} orders, ${formatMoney(d.revenue)} revenue`}</title>
            </rect>
            {i % stride === 0 ? (
              <text x={x(i)} y={HEIGHT - 8} textAnchor="middle" fill="#475569">
                {shortDay(d.date)}
              </text>
            ) : null}
          </g>
        ))}
        {days.length > 1 ? (
          <polyline points={line} fill="none" stroke={LINE} strokeWidth={2} strokeLinejoin="round" />
        ) : null}
        {days.length <= 31
          ? days.map((d, i) => <circle key={d.date} cx={x(i)} cy={yRevenue(d.revenue)} r={3} fill={LINE} />)
          : null}
      </svg>
      <ul aria-hidden="true" className="mt-2 flex gap-4 text-xs text-slate-700">
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ background: BAR }} />
          Orders (left axis)
        </li>
        <li className="flex items-center gap-1.5">
          <span className="h-0.5 w-4" style={{ background: LINE }} />
          Revenue (right axis)
        </li>
      </ul>
    </div>
  );
}
