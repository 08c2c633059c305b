/** Axis arithmetic for the hand-drawn SVG charts: round tick steps (1, 2, 5 x 10^n) from zero. */

export type Scale = { max: number; ticks: number[] };

/** A 0-based axis that covers `max` in about `count` round steps; an all-zero series still gets 0..1. */
export function niceScale(max: number, count = 4): Scale {
  if (!Number.isFinite(max) || max <= 0) return { max: 1, ticks: [0, 1] };
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  // Rounded so 0.1 + 0.2 does not print as 0.30000000000000004.
  for (let t = 0; t <= top + step / 2; t += step) ticks.push(Math.round(t * 1e6) / 1e6);
  return { max: top, ticks };
}

/** Every how-many-th label fits when `n` labels share `width` pixels at `minGap` each. */
export function labelStride(n: number, width: number, minGap = 56): number {
  if (n <= 0) return 1;
  return Math.max(1, Math.ceil((n * minGap) / Math.max(width, 1)));
}

/** '$1.2k', '$950': short money for an axis (the table and tooltips keep the cents). */
export function shortMoney(value: number): string {
  if (Math.abs(value) >= 1000) return `$${(value / 1000).toFixed(value % 1000 === 0 ? 0 : 1)}k`;
  return `$${Math.round(value)}`;
}
