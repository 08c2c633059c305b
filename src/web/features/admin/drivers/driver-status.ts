/** Driver status words and colours, shared by the table, the map markers and the legend. */
import type { DriverListItem } from '@domain/admin';
import type { DriverStatus } from '@domain/enums';

export const DRIVER_STATUS_LABELS: Readonly<Record<DriverStatus, string>> = {
  available: 'Available',
  busy: 'Busy',
  offline: 'Offline',
};

/** Badge classes; the word carries the meaning, colour only helps. */
export const DRIVER_STATUS_TONES: Readonly<Record<DriverStatus, string>> = {
  available: 'bg-emerald-100 text-emerald-900',
  busy: 'bg-amber-100 text-amber-900',
  offline: 'bg-slate-200 text-slate-800',
};

/** Marker fills on the map (the same hues, dark enough to see on the light outlines). */
export const DRIVER_STATUS_COLORS: Readonly<Record<DriverStatus, string>> = {
  available: '#047857',
  busy: '#b45309',
  offline: '#64748b',
};

const ORDER: Readonly<Record<DriverStatus, number>> = { available: 0, busy: 1, offline: 2 };

/** Available first (who can take the next job), then busy, then offline; by name within each. */
export function byStatusThenName<
  T extends { status: DriverStatus; user: { firstName: string; lastName: string } },
>(a: T, b: T): number {
  return (
    ORDER[a.status] - ORDER[b.status] ||
    `${a.user.lastName} ${a.user.firstName}`.localeCompare(`${b.user.lastName} ${b.user.firstName}`)
  );
}

/** '29.7604, -95.3698' or null when the driver has never reported a position. */
export function positionText(lat: string | null, lng: string | null): string | null {
  const la = Number(lat);
  const lo = Number(lng);
  if (lat === null || lng === null || !Number.isFinite(la) || !Number.isFinite(lo)) return null;
  return `${la.toFixed(4)}, ${lo.toFixed(4)}`;
}

/**
 * Where a driver was last seen, for a person: the place the server named ("near Pasadena, TX
 * 77506"), or the coordinates where no named place is near (out on a highway, far from any ZIP).
 */
export function whereText(
  driver: Pick<DriverListItem, 'currentLatitude' | 'currentLongitude' | 'currentPlace'>,
): string | null {
  const coordinates = positionText(driver.currentLatitude, driver.currentLongitude);
  if (!coordinates) return null;
  return driver.currentPlace ?? coordinates;
}
