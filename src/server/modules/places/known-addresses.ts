/**
 * Addresses the business has learned (decision 052): the key that makes every spelling of one
 * street address the same, and the rule that turns hand-over positions into a point. Pure: the
 * database side is known-repository.ts.
 */
import { LEARNED_POINT } from '@domain/addresses';
import { haversineMiles, type LatLng } from '@domain/geo';
import { normalizeName } from './gazetteer';
import { parseQuery } from './query';

export interface AddressKey {
  /** normalised street line and ZIP: '6621 fannin st 77030'. */
  key: string;
  /** The street line as parse-address tidies it: '6621 Fannin St'. */
  street: string;
  zip: string;
}

/** The key of a whole address; null unless it has a house number, a street and a ZIP. */
export function addressKey(text: string): AddressKey | null {
  const parsed = parseQuery(text);
  if (!parsed.street || !parsed.zip || !/^\d/.test(parsed.street)) return null;
  return keyOf(parsed.street, parsed.zip);
}

export function keyOf(street: string, zip: string): AddressKey {
  return { key: `${normalizeName(street)} ${zip}`, street, zip };
}

const METRES_PER_MILE = 1_609.344;

/**
 * The mean of the largest group of positions that agree (each within `agreeMetres` of the group's
 * first), or null when no group is large enough. A stray fix (a driver who tapped Delivered at the
 * next stop) forms no group of its own and does not pull the mean.
 */
export function agreedPoint(positions: LatLng[]): { point: LatLng; count: number } | null {
  let best: LatLng[] = [];
  for (const centre of positions) {
    const near = positions.filter(
      (p) => haversineMiles(centre, p) * METRES_PER_MILE <= LEARNED_POINT.agreeMetres,
    );
    if (near.length > best.length) best = near;
  }
  if (best.length < LEARNED_POINT.minAgreeing) return null;
  const mean = (pick: (p: LatLng) => number) => best.reduce((sum, p) => sum + pick(p), 0) / best.length;
  return {
    point: { latitude: mean((p) => p.latitude), longitude: mean((p) => p.longitude) },
    count: best.length,
  };
}
