/**
 * A person's own saved places found by name ("Texas Children's"), as suggestions. The place is
 * resolved again, and when its street address has been learned since it was saved, at the learned
 * point: the saved place gets better with every delivery to it.
 */
import type { AddressSelection } from '@domain/orders';
import type { Geocoder } from './geocoder';
import { addressKey } from './known-addresses';

export interface NamedPlace {
  label: string;
  address: string;
  /** The saved place's reference (place-id.ts). */
  placeId: string;
}

/** Finds the signed-in person's saved places whose name has the typed words (address book). */
export type NamedPlaceFinder = (userId: number, typed: string, limit: number) => Promise<NamedPlace[]>;

export async function namedSuggestions(geocoder: Geocoder, saved: NamedPlace[]): Promise<AddressSelection[]> {
  const found = await Promise.all(
    saved.map(async (place) => {
      const key = addressKey(place.address);
      const learned = key && (await geocoder.knownPlace?.({ k: 'k', s: key.street, z: key.zip }));
      const lookup = await geocoder.placeOfRef(learned ? learned.place_id : place.placeId);
      return lookup.ok ? { ...lookup.place, name: place.label } : null;
    }),
  );
  return found.filter((s): s is NonNullable<typeof s> => s !== null);
}
