/**
 * Driver positions arrive many times a minute; refetching the whole fleet for each would be a
 * request storm on a console that is open all day. The position is written into the cached
 * driver lists instead (pure, so it is tested without a socket).
 */
import type { DriverListItem } from '@domain/admin';

export type DriverFix = { driverId: number; latitude: number; longitude: number; timestamp: string };

export function applyDriverFix(data: unknown, fix: DriverFix): unknown {
  if (!Array.isArray(data)) return data;
  let changed = false;
  const next = (data as DriverListItem[]).map((driver) => {
    if (!driver || typeof driver !== 'object' || driver.id !== fix.driverId) return driver;
    changed = true;
    return {
      ...driver,
      currentLatitude: fix.latitude.toFixed(6),
      currentLongitude: fix.longitude.toFixed(6),
      locationUpdatedAt: fix.timestamp,
    };
  });
  return changed ? next : data;
}
