/** Horizontal bars with the label on the left and the figure at the end: long category names fit on a phone. */
import { niceScale } from './chart-scale';

export type Category = { key: string; label: string; value: number };

const ROW = 30;
const BAR_H = 18;

export function CategoryBars({
  items,
  width,
  labelledBy,
  color = '#0f766e',
}: {
  items: Category[];
  width: number;
  labelledBy: string;
  color?: string;
}) {
  const labelW = Math.min(150, Math.round(width * 0.4));
  const valueW = 44;
  const plotW = Math.max(20, width - labelW - valueW);
  const scale = niceScale(Math.max(0, ...items.map((i) => i.value)));
  const height = Math.max(ROW, items.length * ROW);

  return (
    <svg role="img" aria-labelledby={labelledBy} width={width} height={height} className="block text-xs">
      {items.map((item, i) => {
        const y = i * ROW + (ROW - BAR_H) / 2;
        const w = (item.value / scale.max) * plotW;
        return (
          <g key={item.key} data-testid="category-bar" data-key={item.key} data-value={item.value}>
            <text x={labelW - 8} y={y + BAR_H / 2} dy="0.32em" textAnchor="end" fill="#334155">
              {item.label}
            </text>
            <rect x={labelW} y={y} width={plotW} height={BAR_H} fill="#f1f5f9" rx={3} />
            <rect
              x={labelW}
              y={y}
              width={Math.max(item.value > 0 ? 2 : 0, w)}
              height={BAR_H}
              fill={color}
              rx={3}
            >
              <title>{`${item.label}: ${item.value}`}</title>
            </rect>
            <text
              x={labelW + plotW + 6}
              y={y + BAR_H / 2}
              dy="0.32em"
              fill="#0f172a"
              className="font-semibold tabular-nums"
            >
              {item.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
