/**
 * Whether a pin moved on a map may become an order's point: inside the service area, and near the
 * place its address names. The place is resolved again from the address text (not the order's
 * stored point, which an earlier move may have shifted), so repeated small moves cannot walk a pin
 * across town; an address only a configured geocoder knows is measured from the stored point.
 */
import {
  HINT_RADIUS_MILES,
  implausiblePinMessage,
  type AddressEnd,
  type AddressPrecision,
} from '@domain/addresses';
import { haversineMiles, type LatLng } from '@domain/geo';
import { serviceStateAt } from './gazetteer';
import { resolveText } from './resolve';
import { outsideServiceAreaMessage } from './service-area';

export interface PinnedEnd {
  end: AddressEnd;
  address: string;
  stored: LatLng;
  precision: AddressPrecision;
}

/** The reason the pin is refused, in words, or null when it may be used. */
export function pinProblem(at: PinnedEnd, pin: LatLng): string | null {
  if (!serviceStateAt(pin.latitude, pin.longitude)) {
    return outsideServiceAreaMessage(at.end === 'pickup' ? 'Pickup' : 'Delivery');
  }
  const resolved = resolveText(at.address);
  const anchor = resolved.ok
    ? { point: resolved.place, precision: resolved.place.precision }
    : { point: at.stored, precision: at.precision };
  const radius = HINT_RADIUS_MILES[anchor.precision];
  return haversineMiles(anchor.point, pin) > radius ? implausiblePinMessage(at.end, radius) : null;
}
