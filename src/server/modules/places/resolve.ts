/**
 * A whole address (not a half-typed one) to one place, for storing on an order (decision
 * 009). Stricter than the suggestions: the city must be named in full and a ZIP must exist, because
 * here nobody is choosing among candidates. Only the gazetteer: a configured geocoder is asked
 * first by the adapter (adapters/geocoder), which falls back to this.
 */
import type { AddressSelection } from '@domain/orders';
import { citiesByPrefix, gazetteer, isServiceState, normalizeName, type City } from './gazetteer';
import { parseNumberlessStreet, parseQuery, type ParsedQuery } from './query';
import { toSelection } from './search';

export type TextResolution =
  | { ok: true; place: AddressSelection }
  /** 'outside': the text names a state or ZIP outside the five states; 'unknown': no place at all. */
  | { ok: false; reason: 'outside' | 'unknown' };

export function resolveText(text: string): TextResolution {
  const parsed = parseQuery(text);
  const numberless = parsed.street ? null : parseNumberlessStreet(text);
  // As in the suggestions: 'Elm St, Dallas, TX' is a street in Dallas, not a city called 'Elm St'.
  const readings = numberless ? [numberless, parsed] : [parsed];
  let outside = false;
  for (const reading of readings) {
    const found = resolveParsed(reading);
    if (found === 'outside') outside = true;
    else if (found) return { ok: true, place: found };
  }
  return { ok: false, reason: outside ? 'outside' : 'unknown' };
}

function resolveParsed(parsed: ParsedQuery): AddressSelection | 'outside' | null {
  if (parsed.state && !isServiceState(parsed.state)) return 'outside';
  const { zips, usZipStates } = gazetteer();
  if (parsed.zip) {
    const place = zips.get(parsed.zip);
    if (place) return toSelection(parsed.street, place, 'zip');
    return usZipStates.has(parsed.zip) ? 'outside' : null;
  }
  if (!parsed.city) return null;
  const key = normalizeName(parsed.city);
  const city = bestCity(
    citiesByPrefix(key).filter((c) => c.key === key && (!parsed.state || c.state === parsed.state)),
  );
  return city ? toSelection(parsed.street, city.main, 'city') : null;
}

/** Several cities share a name (Paris TX and AR): Texas first, then the nearest to Houston. */
function bestCity(cities: City[]): City | undefined {
  return [...cities].sort(
    (a, b) => Number(b.state === 'TX') - Number(a.state === 'TX') || a.houstonMiles - b.houstonMiles,
  )[0];
}
