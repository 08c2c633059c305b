/**
 * A saved place is resolved by the booking's own path (resolve-addresses.ts, decision 009), so the
 * address book can hold nothing a booking would refuse. Typed text is first turned into the place
 * the geocoder finds for it, and that place's id is what is kept (decision 018): a booking that
 * sends it back is resolved from the id, to the same point, whatever the geocoder says later.
 */
import type { Geocoder } from '../../adapters/geocoder/index';
import { AppError, badRequest, type FieldError } from '../../errors';
import { resolveEnd, type ResolvedEnd } from '../orders/index';
import { outsideServiceAreaMessage } from '../places/index';

export interface ResolvedPlace extends ResolvedEnd {
  /** The place's reference (place-id.ts), as the saved place keeps it. */
  placeId: string;
}

/** The booking's words for its pickup end, renamed for the saved place's fields. */
const FIELD: Record<string, string> = { pickupAddress: 'address', pickupPlaceId: 'placeId' };
const reword = (message: string) =>
  message
    .replace(/^Pickup address/, 'Address')
    .replace(/^Pickup/, 'Address')
    .replace(/^pickupPlaceId/, 'placeId');

function renamed(error: AppError): AppError {
  const errors = (error.extra.errors as FieldError[] | undefined)?.map((e) => ({
    path: FIELD[e.path] ?? e.path,
    message: reword(e.message),
  }));
  return badRequest(reword(error.message), errors);
}

export async function resolveSavedPlace(
  geocoder: Geocoder,
  given: { address: string; placeId: string | null },
): Promise<ResolvedPlace> {
  let placeId = given.placeId;
  if (!placeId) {
    const found = await geocoder.resolve(given.address);
    if (!found.ok) {
      const message =
        found.reason === 'outside'
          ? reword(outsideServiceAreaMessage('Pickup'))
          : 'Address names no place we can find: add its city or ZIP code';
      throw badRequest(message, [{ path: 'address', message }]);
    }
    placeId = found.place.place_id;
  }
  try {
    const end = await resolveEnd(geocoder, 'pickup', {
      text: given.address,
      placeId,
      latitude: null,
      longitude: null,
    });
    // The reference, not the signed id: the database keeps what a new key would not orphan.
    return { ...end, placeId: end.placeRef! };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) throw renamed(error);
    throw error;
  }
}
