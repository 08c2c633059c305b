/**
 * The two ends of an order, resolved on the server (decision 009): from the picked
 * suggestion's place id when there is one, else from the text, through the configured geocoder.
 * The stored point, its state and so the price come from that; coordinates in the body are only a
 * hint, used when they lie within HINT_RADIUS_MILES of the resolved place (a pin dropped inside the
 * ZIP), ignored otherwise. What was decided is returned for the audit log.
 */
import { HINT_RADIUS_MILES, isApproximate, type AddressEnd, type AddressPrecision } from '@domain/addresses';
import type { ServiceState } from '@domain/enums';
import { haversineMiles, type LatLng } from '@domain/geo';
import type { CreateOrderInput } from '@domain/orders';
import type { Geocoder } from '../../adapters/geocoder/index';
import { badRequest } from '../../errors';
import { serviceStateAt } from '../places/index';
import { outsideServiceAreaMessage } from '../places/index';

/** A hint this close to the resolved point is that point sent back (the suggestion's own), not a pin. */
const SAME_POINT_MILES = 0.05;

export interface ResolvedEnd {
  address: string;
  point: LatLng;
  state: ServiceState;
  precision: AddressPrecision;
  /**
   * The resolved place's reference (unsigned, place-id.ts) when the end came from a place id: what
   * a saved place keeps. Null when resolved from text.
   */
  placeRef: string | null;
  /** Approximate, and neither a pin nor a dispatcher has fixed its point yet. */
  needsReview: boolean;
  /** For the audit log: how it was resolved and what became of the body's coordinates. */
  audit: {
    source: 'place_id' | 'text';
    resolved: LatLng;
    hint: 'none' | 'same' | 'used' | 'ignored';
    hintMiles: number | null;
  };
}

const title = (end: AddressEnd) => (end === 'pickup' ? 'Pickup' : 'Delivery');

function refuse(end: AddressEnd, message: string): never {
  throw badRequest(message, [{ path: `${end}Address`, message }]);
}

export async function resolveEnd(
  geocoder: Geocoder,
  end: AddressEnd,
  given: { text: string; placeId: string | null; latitude: number | null; longitude: number | null },
): Promise<ResolvedEnd> {
  let place;
  if (given.placeId) {
    // Verified (signed by this server), then looked up again: never believed from the id.
    const found = await geocoder.place(given.placeId);
    if (!found.ok && found.reason === 'invalid') {
      const message = `${end}PlaceId is not a place id from our suggestions`;
      throw badRequest(message, [{ path: `${end}PlaceId`, message }]);
    }
    if (!found.ok) refuse(end, outsideServiceAreaMessage(title(end)));
    place = found.place;
  } else {
    const found = await geocoder.resolve(given.text);
    if (!found.ok) {
      refuse(
        end,
        found.reason === 'outside'
          ? outsideServiceAreaMessage(title(end))
          : `${title(end)} address names no place we can find: add its city or ZIP code`,
      );
    }
    place = found.place;
  }
  const resolved = { latitude: place.latitude, longitude: place.longitude };
  const state = serviceStateAt(resolved.latitude, resolved.longitude);
  if (!state) refuse(end, outsideServiceAreaMessage(title(end)));

  let point = resolved;
  let hint: ResolvedEnd['audit']['hint'] = 'none';
  let hintMiles: number | null = null;
  if (given.latitude !== null && given.longitude !== null) {
    const sent = { latitude: given.latitude, longitude: given.longitude };
    hintMiles = Math.round(haversineMiles(sent, resolved) * 100) / 100;
    if (hintMiles <= SAME_POINT_MILES) hint = 'same';
    else if (
      hintMiles <= HINT_RADIUS_MILES[place.precision] &&
      serviceStateAt(sent.latitude, sent.longitude)
    ) {
      hint = 'used';
      point = sent;
    } else hint = 'ignored';
  }
  return {
    // With a place id the place's own words are stored: the text cannot point somewhere else.
    address: given.placeId ? place.formatted_address : given.text,
    point,
    state: serviceStateAt(point.latitude, point.longitude) ?? state,
    precision: place.precision,
    placeRef: given.placeId ? geocoder.ids.verify(place.place_id) : null,
    // A pin inside the place fixes an approximate point; the suggestion's own point does not.
    needsReview: isApproximate(place.precision) && hint !== 'used',
    audit: { source: given.placeId ? 'place_id' : 'text', resolved, hint, hintMiles },
  };
}

export async function resolveOrderEnds(geocoder: Geocoder, input: CreateOrderInput) {
  // One after the other, so the first bad address is the one named.
  const pickup = await resolveEnd(geocoder, 'pickup', {
    text: input.pickupAddress,
    placeId: input.pickupPlaceId,
    latitude: input.pickupLatitude,
    longitude: input.pickupLongitude,
  });
  const delivery = await resolveEnd(geocoder, 'delivery', {
    text: input.deliveryAddress,
    placeId: input.deliveryPlaceId,
    latitude: input.deliveryLatitude,
    longitude: input.deliveryLongitude,
  });
  return { pickup, delivery };
}
