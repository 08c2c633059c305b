/** The Assign Driver list (only available drivers, and one must be chosen), as pure rules. */
import type { DriverListItem } from '@domain/admin';
import { DEFAULT_MAX_DISTANCE_MILES, jobFit, type JobUnfit } from '@domain/driver-capabilities';
import type { OrderResponse } from '@domain/orders';

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

/**
 * Why this driver cannot take this order (no cooler, vehicle too small, too far), by the rule
 * the server applies to the assignment; null when it can. The list carries each driver's reach
 * (its own limit, else dispatch's setting), so no setting is read here.
 */
export function unfitFor(driver: DriverListItem, order: OrderResponse): JobUnfit | null {
  const miles =
    driver.distanceMiles === null || driver.distanceMiles === undefined ? NaN : Number(driver.distanceMiles);
  return jobFit(
    {
      coldChain: driver.coldChain,
      vehicleSize: driver.vehicleSize ?? null,
      maxDistanceMiles: driver.reachMiles ?? driver.maxDistanceMiles ?? null,
    },
    order,
    Number.isFinite(miles) ? miles : null,
    driver.reachMiles ?? DEFAULT_MAX_DISTANCE_MILES,
  );
}

export const driverName = (d: Pick<DriverListItem, 'user'>) =>
  `${d.user.firstName} ${d.user.lastName}`.trim();

/** '2.3 mi away' or 'Position unknown'. */
export function distanceText(d: Pick<DriverListItem, 'distanceMiles'>): string {
  const n = d.distanceMiles === null || d.distanceMiles === undefined ? NaN : Number(d.distanceMiles);
  return Number.isFinite(n) ? `${n.toFixed(1)} mi away` : 'Position unknown';
}
