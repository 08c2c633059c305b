/**
 * Reverse look-up in the embedded gazetteer: the named place nearest a point, for people reading
 * where a driver was ("near Pasadena, TX 77506") instead of raw coordinates. No geocoder is asked:
 * the answer is the nearest ZIP centroid of any US state within a few miles, or nothing.
 */
import type { LatLng } from '@domain/geo';
import { nearestZip } from './gazetteer';

/** Further than this from every ZIP centroid, a point is named by its coordinates alone. */
export const NEAR_PLACE_MILES = 15;

export function placeNear(point: LatLng | null): string | null {
  if (!point || !Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) return null;
  if (Math.abs(point.latitude) > 90 || Math.abs(point.longitude) > 180) return null;
  const zip = nearestZip(point, NEAR_PLACE_MILES);
  return zip ? `near ${zip.city}, ${zip.state} ${zip.zip}` : null;
}

/** The same for decimal strings as the database and the answers carry them. */
export function placeNearText(latitude: string | null, longitude: string | null): string | null {
  if (latitude === null || longitude === null) return null;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  // 0,0 is a missing fix, not a point in the Gulf of Guinea.
  if (point.latitude === 0 && point.longitude === 0) return null;
  return placeNear(point);
}
