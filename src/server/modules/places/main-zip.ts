/**
 * Which ZIP stands for a city when a street is typed with the city but no ZIP ('1200 Main St,
 * Houston'): the city's main delivery ZIP, meaning its lowest-numbered ZIP that covers streets.
 * USPS numbers a city's delivery areas outward from its main post office, so the lowest such
 * number is downtown in the large cities (Houston 77002, Dallas 75201, Austin 78701, Oklahoma
 * City 73102, Albuquerque 87102) and the old centre in most small ones (decision 005).
 *
 * The `zipcodes` data does not say which ZIPs are PO-box-only or "unique" (one firm, a university,
 * the IRS), and those must never be the default: nobody delivers to a PO box. They are recognised
 * by what the data does show:
 * - a centroid shared with another ZIP: point ZIPs placed at a post office or a firm (Austin's IRS
 *   ZIPs 73301 and 73344, Fort Worth's 76101 and 25 others on one point);
 * - a centroid given to two decimals only: a rough placement (Irving's 75037 sits in downtown
 *   Dallas, Lafayette's 70500 on a round number);
 * - a 3-digit prefix other than the one most of the city's remaining ZIPs share (El Paso's 885xx
 *   box ZIPs beside its 799xx streets);
 * - and, because the data gives them an ordinary-looking point of their own, the main post
 *   offices' box ZIPs of the cities below.
 * A city where nothing passes (a town with one box ZIP) keeps its lowest-numbered ZIP.
 */
import type { LatLng } from '@domain/geo';

/** A ZIP's centroid and the city and state the data files it under. */
export interface ZipPlace extends LatLng {
  zip: string;
  city: string;
  state: string;
}

/** Main post office box ZIPs that look like delivery areas in the data (USPS: "PO Box" type). */
export const MAIN_POST_OFFICE_BOX_ZIPS: ReadonlySet<string> = new Set([
  '77001', // Houston
  '73101', // Oklahoma City
  '87101', // Albuquerque
  '74101', // Tulsa
  '79760', // Odessa
]);

/** 'lat,lng' exactly as the data has it: the key for spotting ZIPs that share one point. */
export const pointKey = (place: { latitude: number; longitude: number }) =>
  `${place.latitude},${place.longitude}`;

const twoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** True when the data places this ZIP like an area of streets (see the list above). */
export function looksLikeDeliveryArea(place: ZipPlace, zipsAtPoint: ReadonlyMap<string, number>): boolean {
  if ((zipsAtPoint.get(pointKey(place)) ?? 0) > 1) return false;
  if (twoDecimalsAtMost(place.latitude) && twoDecimalsAtMost(place.longitude)) return false;
  return !MAIN_POST_OFFICE_BOX_ZIPS.has(place.zip);
}

/** The 3-digit prefix most of `places` share; ties go to the lower prefix. */
function commonPrefix(places: readonly ZipPlace[]): string | undefined {
  const counts = new Map<string, number>();
  for (const p of places) counts.set(p.zip.slice(0, 3), (counts.get(p.zip.slice(0, 3)) ?? 0) + 1);
  let best: string | undefined;
  for (const [prefix, count] of counts) {
    const bestCount = best === undefined ? -1 : counts.get(best)!;
    if (count > bestCount || (count === bestCount && prefix < best!)) best = prefix;
  }
  return best;
}

/**
 * The city's main delivery ZIP. `members` are the city's ZIPs; `zipsAtPoint` counts every US ZIP
 * per centroid (a post office point can be shared across city names).
 */
export function mainZipOf(members: readonly ZipPlace[], zipsAtPoint: ReadonlyMap<string, number>): ZipPlace {
  const byNumber = [...members].sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  const areas = byNumber.filter((p) => looksLikeDeliveryArea(p, zipsAtPoint));
  const prefix = commonPrefix(areas);
  return areas.find((p) => p.zip.startsWith(prefix!)) ?? byNumber[0]!;
}
