/**
 * The answers of Nominatim (`/search?format=jsonv2&addressdetails=1`) and Photon (`/api`, GeoJSON)
 * turned into address selections. Both are read loosely (unknown fields ignored) but a wrong
 * overall shape is an AdapterError, so a misconfigured URL falls back instead of offering nothing.
 * Only places in the five service states survive, whatever the service returned.
 */
import { z } from 'zod';
import type { AddressSelection } from '@domain/orders';
import { isServiceState, serviceStateAt } from '../../modules/places/gazetteer';
import { encodePlaceRef, MAX_NEW_PLACE_REF_LENGTH } from '../../modules/places/place-id';
import { stateCode } from '../../modules/places/us-states';
import { AdapterError } from './http';

const text = z.string().optional().catch(undefined);
const numeric = z.coerce.number().finite();

export const nominatimAnswer = z.array(
  z.looseObject({
    lat: numeric,
    lon: numeric,
    display_name: z.string(),
    name: text,
    address: z
      .looseObject({
        house_number: text,
        road: text,
        city: text,
        town: text,
        village: text,
        hamlet: text,
        municipality: text,
        state: text,
        'ISO3166-2-lvl4': text,
        postcode: text,
        country_code: text,
      })
      .optional(),
  }),
);

export const photonAnswer = z.looseObject({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.looseObject({
      geometry: z.looseObject({ coordinates: z.tuple([numeric, numeric]).rest(z.unknown()) }),
      properties: z.looseObject({
        name: text,
        type: text,
        housenumber: text,
        street: text,
        city: text,
        state: text,
        postcode: text,
        countrycode: text,
      }),
    }),
  ),
});

interface Parts {
  latitude: number;
  longitude: number;
  line: string | undefined;
  locality: string | undefined;
  state: string | undefined;
  postcode: string | undefined;
  country: string | undefined;
  fallbackLabel: string;
}

function toSelection(p: Parts): AddressSelection | null {
  if (p.country && p.country.toLowerCase() !== 'us') return null;
  // Trust the state the service names; when it names none, ask the gazetteer where the point is.
  const named = p.state ? stateCode(p.state) : undefined;
  const state = named ?? serviceStateAt(p.latitude, p.longitude);
  if (!state || !isServiceState(state)) return null;
  const zip = /\d{5}/.exec(p.postcode ?? '')?.[0];
  const tail = [state, zip].filter(Boolean).join(' ');
  const label =
    p.line || p.locality
      ? [p.line, p.locality, tail].filter((part, i, all) => part && all.indexOf(part) === i).join(', ')
      : p.fallbackLabel;
  const latitude = Math.round(p.latitude * 1e6) / 1e6;
  const longitude = Math.round(p.longitude * 1e6) / 1e6;
  const formatted = label.trim().slice(0, 300);
  if (!formatted) return null;
  // A street line means the service found the street or the building; else it found a ZIP or a town.
  const precision = p.line ? 'street' : zip && !p.locality ? 'zip' : 'city';
  // The label only: when the id comes back the geocoder is asked for the label again, so a
  // point in the id would only be the browser's word for it.
  const ref = encodePlaceRef({ k: 'x', a: formatted, p: precision });
  if (ref.length > MAX_NEW_PLACE_REF_LENGTH) return null;
  return { formatted_address: formatted, latitude, longitude, place_id: ref, precision };
}

const unique = (items: (AddressSelection | null)[], limit: number) => {
  const seen = new Set<string>();
  const out: AddressSelection[] = [];
  for (const item of items) {
    if (!item || seen.has(item.formatted_address)) continue;
    seen.add(item.formatted_address);
    out.push(item);
  }
  return out.slice(0, limit);
};

export function fromNominatim(json: unknown, limit: number): AddressSelection[] {
  const parsed = nominatimAnswer.safeParse(json);
  if (!parsed.success) throw new AdapterError('Nominatim answer has an unexpected shape');
  return unique(
    parsed.data.map((item) => {
      const a = item.address ?? {};
      const locality = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.municipality;
      const iso = a['ISO3166-2-lvl4']?.replace(/^US-/, '');
      return toSelection({
        latitude: item.lat,
        longitude: item.lon,
        line:
          [a.house_number, a.road].filter(Boolean).join(' ') ||
          (item.name !== locality ? item.name : undefined),
        locality,
        state: iso ?? a.state,
        postcode: a.postcode,
        country: a.country_code,
        fallbackLabel: item.display_name,
      });
    }),
    limit,
  );
}

export function fromPhoton(json: unknown, limit: number): AddressSelection[] {
  const parsed = photonAnswer.safeParse(json);
  if (!parsed.success) throw new AdapterError('Photon answer has an unexpected shape');
  return unique(
    parsed.data.features.map(({ geometry, properties: p }) => {
      const isLocality = p.type === 'city' || p.type === 'locality';
      const street = [p.housenumber, p.street].filter(Boolean).join(' ');
      return toSelection({
        latitude: geometry.coordinates[1],
        longitude: geometry.coordinates[0],
        line: isLocality ? undefined : street || p.name,
        locality: isLocality ? (p.name ?? p.city) : p.city,
        state: p.state,
        postcode: p.postcode,
        country: p.countrycode,
        fallbackLabel: p.name ?? '',
      });
    }),
    limit,
  );
}
