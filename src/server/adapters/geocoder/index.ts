/**
 * Address search. Without GEOCODER_URL it is the embedded gazetteer (ZIP precision, no network).
 * With it, a Nominatim or Photon server is asked first, and the gazetteer answers whenever that
 * server is slow (over 2 s), down, answers non-200 or something that is not its format, or knows
 * nothing in the service area: booking never stops because a geocoder did.
 *
 * Which of the two it is comes from the URL when it says (a path ending in /search is Nominatim,
 * /api is Photon); otherwise the first call asks Nominatim's path, then Photon's, and keeps
 * whichever answered in its own format.
 */
import { resolveText } from '../../modules/places/resolve';
import type { Geocoder, PlaceSource } from '../../modules/places/geocoder';
import type { PlaceIds } from '../../modules/places/place-id';
import { searchPlaces } from '../../modules/places/search';
import { learnedPlaces } from '../../modules/places/learned-source';
import { signedGeocoder } from '../../modules/places/signed-geocoder';
import type { Db } from '../../db/client';
import { fromNominatim, fromPhoton } from './formats';
import { AdapterError, DEFAULT_TIMEOUT_MS, describe, fetchJson, withTrailingSlash } from './http';
import type { AdapterLogger } from './http';

export type { AdapterLogger } from './http';
export type { Geocoder, PlaceSource } from '../../modules/places/geocoder';

export const embeddedGeocoder: PlaceSource = {
  kind: 'embedded',
  async autocomplete(query, limit) {
    return searchPlaces(query, limit);
  },
  async resolve(text) {
    return resolveText(text);
  },
};

export type ExternalKind = 'nominatim' | 'photon';

/** Houston, the centre the embedded ranking uses too; and the five states' bounding box. */
const BIAS = { lat: '29.7604', lon: '-95.3698' };
const SERVICE_AREA_VIEWBOX = '-109.06,37.01,-88.81,25.83';
/** Ask for more than needed: results outside the five states are dropped afterwards. */
const overFetch = (limit: number) => String(Math.min(limit * 2, 40));

function requestUrl(base: URL, kind: ExternalKind, query: string, limit: number, explicitPath: boolean): URL {
  // Set the path on a copy of the base, so whatever query the operator put there (a key) stays.
  const url = new URL(base);
  if (explicitPath) url.pathname = url.pathname.replace(/\/$/, '');
  else url.pathname += kind === 'photon' ? 'api' : 'search';
  const params =
    kind === 'photon'
      ? { q: query, limit: overFetch(limit), lat: BIAS.lat, lon: BIAS.lon }
      : {
          format: 'jsonv2',
          addressdetails: '1',
          countrycodes: 'us',
          limit: overFetch(limit),
          viewbox: SERVICE_AREA_VIEWBOX,
          q: query,
        };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

const parse = (kind: ExternalKind, json: unknown, limit: number) =>
  kind === 'photon' ? fromPhoton(json, limit) : fromNominatim(json, limit);

/** Nominatim or Photon only, no fallback: errors are thrown as AdapterError. */
export function externalGeocoder(url: string, timeoutMs = DEFAULT_TIMEOUT_MS): PlaceSource {
  const base = withTrailingSlash(url);
  const path = base.pathname.replace(/\/$/, '');
  const declared: ExternalKind | undefined = path.endsWith('/api')
    ? 'photon'
    : path.endsWith('/search')
      ? 'nominatim'
      : undefined;
  let detected = declared;

  const geocoder: PlaceSource = {
    kind: 'external',
    // The service's best match for the whole text; an empty answer is 'unknown' (the app's geocoder
    // then asks the gazetteer, which can tell an unknown place from one outside the five states).
    async resolve(text) {
      const [best] = await geocoder.autocomplete(text, 1);
      return best ? { ok: true, place: best } : { ok: false, reason: 'unknown' };
    },
    async autocomplete(query, limit) {
      const signal = AbortSignal.timeout(timeoutMs);
      if (detected) {
        return parse(
          detected,
          await fetchJson(requestUrl(base, detected, query, limit, !!declared), signal, timeoutMs),
          limit,
        );
      }
      // Unknown yet: try each format in turn within the same time limit, and remember the one that fits.
      let lastError: unknown;
      for (const kind of ['nominatim', 'photon'] as const) {
        try {
          const found = parse(
            kind,
            await fetchJson(requestUrl(base, kind, query, limit, false), signal, timeoutMs),
            limit,
          );
          detected = kind;
          return found;
        } catch (error) {
          lastError = error;
          if (signal.aborted) break;
        }
      }
      throw lastError instanceof AdapterError ? lastError : new AdapterError(describe(lastError));
    },
  };
  return geocoder;
}

export interface GeocoderOptions {
  url?: string | undefined;
  log: AdapterLogger;
  timeoutMs?: number;
  /** Signs the place ids handed out and verifies the ones taken back (place-id.ts). */
  ids: PlaceIds;
  /** Where the learned addresses are kept; without it nothing learned is suggested. */
  db?: Db;
}

/**
 * The geocoder the app uses: external with the embedded fallback, or the embedded one alone,
 * behind the signed-id door (modules/places/signed-geocoder.ts).
 */
export function createGeocoder({ url, log, timeoutMs, ids, db }: GeocoderOptions): Geocoder {
  const source = url ? withFallback(url, log, timeoutMs) : embeddedGeocoder;
  return signedGeocoder(db ? learnedPlaces(db, source) : source, ids);
}

function withFallback(url: string, log: AdapterLogger, timeoutMs: number | undefined): PlaceSource {
  const external = externalGeocoder(url, timeoutMs);
  const origin = new URL(url).origin;
  return {
    kind: 'external',
    async autocomplete(query, limit) {
      try {
        const found = await external.autocomplete(query, limit);
        // A partly typed address ('1200 Main St, Hou') often finds nothing in a real geocoder;
        // the gazetteer's ZIP-level answer is better than an empty list.
        if (found.length > 0) return found;
      } catch (error) {
        log.warn(
          { geocoder: origin, reason: describe(error) },
          'geocoder failed; answering from the embedded gazetteer',
        );
        // Marked, so the person knows why no street-level place is offered.
        const fallback = await embeddedGeocoder.autocomplete(query, limit);
        return fallback.map((s) => ({ ...s, fallback: true as const }));
      }
      return embeddedGeocoder.autocomplete(query, limit);
    },
    async resolve(text) {
      try {
        const found = await external.resolve(text);
        if (found.ok) return found;
      } catch (error) {
        log.warn(
          { geocoder: origin, reason: describe(error) },
          'geocoder failed; resolving from the embedded gazetteer',
        );
      }
      return embeddedGeocoder.resolve(text);
    },
  };
}
