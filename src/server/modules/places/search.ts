/**
 * The embedded geocoder: suggestions for what has been typed so far, from the gazetteer alone.
 * It knows cities and ZIPs, not streets (decision 009): a typed street keeps the person's words and
 * is pinned at the ZIP it names (precision `zip`) or, with no ZIP, at the centre of the city it
 * names (precision `city`, the city's main delivery ZIP's point, main-zip.ts, with no ZIP shown).
 * It never offers a city or ZIP that was not typed: a street with no city finds nothing. A
 * configured Nominatim or Photon replaces this with street-level points (decision 005).
 *
 * Ranking: an exact city name first (typing all of 'Norman' means Norman), then Texas, then names
 * that start with the text before names with a later word that does ('Hou': Houston before North
 * Houston), then nearness to Houston, then the number of ZIPs (a stand-in for population).
 */
import type { AddressPrecision } from '@domain/addresses';
import type { AddressSelection } from '@domain/orders';
import type { City, ZipPlace } from './gazetteer';
import {
  citiesByPrefix,
  citiesByWordPrefix,
  cityOfZip,
  gazetteer,
  isServiceState,
  normalizeName,
  zipsByPrefix,
} from './gazetteer';
import { encodePlaceRef, type EmbeddedPlace } from './place-id';
import { parseNumberlessStreet, parseQuery, type ParsedQuery } from './query';
import { stateCode, statesStartingWith } from './us-states';

/**
 * A suggestion at a ZIP (`zip`: the person typed it or its first digits) or at a city's centre
 * (`city`: the person typed the city only, so no ZIP is shown; the point is its main ZIP's).
 */
export function toSelection(
  street: string | null,
  place: ZipPlace,
  precision: Exclude<AddressPrecision, 'street'> = 'zip',
): AddressSelection {
  const locality =
    precision === 'city' ? `${place.city}, ${place.state}` : `${place.city}, ${place.state} ${place.zip}`;
  return {
    formatted_address: street ? `${street}, ${locality}` : locality,
    latitude: place.latitude,
    longitude: place.longitude,
    place_id: encodePlaceRef({
      k: 'z',
      z: place.zip,
      ...(street ? { s: street } : {}),
      ...(precision === 'city' ? { p: 'c' as const } : {}),
    }),
    precision,
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
  // A street alone ('Main St', '999 Nowhere Blvd') names no city: nothing is invented for it.
  return searchParsed(parsed, limit);
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
    return place && inState(place.state) ? [toSelection(parsed.street, place, 'zip')] : [];
  }

  let candidates: Candidate[];
  // A ZIP being typed pins the suggestion at a real ZIP that starts with what was typed.
  const precision = parsed.zipPrefix ? 'zip' : 'city';
  if (parsed.city) {
    candidates = cityCandidates(normalizeName(parsed.city));
  } else if (parsed.zipPrefix) {
    candidates = zipsByPrefix(parsed.zipPrefix).flatMap((place) => {
      const city = cityOfZip(place);
      return city ? [{ city, match: 1, place }] : [];
    });
  } else {
    // A street or a state with no city: offering the largest cities would invent one.
    return [];
  }

  candidates = candidates.filter((c) => inState(c.city.state));
  // A street in 'Houston' with no state is a street in the Houston first in the ranking (Texas):
  // offering the same street in Houston, AR would move the person's address to another state.
  // Typing the state ('Houston, AR') still finds it.
  if (parsed.street && !parsed.state) {
    const home = [...candidates].sort(rank).find((c) => c.match === 0)?.city.state;
    if (home) candidates = candidates.filter((c) => c.match !== 0 || c.city.state === home);
  }
  if (parsed.zipPrefix && parsed.city) {
    candidates = candidates.flatMap((c) =>
      c.city.zips.filter((z) => z.zip.startsWith(parsed.zipPrefix!)).map((place) => ({ ...c, place })),
    );
  }
  return candidates
    .sort(rank)
    .slice(0, limit)
    .map((c) => toSelection(parsed.street, c.place, precision));
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

/** An embedded place's reference back to its address and point (the gazetteer's), or null outside. */
export function embeddedPlaceOf(parts: EmbeddedPlace, ref: string): AddressSelection | null {
  const place = gazetteer().zips.get(parts.z);
  if (!place) return null;
  const precision = parts.p === 'c' ? 'city' : 'zip';
  return { ...toSelection(parts.s ?? null, place, precision), place_id: ref };
}
