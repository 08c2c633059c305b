/**
 * Travel time from distance. The fixed part of each band is the time to load,
 * hand over and get in and out of traffic; the speed grows with the share of highway on longer runs.
 */

/** Minutes for a run of `miles`, rounded to whole minutes. */
export function estimateTravelMinutes(miles: number): number {
  if (!Number.isFinite(miles) || miles < 0)
    throw new RangeError(`distance must be a finite number >= 0, got ${miles}`);
  // Kept in minutes (hours × 60) so that 10 miles gives 54, not 54.00000000000001.
  let minutes: number;
  if (miles <= 10) minutes = (miles * 60) / 25 + 30;
  else if (miles <= 50) minutes = (miles * 60) / 35 + 45;
  else minutes = (miles * 60) / 45 + 60;
  return Math.round(minutes);
}

/** '45 min', '1 hr 5 min', '2 hr': how cards and the tracking page show a duration. */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/*
 * Live ETA: when the item reaches the recipient, from where the driver is now. The
 * promise it is held against is the order's deliverBy (deadlines.ts). Pure functions; the server
 * supplies the road miles (its router adapter, or the embedded estimate) and the clock.
 */

/** The legs left for a driver at `status`: to the pickup first until the item is on board. */
export function legsLeft(status: string): 'pickup_then_delivery' | 'delivery' | null {
  if (status === 'assigned' || status === 'pickup_scheduled') return 'pickup_then_delivery';
  if (status === 'pickup_complete' || status === 'in_transit') return 'delivery';
  return null;
}

/**
 * When the driver reaches the recipient: each leg's travel time by estimateTravelMinutes (its fixed part
 * covers parking and the hand-over). `legMiles` are the road miles of the legs left, in order.
 */
export function liveEta(now: Date, legMiles: readonly number[]): Date {
  const minutes = legMiles.reduce((sum, miles) => sum + estimateTravelMinutes(miles), 0);
  return new Date(now.getTime() + minutes * 60_000);
}

/** Late: the live ETA is past the promise. */
export const isLate = (etaAt: Date | null, promise: Date | null) =>
  etaAt !== null && promise !== null && etaAt.getTime() > promise.getTime();
