/**
 * The embedded gazetteer: every ZIP and city of the five service states, from the `zipcodes`
 * package, indexed by ZIP, by city-name prefix and on a coarse grid for nearest-ZIP look-ups.
 *
 * The package's data file takes about 0.2 s to read (zip-records.ts), so it is read at first use,
 * not at import: a server that never books an order (or a test that never asks) does not pay for it.
 */
import type { ZipRecord } from 'zipcodes';
import { SERVICE_STATES, type ServiceState } from '@domain/enums';
import { haversineMiles, type LatLng } from '@domain/geo';
import { mainZipOf, pointKey, type ZipPlace } from './main-zip';
import { loadZipRecords } from './zip-records';

export type { ZipPlace } from './main-zip';

/** The centre of ranking (the map's default centre, a fixed Houston point). */
export const HOUSTON: LatLng = { latitude: 29.7604, longitude: -95.3698 };

/** How far a point may be from the nearest ZIP centroid and still count as "in" that ZIP's state. */
export const SERVICE_AREA_RADIUS_MILES = 25;

export interface City {
  /** Normalised name (see `normalizeName`), the key of the prefix index. */
  key: string;
  name: string;
  state: ServiceState;
  zips: ZipPlace[];
  /** The city's main delivery ZIP (see main-zip.ts): where a street typed without a ZIP is put. */
  main: ZipPlace;
  houstonMiles: number;
}

export interface Gazetteer {
  /** ZIPs of the five states only: nothing outside them can ever be suggested. */
  zips: Map<string, ZipPlace>;
  sortedZips: string[];
  /** Sorted by key, so a prefix is a contiguous run found by binary search. */
  cities: City[];
  /** Each later word of a city's name to the end ('houston' of 'north houston'), sorted likewise. */
  laterWords: { text: string; city: City }[];
  /** Cities by number of ZIPs, most first: where a street typed without a city is offered. */
  largest: City[];
  /** Every US ZIP on a GRID_DEGREES grid: the service-area check must see the neighbours too. */
  grid: Map<string, ZipPlace[]>;
  /** The state of every US ZIP: a typed ZIP elsewhere ('DC 20500') is outside, not unknown. */
  usZipStates: Map<string, string>;
}

const GRID_DEGREES = 0.5;
const serviceStates = new Set<string>(SERVICE_STATES);

export const isServiceState = (state: string): state is ServiceState => serviceStates.has(state);

/** Lower case, letters, digits and single spaces: 'Fort  Worth.' and 'fort worth' are one key. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const cellKey = (lat: number, lng: number) =>
  `${Math.floor(lat / GRID_DEGREES)}:${Math.floor(lng / GRID_DEGREES)}`;

let loaded: Gazetteer | undefined;

export function gazetteer(): Gazetteer {
  loaded ??= build(loadZipRecords());
  return loaded;
}

function build(records: ZipRecord[]): Gazetteer {
  const zips = new Map<string, ZipPlace>();
  const grid = new Map<string, ZipPlace[]>();
  const byCity = new Map<string, ZipPlace[]>();
  const zipsAtPoint = new Map<string, number>();
  const usZipStates = new Map<string, string>();
  for (const r of records) {
    usZipStates.set(r.zip, r.state);
    const place: ZipPlace = {
      zip: r.zip,
      city: r.city.trim(),
      state: r.state,
      latitude: r.latitude,
      longitude: r.longitude,
    };
    zipsAtPoint.set(pointKey(place), (zipsAtPoint.get(pointKey(place)) ?? 0) + 1);
    const cell = cellKey(place.latitude, place.longitude);
    (grid.get(cell) ?? grid.set(cell, []).get(cell)!).push(place);
    if (!isServiceState(place.state)) continue;
    zips.set(place.zip, place);
    // A few "cities" are company mail boxes ('SHELL OIL BOX 150'): reachable by ZIP, never by name.
    if (/\d/.test(place.city)) continue;
    const key = `${normalizeName(place.city)}|${place.state}`;
    (byCity.get(key) ?? byCity.set(key, []).get(key)!).push(place);
  }

  const cities: City[] = [];
  for (const [key, members] of byCity) {
    const main = mainZipOf(members, zipsAtPoint);
    cities.push({
      key: key.split('|')[0]!,
      name: main.city,
      state: main.state as ServiceState,
      zips: members.sort((a, b) => a.zip.localeCompare(b.zip)),
      main,
      houstonMiles: haversineMiles(main, HOUSTON),
    });
  }
  cities.sort((a, b) => compare(a.key, b.key));
  const laterWords = cities.flatMap((city) =>
    [...city.key.matchAll(/ /g)].map((space) => ({ text: city.key.slice(space.index + 1), city })),
  );
  laterWords.sort((a, b) => compare(a.text, b.text));
  const largest = [...cities].sort((a, b) => b.zips.length - a.zips.length || compare(a.key, b.key));
  return { zips, sortedZips: [...zips.keys()].sort(), cities, laterWords, largest, grid, usZipStates };
}

/** Plain code-unit order: the order binary search relies on (localeCompare would differ). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function nearestOf(places: ZipPlace[], point: LatLng): ZipPlace | undefined {
  let best: ZipPlace | undefined;
  let bestMiles = Infinity;
  for (const p of places) {
    const miles = haversineMiles(p, point);
    // Ties go to the lower ZIP so that the choice never depends on the data file's order.
    if (miles < bestMiles || (miles === bestMiles && best && p.zip < best.zip)) {
      best = p;
      bestMiles = miles;
    }
  }
  return best;
}

/** First index in a sorted array whose value is >= `value`. */
function lowerBound<T>(items: readonly T[], value: string, keyOf: (item: T) => string): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keyOf(items[mid]!) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Cities whose normalised name starts with `prefix` (already normalised). */
export function citiesByPrefix(prefix: string): City[] {
  const { cities } = gazetteer();
  const out: City[] = [];
  for (let i = lowerBound(cities, prefix, (c) => c.key); i < cities.length; i++) {
    if (!cities[i]!.key.startsWith(prefix)) break;
    out.push(cities[i]!);
  }
  return out;
}

/** Cities where a later word starts with `prefix`: 'rock' finds Little Rock. */
export function citiesByWordPrefix(prefix: string): City[] {
  const { laterWords } = gazetteer();
  const out = new Set<City>();
  for (let i = lowerBound(laterWords, prefix, (w) => w.text); i < laterWords.length; i++) {
    if (!laterWords[i]!.text.startsWith(prefix)) break;
    out.add(laterWords[i]!.city);
  }
  return [...out];
}

export function zipsByPrefix(prefix: string): ZipPlace[] {
  const { sortedZips, zips } = gazetteer();
  const out: ZipPlace[] = [];
  for (let i = lowerBound(sortedZips, prefix, (z) => z); i < sortedZips.length; i++) {
    if (!sortedZips[i]!.startsWith(prefix)) break;
    out.push(zips.get(sortedZips[i]!)!);
  }
  return out;
}

export function cityOfZip(place: ZipPlace): City | undefined {
  const key = normalizeName(place.city);
  return citiesByPrefix(key).find((c) => c.key === key && c.state === place.state);
}

/** The nearest US ZIP centroid within `maxMiles` of a point, whatever its state. */
export function nearestZip(point: LatLng, maxMiles = SERVICE_AREA_RADIUS_MILES): ZipPlace | undefined {
  const { grid } = gazetteer();
  // Degrees of latitude are ~69 miles; degrees of longitude shrink with the cosine of latitude.
  const latCells = Math.ceil(maxMiles / 69 / GRID_DEGREES);
  const cos = Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.01);
  const lngCells = Math.ceil(maxMiles / (69 * cos) / GRID_DEGREES);
  const row = Math.floor(point.latitude / GRID_DEGREES);
  const col = Math.floor(point.longitude / GRID_DEGREES);
  const candidates: ZipPlace[] = [];
  for (let r = row - latCells; r <= row + latCells; r++) {
    for (let c = col - lngCells; c <= col + lngCells; c++) {
      const cell = grid.get(`${r}:${c}`);
      if (cell) candidates.push(...cell);
    }
  }
  const best = nearestOf(candidates, point);
  return best && haversineMiles(best, point) <= maxMiles ? best : undefined;
}

/**
 * The service state a point lies in: the state of the nearest ZIP centroid within 25 miles, if it
 * is one of the five. An approximation of state borders that needs no polygons: a point just over
 * a border counts for the state whose ZIP is nearer, and open sea or Mexico far from any ZIP is out.
 */
export function serviceStateAt(latitude: number, longitude: number): ServiceState | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const zip = nearestZip({ latitude, longitude });
  return zip && isServiceState(zip.state) ? zip.state : null;
}
