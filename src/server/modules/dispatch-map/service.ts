/**
 * GET /api/admin/dispatch-map: every active order and every on-shift driver in one answer, each
 * order with its deadline risk. Risk uses the embedded road estimate (no router call per order:
 * the map is refetched on every order frame and must stay one quick read).
 */
import { deadlineRisk, type DispatchMapResponse } from '@domain/dispatch-map';
import { displayNumber } from '@domain/display';
import { estimateRoadMiles, type LatLng } from '@domain/geo';
import type { DbOrTx } from '../../db/client';
import { placeNear } from '../places/index';
import { listMapOrders, listOnShiftDrivers, type MapDriverRow, type MapOrderRow } from './repository';

function position(driver: MapDriverRow | undefined): LatLng | null {
  if (!driver || driver.currentLatitude === null || driver.currentLongitude === null) return null;
  const latitude = Number(driver.currentLatitude);
  const longitude = Number(driver.currentLongitude);
  // 0,0 is a missing fix in some feeds, never a place our drivers are (as on the fleet map).
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || (latitude === 0 && longitude === 0))
    return null;
  return { latitude, longitude };
}

/** Road miles still to drive, for the risk when no live ETA is stored. */
function legMiles(order: MapOrderRow, pickup: LatLng, delivery: LatLng, from: LatLng | null): number[] {
  const run = Number(order.distance);
  if (order.status === 'pickup_complete' || order.status === 'in_transit')
    return [from ? estimateRoadMiles(from, delivery) : run];
  if (order.status === 'confirmed' || !from) return [run];
  return [estimateRoadMiles(from, pickup), run];
}

export async function dispatchMap(db: DbOrTx, now: Date): Promise<DispatchMapResponse> {
  const [orderRows, driverRows] = await Promise.all([listMapOrders(db), listOnShiftDrivers(db)]);
  const byId = new Map(driverRows.map((d) => [d.id, d]));
  return {
    generatedAt: now.toISOString(),
    orders: orderRows.map((o) => {
      const pickup = { latitude: Number(o.pickupLatitude), longitude: Number(o.pickupLongitude) };
      const delivery = { latitude: Number(o.deliveryLatitude), longitude: Number(o.deliveryLongitude) };
      const from = o.driverId === null ? null : position(byId.get(o.driverId));
      return {
        id: o.id,
        displayNumber: displayNumber(o.id),
        status: o.status,
        priority: o.priority,
        pickup,
        delivery,
        pickupBy: o.pickupBy?.toISOString() ?? null,
        deliverBy: o.deliverBy?.toISOString() ?? null,
        etaAt: o.etaAt?.toISOString() ?? null,
        risk: deadlineRisk(
          {
            status: o.status,
            pickupBy: o.pickupBy,
            deliverBy: o.deliverBy,
            etaAt: o.etaAt,
            legMiles: legMiles(o, pickup, delivery, from),
          },
          now,
        ),
        driverId: o.driverId,
      };
    }),
    drivers: driverRows.map((d) => ({
      id: d.id,
      name: `${d.firstName} ${d.lastName}`.trim(),
      status: d.status,
      coldChain: d.coldChain,
      position: position(d),
      place: placeNear(position(d)),
      locationUpdatedAt: d.locationUpdatedAt?.toISOString() ?? null,
    })),
  };
}
