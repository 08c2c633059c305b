import { describe, expect, it } from 'vitest';
import type { DispatchPlanResponse } from '@domain/dispatch-plan';
import { editRoutes, moveStop, pinnedOrders, planLines, routeColor } from './plan-features';

const stop = (orderId: number, kind: 'pickup' | 'delivery', pinned = false) => ({
  orderId,
  displayNumber: `ML-${String(orderId).padStart(4, '0')}`,
  kind,
  latitude: 29.7 + orderId / 100,
  longitude: -95.4,
  arriveAt: '2026-12-01T15:00:00.000Z',
  slackMinutes: 30,
  legMiles: '1.0',
  pinned,
});
const plan: DispatchPlanResponse = {
  id: 1,
  status: 'proposed',
  revision: 3,
  createdAt: '2026-12-01T14:00:00.000Z',
  appliedAt: null,
  routes: [
    {
      driverId: 7,
      driverName: 'Ana',
      miles: '4.0',
      stops: [stop(1, 'pickup'), stop(2, 'pickup', true), stop(1, 'delivery'), stop(2, 'delivery', true)],
    },
    { driverId: 9, driverName: 'Ben', miles: '2.0', stops: [stop(3, 'pickup'), stop(3, 'delivery')] },
  ],
  unserved: [],
  violations: [],
  totals: { drivers: 2, orders: 3, miles: '6.0' },
};

describe('day plan edits', () => {
  it('moves a stop within its route and sends only ids and kinds', () => {
    const routes = moveStop(plan, 7, 0, 1)!;
    expect(routes[0]!.stops).toEqual([
      { orderId: 2, kind: 'pickup' },
      { orderId: 1, kind: 'pickup' },
      { orderId: 1, kind: 'delivery' },
      { orderId: 2, kind: 'delivery' },
    ]);
    expect(routes[1]).toEqual(editRoutes(plan)[1]);
  });

  it('refuses a move that puts a drop before its pickup, or off the route', () => {
    expect(moveStop(plan, 7, 2, 0)).toBeNull();
    expect(moveStop(plan, 9, 1, 0)).toBeNull();
    expect(moveStop(plan, 9, 1, 2)).toBeNull();
    expect(moveStop(plan, 42, 0, 1)).toBeNull();
  });

  it('keeps the pins, and draws each route from its driver in its own colour', () => {
    expect(pinnedOrders(plan)).toEqual([2]);
    const lines = planLines(
      plan,
      new Map([
        [7, { latitude: 29.76, longitude: -95.37 }],
        [9, null],
      ]),
    );
    expect(lines.map((l) => l.color)).toEqual([routeColor(0), routeColor(1)]);
    expect(lines[0]!.path).toHaveLength(5);
    expect(lines[1]!.path).toHaveLength(2);
    expect(routeColor(0)).not.toBe(routeColor(1));
  });
});
