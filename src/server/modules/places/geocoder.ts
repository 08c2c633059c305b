/**
 * What the server asks of address search. The places module states it and the geocoder adapter
 * (adapters/geocoder) implements it, embedded gazetteer or external server, so places does not
 * import its own adapter.
 */
import type { AddressSelection } from '@domain/orders';
import type { KnownPlace, PlaceIds } from './place-id';
import type { TextResolution } from './resolve';

/** A place source as the adapters make it: its `place_id`s are unsigned references (place-id.ts). */
export interface PlaceSource {
  readonly kind: 'embedded' | 'external';
  autocomplete(query: string, limit: number): Promise<AddressSelection[]>;
  /** A whole address to the one place an order stores: its best match, or why none. */
  resolve(text: string): Promise<TextResolution>;
  /** A learned address's place (learned-source.ts); a source that learns nothing has none. */
  knownPlace?(parts: KnownPlace): Promise<AddressSelection | null>;
}

export type PlaceLookup =
  | { ok: true; place: AddressSelection }
  /** 'invalid': not an id this server issued (or altered); 'not_found': no such place in the area. */
  | { ok: false; reason: 'invalid' | 'not_found' };

/** The geocoder the app uses: every `place_id` it answers is signed, every one it takes verified. */
export interface Geocoder extends PlaceSource {
  /** A place id from a browser back to its place, resolved again (never believed from the id). */
  place(placeId: string): Promise<PlaceLookup>;
  /** A reference the database kept (a saved place, a standing order) back to its place. */
  placeOfRef(ref: string): Promise<PlaceLookup>;
  /** Signs references for browsers and finds the reference in an id from one. */
  readonly ids: PlaceIds;
}
