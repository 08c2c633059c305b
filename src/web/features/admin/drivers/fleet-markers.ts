/**
 * Drivers -> map markers: only a position that parses and is not the 0,0 of a missing fix. Drawn
 * offline first and available last, so where dots overlap the driver dispatch can use is on top.
 */
import type { DriverListItem } from '@domain/admin';
import type { DriverStatus } from '@domain/enums';
import type { Point } from '@web/components/map';
import { DRIVER_STATUS_LABELS } from './driver-status';

const DRAW_ORDER: Readonly<Record<DriverStatus, number>> = { offline: 0, busy: 1, available: 2 };

export type FleetMarker = { id: number; at: Point; status: DriverStatus; title: string };

export function fleetMarkers(drivers: readonly DriverListItem[]): FleetMarker[] {
  const out: FleetMarker[] = [];
  for (const d of drivers) {
    if (d.currentLatitude === null || d.currentLongitude === null) continue;
    const latitude = Number(d.currentLatitude);
    const longitude = Number(d.currentLongitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0)) continue;
    const job = d.currentJob ? `, on #${d.currentJob.displayNumber}` : '';
    out.push({
      id: d.id,
      at: { latitude, longitude },
      status: d.status,
      title: `${d.user.firstName} ${d.user.lastName}: ${DRIVER_STATUS_LABELS[d.status]}${job}`,
    });
  }
  return out.sort((a, b) => DRAW_ORDER[a.status] - DRAW_ORDER[b.status]);
}
