/**
 * The one door between place ids and places. Outgoing ids are signed; an incoming id must verify
 * before anything is read from it, and then its place is looked up again: an embedded place from
 * the gazetteer by its ZIP, an external geocoder's place by asking the geocoder for its label
 * again (whose answer, not the id, gives the point). So no caller can resolve an id without
 * the check, and a new route taking an id gets it by construction.
 */
import type { AddressSelection } from '@domain/orders';
import type { Geocoder, PlaceLookup, PlaceSource } from './geocoder';
import { decodePlaceRef, type PlaceIds } from './place-id';
import { embeddedPlaceOf } from './search';

const invalid: PlaceLookup = { ok: false, reason: 'invalid' };
const notFound: PlaceLookup = { ok: false, reason: 'not_found' };

export function signedGeocoder(source: PlaceSource, ids: PlaceIds): Geocoder {
  const signed = (place: AddressSelection): AddressSelection => ({
    ...place,
    place_id: ids.sign(place.place_id),
  });

  async function placeOfRef(ref: string): Promise<PlaceLookup> {
    const parts = decodePlaceRef(ref);
    if (!parts) return invalid;
    if (parts.k === 'k') {
      const place =
        (await source.knownPlace?.(parts)) ?? embeddedPlaceOf({ k: 'z', z: parts.z, s: parts.s }, ref);
      return place ? { ok: true, place: signed(place) } : notFound;
    }
    if (parts.k === 'z') {
      const place = embeddedPlaceOf(parts, ref);
      return place ? { ok: true, place: signed(place) } : notFound;
    }
    const found = await source.resolve(parts.a);
    return found.ok ? { ok: true, place: signed(found.place) } : notFound;
  }

  return {
    kind: source.kind,
    ids,
    async autocomplete(query, limit) {
      return (await source.autocomplete(query, limit)).map(signed);
    },
    knownPlace: source.knownPlace?.bind(source),
    async resolve(text) {
      const found = await source.resolve(text);
      return found.ok ? { ok: true, place: signed(found.place) } : found;
    },
    async place(placeId) {
      const ref = ids.verify(placeId);
      return ref ? placeOfRef(ref) : invalid;
    },
    placeOfRef,
  };
}
