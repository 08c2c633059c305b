/** Where the map looks: the order's points, and the view that shows them all (or else Houston). */
import type { OrderResponse } from '@domain/orders';

export type Point = { latitude: number; longitude: number };
export type MapPoints = { pickup: Point | null; delivery: Point | null; driver: Point | null };

/** The map's default centre: downtown Houston, zoom 15. */
export const HOUSTON: Point = { latitude: 29.7604, longitude: -95.3698 };
export const DEFAULT_ZOOM = 15;
/** Without tiles: a city and its county lines fill the map, so one dot is placed among them. */
export const OFFLINE_CITY_ZOOM = 10;

function point(lat: string | null | undefined, lng: string | null | undefined): Point | null {
  if (lat === null || lat === undefined || lng === null || lng === undefined) return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  // 0,0 is what a missing fix looks like in some feeds, never a place our drivers are.
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

export function mapPoints(
  order: Pick<
    OrderResponse,
    'pickupLatitude' | 'pickupLongitude' | 'deliveryLatitude' | 'deliveryLongitude' | 'driver'
  >,
): MapPoints {
  return {
    pickup: point(order.pickupLatitude, order.pickupLongitude),
    delivery: point(order.deliveryLatitude, order.deliveryLongitude),
    driver: point(order.driver?.currentLatitude, order.driver?.currentLongitude),
  };
}

export type MapView =
  | { kind: 'center'; center: Point; zoom: number }
  | { kind: 'bounds'; southWest: Point; northEast: Point; maxZoom: number };

/** No point: Houston at zoom 15; one point: that point at zoom 15; more: fit them all. */
export function initialView(points: MapPoints): MapView {
  return viewOf([points.pickup, points.delivery, points.driver].filter((p): p is Point => p !== null));
}

/**
 * The view that shows these points: none, Houston; one (or all at one spot), that point at
 * `maxZoom`; more, their bounds, zoomed in no further than `maxZoom` (a fleet map wants a wider one).
 */
export function viewOf(all: readonly Point[], maxZoom = DEFAULT_ZOOM): MapView {
  const first = all[0];
  if (!first) return { kind: 'center', center: HOUSTON, zoom: DEFAULT_ZOOM };
  const latitudes = all.map((p) => p.latitude);
  const longitudes = all.map((p) => p.longitude);
  const southWest = { latitude: Math.min(...latitudes), longitude: Math.min(...longitudes) };
  const northEast = { latitude: Math.max(...latitudes), longitude: Math.max(...longitudes) };
  if (southWest.latitude === northEast.latitude && southWest.longitude === northEast.longitude) {
    return { kind: 'center', center: first, zoom: maxZoom };
  }
  return { kind: 'bounds', southWest, northEast, maxZoom };
}
