/**
 * The console's at-risk rule for one order, from what the console already has: before
 * pickup, the order's driver (or else the nearest available driver) to the pickup and then the
 * trip; after pickup, the order's driver to the door. Where the server has a live ETA for the job
 * (recomputed with the router from the driver's newest position) that ETA decides; otherwise the
 * domain's estimate (road miles and each priority's speed) stands in.
 */
import { deadlineRisk, type DeadlineRisk } from '@domain/deadlines';
import { estimateTravelMinutes } from '@domain/eta';
import { estimateRoadMiles, type LatLng } from '@domain/geo';
import type { OrderResponse } from '@domain/orders';

const PICKED_UP = new Set(['pickup_complete', 'in_transit']);

const point = (lat: string | null | undefined, lng: string | null | undefined): LatLng | null =>
  lat && lng ? { latitude: Number(lat), longitude: Number(lng) } : null;

export const minutesBetween = (a: LatLng, b: LatLng) => estimateTravelMinutes(estimateRoadMiles(a, b));

export function orderRisk(
  order: OrderResponse,
  availableDrivers: readonly { currentLatitude: string | null; currentLongitude: string | null }[],
  now: Date,
): DeadlineRisk {
  const pickup = point(order.pickupLatitude, order.pickupLongitude)!;
  const delivery = point(order.deliveryLatitude, order.deliveryLongitude)!;
  const own = point(order.driver?.currentLatitude, order.driver?.currentLongitude);
  const pickedUp = PICKED_UP.has(order.status);
  const deadlines = { pickupBy: new Date(order.pickupBy), deliverBy: new Date(order.deliverBy), pickedUp };
  if (order.etaAt) {
    const toDoor = (Date.parse(order.etaAt) - now.getTime()) / 60_000;
    if (pickedUp) return deadlineRisk(deadlines, now, { toDelivery: toDoor });
    if (order.etaLate && now.getTime() <= deadlines.deliverBy.getTime()) return 'at_risk';
  }
  if (pickedUp) {
    return deadlineRisk(deadlines, now, { toDelivery: own ? minutesBetween(own, delivery) : null });
  }
  let toPickup: number | null = own ? minutesBetween(own, pickup) : null;
  if (toPickup === null && order.driverId === null) {
    for (const d of availableDrivers) {
      const at = point(d.currentLatitude, d.currentLongitude);
      if (at) toPickup = Math.min(toPickup ?? Infinity, minutesBetween(at, pickup));
    }
  }
  return deadlineRisk(deadlines, now, { toPickup, toDelivery: minutesBetween(pickup, delivery) });
}
