/** The drivers as dispatch lists them: where each is, what it can carry, its job under way. */
import type { DriverListItem, DriversQuery } from '@domain/admin';
import { displayNumber } from '@domain/display';
import { reachOf } from '@domain/driver-capabilities';
import { haversineMiles } from '@domain/geo';
import type { Db } from '../../db/client';
import { readSettings } from '../auto-dispatch/index';
import { placeNearText } from '../places/index';
import { listDrivers, type DriverRow } from './repository';

function toDriverItem(row: DriverRow, settingMiles: number): DriverListItem {
  return {
    id: row.id,
    status: row.status,
    rating: row.rating,
    totalDeliveries: row.totalDeliveries,
    currentLatitude: row.currentLatitude,
    currentLongitude: row.currentLongitude,
    currentPlace: placeNearText(row.currentLatitude, row.currentLongitude),
    locationUpdatedAt: row.locationUpdatedAt ? row.locationUpdatedAt.toISOString() : null,
    coldChain: row.coldChain,
    vehicleSize: row.vehicleSize,
    maxDistanceMiles: row.maxDistanceMiles,
    reachMiles: reachOf(row, settingMiles),
    user: {
      id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone,
      email: row.email,
    },
    currentJob:
      row.jobId !== null && row.jobStatus !== null
        ? { id: row.jobId, displayNumber: displayNumber(row.jobId), status: row.jobStatus }
        : null,
  };
}

/**
 * Drivers by name, or with `near` nearest first. Drivers are a few hundred rows, so the distance is
 * the domain's haversine over them in memory, the same rule as every other distance we show.
 */
export async function listAllDrivers(db: Db, query: DriversQuery): Promise<DriverListItem[]> {
  const { maxDistanceMiles } = await readSettings(db);
  const items = (await listDrivers(db, query.status)).map((row) => toDriverItem(row, maxDistanceMiles));
  const near = query.near;
  if (!near) return items;
  const miles = (d: DriverListItem) =>
    d.currentLatitude === null || d.currentLongitude === null
      ? null
      : haversineMiles(near, { latitude: Number(d.currentLatitude), longitude: Number(d.currentLongitude) });
  return items
    .map((d) => ({ item: d, miles: miles(d) }))
    .sort((a, b) => (a.miles ?? Infinity) - (b.miles ?? Infinity) || a.item.id - b.item.id)
    .map(({ item, miles }) => ({ ...item, distanceMiles: miles === null ? null : miles.toFixed(1) }));
}
