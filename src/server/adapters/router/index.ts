/**
 * Road distance between two points. Without ROUTER_URL it is the embedded estimate
 * (great-circle x ROAD_FACTOR, decision 005); an OSRM adapter replaces it when configured.
 */
import type { LatLng } from '@domain/geo';
import { estimateRoadMiles } from '@domain/geo';

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
