/**
 * The embedded geocoder: suggestions for what has been typed so far, from the gazetteer alone.
 * Precision is the ZIP: a street is placed at its ZIP's centroid (the city's main delivery ZIP,
 * main-zip.ts, when no ZIP is typed), so two streets in one ZIP are the same point. A configured
 * Nominatim or Photon replaces this with rooftop points (decision 005).
 *
 * Ranking: an exact city name first (typing all of 'Norman' means Norman), then Texas, then names
 * that start with the text before names with a later word that does ('Hou': Houston before North
 * Houston), then nearness to Houston, then the number of ZIPs (a stand-in for population).
 */
import type { AddressSelection } from '@domain/orders';
import type { City, ZipPlace } from './gazetteer';
import {
  citiesByPrefix,
  citiesByWordPrefix,
  cityOfZip,
  gazetteer,
  isServiceState,
  normalizeName,
  serviceStateAt,
  zipsByPrefix,
} from './gazetteer';
import { decodePlaceId, encodePlaceId } from './place-id';
import { parseNumberlessStreet, parseQuery, type ParsedQuery } from './query';
import { stateCode, statesStartingWith } from './us-states';

export function toSelection(street: string | null, place: ZipPlace): AddressSelection {
  const locality = `${place.city}, ${place.state} ${place.zip}`;
  return {
    formatted_address: street ? `${street}, ${locality}` : locality,
    latitude: place.latitude,
    longitude: place.longitude,
    place_id: encodePlaceId(street ? { k: 'z', z: place.zip, s: street } : { k: 'z', z: place.zip }),
  };
}

interface Candidate {
  city: City;
  /** 0: the whole name matches, 1: the name starts with it, 2: a later word starts with it. */
  match: number;
  place: ZipPlace;
}

const exact = (c: Candidate) => (c.match === 0 ? 0 : 1);
const rank = (a: Candidate, b: Candidate) =>
  exact(a) - exact(b) ||
  Number(b.city.state === 'TX') - Number(a.city.state === 'TX') ||
  a.match - b.match ||
  a.city.houstonMiles - b.city.houstonMiles ||
  b.city.zips.length - a.city.zips.length ||
  a.place.zip.localeCompare(b.place.zip);

export function searchPlaces(q: string, limit: number): AddressSelection[] {
  const parsed = parseQuery(q);
  // 'Fannin St, Hou': a street without its number is still worth completing; the form's
  // verification banner then says the number is missing. A street line that is also a city's
  // name ('Harker Heights') is read as the city.
  const candidate = parsed.street ? null : parseNumberlessStreet(q);
  const numberless = candidate && !isCityName(candidate.typedStreet) ? candidate : null;
  // With a city or ZIP after it ('Elm St, Dallas, TX 75201') the street reading comes first, or
  // the plain one would read 'Elm St' as the city and drop it.
  if (numberless && (numberless.city || numberless.zip || numberless.zipPrefix)) {
    const found = searchParsed(numberless, limit);
    if (found.length > 0) return found;
  }
  const found = searchParsed(parsed, limit);
  // A street alone ('Main St') is offered in the largest cities, like '1200 Main St' is.
  return found.length > 0 || !numberless ? found : searchParsed(numberless, limit);
}

function isCityName(text: string): boolean {
  const key = normalizeName(text);
  return citiesByPrefix(key).some((city) => city.key === key);
}

function searchParsed(parsed: ParsedQuery, limit: number): AddressSelection[] {
  let found = search(parsed, limit);
  // 'San Ma' is San Marcos being typed, not a city 'San' in Massachusetts: put the words back.
  if (found.length === 0 && parsed.stateText && parsed.city) {
    found = search({ ...parsed, city: `${parsed.city} ${parsed.stateText}`, state: null }, limit);
  }
  // 'Katy T': a state being typed after the city.
  const words = parsed.city?.split(' ') ?? [];
  if (found.length === 0 && !parsed.state && words.length > 1) {
    const states = statesStartingWith(words.at(-1)!);
    for (const state of states) {
      found.push(...search({ ...parsed, city: words.slice(0, -1).join(' '), state }, limit));
    }
    found = found.slice(0, limit);
  }
  // '1200 Main St, TX': the lone word after the street was a state after all.
  const lone = parsed.city ? stateCode(parsed.city) : undefined;
  if (found.length === 0 && lone && !parsed.state)
    found = search({ ...parsed, city: null, state: lone }, limit);
  return found;
}

function search(parsed: ParsedQuery, limit: number): AddressSelection[] {
  if (parsed.state && !isServiceState(parsed.state)) return [];
  const inState = (state: string) => !parsed.state || state === parsed.state;
  const { zips } = gazetteer();

  if (parsed.zip) {
    const place = zips.get(parsed.zip);
    return place && inState(place.state) ? [toSelection(parsed.street, place)] : [];
  }

  let candidates: Candidate[];
  if (parsed.city) {
    candidates = cityCandidates(normalizeName(parsed.city));
  } else if (parsed.zipPrefix) {
    candidates = zipsByPrefix(parsed.zipPrefix).flatMap((place) => {
      const city = cityOfZip(place);
      return city ? [{ city, match: 1, place }] : [];
    });
  } else if (parsed.street || parsed.state) {
    // A street with no city yet: offer it in the largest cities, ranked as usual.
    candidates = gazetteer()
      .largest.filter((c) => inState(c.state))
      .slice(0, Math.max(limit, 12))
      .map((city) => ({ city, match: 1, place: city.main }));
  } else {
    return [];
  }

  candidates = candidates.filter((c) => inState(c.city.state));
  if (parsed.zipPrefix && parsed.city) {
    candidates = candidates.flatMap((c) =>
      c.city.zips.filter((z) => z.zip.startsWith(parsed.zipPrefix!)).map((place) => ({ ...c, place })),
    );
  }
  return candidates
    .sort(rank)
    .slice(0, limit)
    .map((c) => toSelection(parsed.street, c.place));
}

function cityCandidates(key: string): Candidate[] {
  if (!key) return [];
  const byPrefix = citiesByPrefix(key).map((city) => ({
    city,
    match: city.key === key ? 0 : 1,
    place: city.main,
  }));
  // Word-prefix matches ('Rock' -> Little Rock) only for two letters or more: one letter finds half the map.
  const seen = new Set(byPrefix.map((c) => c.city));
  const byWord = key.length >= 2 ? citiesByWordPrefix(key).filter((city) => !seen.has(city)) : [];
  return [...byPrefix, ...byWord.map((city) => ({ city, match: 2, place: city.main }))];
}

export type ResolveResult =
  { ok: true; place: AddressSelection } | { ok: false; reason: 'invalid' | 'not_found' };

/** A place id back to its address and coordinates, re-checked against the service area. */
export function resolvePlace(placeId: string): ResolveResult {
  const parts = decodePlaceId(placeId);
  if (!parts) return { ok: false, reason: 'invalid' };
  if (parts.k === 'z') {
    const place = gazetteer().zips.get(parts.z);
    if (!place) return { ok: false, reason: 'not_found' };
    return { ok: true, place: { ...toSelection(parts.s ?? null, place), place_id: placeId } };
  }
  if (!serviceStateAt(parts.la, parts.lo)) return { ok: false, reason: 'not_found' };
  return {
    ok: true,
    place: { formatted_address: parts.a, latitude: parts.la, longitude: parts.lo, place_id: placeId },
  };
}
