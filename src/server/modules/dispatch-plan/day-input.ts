/**
 * Rows -> the planner's day, and the planner's answer -> what dispatch reads. The server decides
 * every fact here (positions, deadlines, who holds what); the browser only ever sends an order of
 * stops and pins.
 */
import { dayKey } from '@domain/central-time';
import { centralInstant } from '@domain/deadlines';
import { displayNumber } from '@domain/display';
import {
  PLAN_DAY_END_HOUR,
  UNSERVED_REASONS,
  VIOLATION_WORDS,
  vehiclePieces,
} from '@domain/dispatch-plan-rules';
import type { DayDriver, DayOrder } from '@domain/planner/day';
import type { DayInput, DayPlanResult } from '@domain/planner/day-plan';
import type { DbOrTx } from '../../db/client';
import type { StoredPlanView } from '../../db/schema/index';
import { listPlanDrivers, listPlanOrders, type PlanDriverRow, type PlanOrderRow } from './repository';

export interface DayFacts {
  day: DayInput;
  orders: Map<number, PlanOrderRow>;
  drivers: Map<number, PlanDriverRow>;
}

const HOUR = 3_600_000;

/** A shift ends at the service day's end; past that (a late shift), four hours from now. */
function shiftEnd(now: Date): Date {
  const end = centralInstant(dayKey(now), PLAN_DAY_END_HOUR);
  return end.getTime() - now.getTime() < HOUR ? new Date(now.getTime() + 4 * HOUR) : end;
}

const point = (latitude: string | null, longitude: string | null) => {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (
    latitude === null ||
    longitude === null ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    (lat === 0 && lng === 0)
  )
    return null;
  return { latitude: lat, longitude: lng };
};

/** `pins`: order id -> the driver dispatch pinned it to. */
export async function loadDay(db: DbOrTx, now: Date, pins: ReadonlyMap<number, number>): Promise<DayFacts> {
  const [orderRows, driverRows] = await Promise.all([listPlanOrders(db), listPlanDrivers(db)]);
  const end = shiftEnd(now);
  const drivers: DayDriver[] = [];
  const driverMap = new Map<number, PlanDriverRow>();
  for (const row of driverRows) {
    const position = point(row.latitude, row.longitude);
    if (!position) continue; // no fix yet: nowhere to start a route from
    drivers.push({
      id: row.id,
      position,
      coldChain: row.coldChain,
      pieces: vehiclePieces(row.vehicle),
      shiftEndsAt: end,
    });
    driverMap.set(row.id, row);
  }
  const orders: DayOrder[] = [];
  const orderMap = new Map<number, PlanOrderRow>();
  for (const row of orderRows) {
    const started = row.status === 'pickup_complete' || row.status === 'in_transit';
    if (row.driverId !== null && !driverMap.has(row.driverId)) continue; // with a driver the plan cannot route
    orders.push({
      id: row.id,
      pickup: point(row.pickupLatitude, row.pickupLongitude)!,
      delivery: point(row.deliveryLatitude, row.deliveryLongitude)!,
      readyAt: row.scheduledDate && row.scheduledDate > now ? row.scheduledDate : null,
      pickupBy: row.pickupBy,
      deliverBy: row.deliverBy,
      temperatureClass: row.temperatureClass,
      // Pieces are not counted per order yet: each order is one piece.
      pieces: 1,
      onBoard:
        started && row.driverId !== null
          ? { driverId: row.driverId, since: row.pickedUpAt ? new Date(row.pickedUpAt) : null }
          : null,
      driverId: row.driverId ?? pins.get(row.id) ?? null,
    });
    orderMap.set(row.id, row);
  }
  return {
    day: { orders: orders.filter((o) => o.pickup && o.delivery), drivers, now },
    orders: orderMap,
    drivers: driverMap,
  };
}

export function toView(facts: DayFacts, result: DayPlanResult, pins: ReadonlySet<number>): StoredPlanView {
  const now = facts.day.now.getTime();
  const number = (orderId: number) => displayNumber(orderId);
  const routes = result.routes.map((route) => {
    const driver = facts.drivers.get(route.driverId);
    return {
      driverId: route.driverId,
      driverName: driver ? `${driver.firstName} ${driver.lastName}`.trim() : `Driver ${route.driverId}`,
      miles: route.miles.toFixed(1),
      stops: route.stops.map((stop) => {
        const order = facts.orders.get(stop.orderId)!;
        const at =
          stop.kind === 'pickup'
            ? [order.pickupLatitude, order.pickupLongitude]
            : [order.deliveryLatitude, order.deliveryLongitude];
        return {
          orderId: stop.orderId,
          displayNumber: number(stop.orderId),
          kind: stop.kind,
          latitude: Number(at[0]),
          longitude: Number(at[1]),
          arriveAt: new Date(now + stop.startMinutes * 60_000).toISOString(),
          slackMinutes: Math.floor(stop.slackMinutes),
          legMiles: stop.legMiles.toFixed(1),
          pinned: pins.has(stop.orderId) || order.driverId !== null,
        };
      }),
    };
  });
  return {
    routes,
    unserved: result.unserved.map((item) => ({
      orderId: item.orderId,
      displayNumber: number(item.orderId),
      reason: item.reason,
      message: UNSERVED_REASONS[item.reason],
    })),
    violations: result.violations.map((item) => ({
      driverId: item.driverId,
      orderId: item.orderId,
      reason: item.reason,
      message: `${item.orderId === null ? 'Route' : number(item.orderId)}: ${VIOLATION_WORDS[item.reason]}`,
    })),
    totals: {
      drivers: routes.length,
      orders: new Set(routes.flatMap((route) => route.stops.map((stop) => stop.orderId))).size,
      miles: result.routes.reduce((sum, route) => sum + route.miles, 0).toFixed(1),
    },
  };
}
