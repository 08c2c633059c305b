/**
 * Road distance between two points. Without ROUTER_URL it is the embedded estimate
 * (great-circle x ROAD_FACTOR, decision 005). With it, an OSRM server is asked for the driving
 * route; when that server is slow (over 2 s), down, or answers anything but a route, the estimate
 * is used and a warning logged, so a price is always given.
 */
import { z } from 'zod';
import type { LatLng } from '@domain/geo';
import { estimateRoadMiles } from '@domain/geo';
import type { AdapterLogger } from '../geocoder/http';
import { AdapterError, DEFAULT_TIMEOUT_MS, describe, fetchJson, withTrailingSlash } from '../geocoder/http';

export interface RoadDistance {
  miles: number;
  source: 'router' | 'estimate';
}

export interface DistanceService {
  roadMiles(from: LatLng, to: LatLng): Promise<RoadDistance>;
}

export const embeddedDistance: DistanceService = {
  async roadMiles(from, to) {
    return { miles: estimateRoadMiles(from, to), source: 'estimate' };
  },
};

const METERS_PER_MILE = 1_609.344;

/** OSRM's /route answer: only what is read. `code` is 'Ok' or an error name such as 'NoRoute'. */
const osrmRoute = z.looseObject({
  code: z.string(),
  routes: z.array(z.looseObject({ distance: z.number().finite().nonnegative() })).optional(),
});

/** OSRM only, no fallback: every failure is an AdapterError. */
export function osrmDistance(url: string, timeoutMs = DEFAULT_TIMEOUT_MS): DistanceService {
  const base = withTrailingSlash(url);
  return {
    async roadMiles(from, to) {
      const target = new URL(base);
      // OSRM takes longitude first; six decimals is about 0.1 m.
      const point = (p: LatLng) => `${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}`;
      target.pathname += `route/v1/driving/${point(from)};${point(to)}`;
      target.searchParams.set('overview', 'false');
      const parsed = osrmRoute.safeParse(await fetchJson(target, AbortSignal.timeout(timeoutMs), timeoutMs));
      if (!parsed.success) throw new AdapterError('OSRM answer has an unexpected shape');
      const route = parsed.data.routes?.[0];
      if (parsed.data.code !== 'Ok' || !route)
        throw new AdapterError(`OSRM found no route (${parsed.data.code})`);
      return { miles: route.distance / METERS_PER_MILE, source: 'router' };
    },
  };
}

export interface DistanceOptions {
  url?: string | undefined;
  log: AdapterLogger;
  timeoutMs?: number;
}

/** The distance service the app uses: OSRM with the estimate as fallback, or the estimate alone. */
export function createDistanceService({ url, log, timeoutMs }: DistanceOptions): DistanceService {
  if (!url) return embeddedDistance;
  const router = osrmDistance(url, timeoutMs);
  const origin = new URL(url).origin;
  return {
    async roadMiles(from, to) {
      try {
        return await router.roadMiles(from, to);
      } catch (error) {
        log.warn(
          { router: origin, reason: describe(error) },
          'router failed; using the straight-line estimate',
        );
        return embeddedDistance.roadMiles(from, to);
      }
    },
  };
}
