/**
 * The driver's run of one job, as pure functions so the card, the action bar,
 * the location watch and their tests all read the same answers from the same status.
 */
import type { OrderStatus } from '@domain/enums';
import { DRIVER_STEPS, nextStatus, type StepState } from '@domain/order-state';

export type DriverStep = (typeof DRIVER_STEPS)[number];

/** How many of the four driver steps a status has completed; null for a stopped order. */
function completedSteps(status: OrderStatus): number | null {
  switch (status) {
    // Start Job is the active step while the status is pending, confirmed or assigned.
    case 'pending':
    case 'confirmed':
    case 'assigned':
      return 0;
    case 'pickup_scheduled':
      return 1;
    case 'pickup_complete':
      return 2;
    case 'in_transit':
      return 3;
    case 'delivered':
      return 4;
    case 'cancelled':
    case 'declined':
      return null;
  }
}

/** Done / current / pending for each of Start Job, Complete Pickup, Start Delivery, Complete Delivery. */
export function driverStepStates(status: OrderStatus): StepState[] {
  const done = completedSteps(status);
  return DRIVER_STEPS.map((_, i) => {
    if (done === null) return 'pending';
    if (i < done) return 'done';
    return i === done ? 'current' : 'pending';
  });
}

/** The progress bar: the share of completed steps, 0 to 100. */
export function progressPercent(status: OrderStatus): number {
  return ((completedSteps(status) ?? 0) / DRIVER_STEPS.length) * 100;
}

/**
 * The one step the action bar offers, or null when there is none the driver may take now (the
 * same state-machine table the server enforces decides, so the button never offers a 409).
 */
export function nextDriverStep(status: OrderStatus): DriverStep | null {
  const step = DRIVER_STEPS.find((s) => nextStatus(status, s.action, 'driver') === s.to);
  return step ?? null;
}

/** Steps with a hand-over ask "are you sure?" first: a wrong tap there tells the client a lie. */
export function needsConfirmation(step: DriverStep): boolean {
  return step.action === 'complete_pickup' || step.action === 'complete_delivery';
}

/**
 * Location is shared from Start Job until Complete Pickup and from Start Delivery until
 * Complete Delivery: on the road, not while waiting or handing over.
 */
export function sharesLocation(status: OrderStatus): boolean {
  return status === 'pickup_scheduled' || status === 'in_transit';
}

export type Coordinates = { latitude: number; longitude: number };

/** Decimal-string coordinates -> numbers; null when missing or impossible (0,0 is a missing fix). */
export function parseCoordinates(
  lat: string | null | undefined,
  lng: string | null | undefined,
): Coordinates | null {
  if (lat == null || lng == null || lat.trim() === '' || lng.trim() === '') return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { latitude, longitude };
}

type StopFields = {
  status: OrderStatus;
  pickupAddress: string;
  pickupLatitude: string;
  pickupLongitude: string;
  deliveryAddress: string;
  deliveryLatitude: string;
  deliveryLongitude: string;
};

export type NextStop = { kind: 'pickup' | 'delivery'; address: string; at: Coordinates | null };

/** Where the driver heads next: the pickup until it is complete, then the delivery; null when done. */
export function nextStop(order: StopFields): NextStop | null {
  switch (order.status) {
    case 'pending':
    case 'confirmed':
    case 'assigned':
    case 'pickup_scheduled':
      return {
        kind: 'pickup',
        address: order.pickupAddress,
        at: parseCoordinates(order.pickupLatitude, order.pickupLongitude),
      };
    case 'pickup_complete':
    case 'in_transit':
      return {
        kind: 'delivery',
        address: order.deliveryAddress,
        at: parseCoordinates(order.deliveryLatitude, order.deliveryLongitude),
      };
    default:
      return null;
  }
}

const fixed = (p: Coordinates) => `${p.latitude.toFixed(6)},${p.longitude.toFixed(6)}`;

/**
 * A standard Google Maps directions link: it opens the maps app on a phone and the site
 * elsewhere. Without our own fix the origin is left out, and Maps starts from where the phone is.
 */
export function directionsUrl(destination: Coordinates, origin: Coordinates | null): string {
  const params = new URLSearchParams({ api: '1' });
  if (origin) params.set('origin', fixed(origin));
  params.set('destination', fixed(destination));
  params.set('travelmode', 'driving');
  // URLSearchParams writes ',' as %2C; Maps reads both, the plain comma keeps the link readable.
  return `https://www.google.com/maps/dir/?${params.toString().replace(/%2C/g, ',')}`;
}
