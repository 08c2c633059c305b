/** The Assign Driver list (only available drivers, and one must be chosen), as pure rules. */
import type { DriverListItem } from '@domain/admin';

/** Available drivers, nearest the pickup first; a driver with no known position goes last. */
export function nearestFirst(drivers: readonly DriverListItem[]): DriverListItem[] {
  const miles = (d: DriverListItem) => {
    const n = d.distanceMiles === null || d.distanceMiles === undefined ? NaN : Number(d.distanceMiles);
    return Number.isFinite(n) ? n : Infinity;
  };
  return drivers
    .filter((d) => d.status === 'available')
    .map((d, index) => ({ d, index, miles: miles(d) }))
    .sort((a, b) => a.miles - b.miles || a.index - b.index)
    .map(({ d }) => d);
}

export const driverName = (d: Pick<DriverListItem, 'user'>) =>
  `${d.user.firstName} ${d.user.lastName}`.trim();

/** '2.3 mi away' or 'Position unknown'. */
export function distanceText(d: Pick<DriverListItem, 'distanceMiles'>): string {
  const n = d.distanceMiles === null || d.distanceMiles === undefined ? NaN : Number(d.distanceMiles);
  return Number.isFinite(n) ? `${n.toFixed(1)} mi away` : 'Position unknown';
}
