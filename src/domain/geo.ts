/** Distances between coordinates, used to price and time a delivery before any router is asked. */

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), in statute miles. */
export const EARTH_RADIUS_MILES = 3_958.8;

/**
 * Roads are longer than the straight line: the measured circuity of US urban road networks (route
 * length over straight-line distance) is typically 1.2 to 1.4, so 1.3 is the middle of that range.
 * A configured router replaces this estimate with the real route length.
 */
export const ROAD_FACTOR = 1.3;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles. Haversine keeps its precision for the short hops a courier makes. */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // min() guards against h creeping past 1 through rounding for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Past the first 20 straight-line miles a run is mostly highway between towns, whose circuity is
 * nearer 1.1 (Houston-Dallas: 225 mi straight, about 240 by road; El Paso-Houston: 675 and 745).
 * Runs within a metro area keep the urban 1.3 whole (a Houston hospital to a Dallas lab
 * was priced 290 mi by the single factor).
 */
export const URBAN_MILES = 20;
export const HIGHWAY_FACTOR = 1.1;

export function estimateRoadMiles(a: LatLng, b: LatLng): number {
  const straight = haversineMiles(a, b);
  const urban = Math.min(straight, URBAN_MILES);
  return urban * ROAD_FACTOR + (straight - urban) * HIGHWAY_FACTOR;
}
