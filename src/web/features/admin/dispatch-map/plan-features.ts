/**
 * The day plan's answer -> edits and map lines (pure, tested without a browser). An edit is only
 * a new order of stops: the server times and checks it, so nothing here computes a time.
 */
import type { DispatchPlanResponse } from '@domain/dispatch-plan';
import type { MapLine } from '@web/components/map';

/** One colour per driver's route, told apart from each other and from the risk colours. */
export const ROUTE_COLORS = [
  '#0f766e',
  '#7c3aed',
  '#b45309',
  '#0369a1',
  '#be185d',
  '#4d7c0f',
  '#1e3a8a',
  '#9a3412',
] as const;
export const routeColor = (index: number) => ROUTE_COLORS[index % ROUTE_COLORS.length]!;

export type EditRoutes = { driverId: number; stops: { orderId: number; kind: 'pickup' | 'delivery' }[] }[];

export const editRoutes = (plan: DispatchPlanResponse): EditRoutes =>
  plan.routes.map((route) => ({
    driverId: route.driverId,
    stops: route.stops.map(({ orderId, kind }) => ({ orderId, kind })),
  }));

export const pinnedOrders = (plan: DispatchPlanResponse): number[] => [
  ...new Set(
    plan.routes.flatMap((route) => route.stops.filter((stop) => stop.pinned).map((stop) => stop.orderId)),
  ),
];

/** Each pickup before its drop: the one rule a move must keep for the server to take it. */
function keepsPrecedence(stops: EditRoutes[number]['stops']): boolean {
  const dropped = new Set<number>();
  for (const stop of stops) {
    if (stop.kind === 'delivery') dropped.add(stop.orderId);
    else if (dropped.has(stop.orderId)) return false;
  }
  return true;
}

/**
 * The driver's stop at `from` moved to `to` in the same route, or null when that would put a
 * drop before its pickup (the button is then disabled; the server would refuse it anyway).
 */
export function moveStop(
  plan: DispatchPlanResponse,
  driverId: number,
  from: number,
  to: number,
): EditRoutes | null {
  const routes = editRoutes(plan);
  const route = routes.find((r) => r.driverId === driverId);
  if (!route || from === to || to < 0 || to >= route.stops.length || from < 0 || from >= route.stops.length)
    return null;
  const [stop] = route.stops.splice(from, 1);
  route.stops.splice(to, 0, stop!);
  return keepsPrecedence(route.stops) ? routes : null;
}

/** Each route as a line from the driver's position through its stops, in its colour. */
export function planLines(
  plan: DispatchPlanResponse,
  positions: ReadonlyMap<number, { latitude: number; longitude: number } | null>,
): MapLine[] {
  return plan.routes.map((route, index) => {
    const start = positions.get(route.driverId);
    const path = [
      ...(start ? [start] : []),
      ...route.stops.map(({ latitude, longitude }) => ({ latitude, longitude })),
    ];
    return { key: `plan-${route.driverId}`, path, color: routeColor(index), weight: 4, opacity: 0.85 };
  });
}
