/**
 * The offline base layer: outlines of the service area's states (TX, OK, NM, AR, LA)
 * from us-atlas. Both the atlas and topojson-client are imported on demand, so neither lands in
 * the first bundle; the promise is kept, so the file is read once per page load.
 */
import type { FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** FIPS codes of the service states, as us-atlas numbers its state features. */
export const SERVICE_STATE_FIPS: Readonly<Record<string, string>> = {
  '48': 'TX',
  '40': 'OK',
  '35': 'NM',
  '05': 'AR',
  '22': 'LA',
};

export type StateOutlines = FeatureCollection<Geometry, { name: string }>;

let cached: Promise<StateOutlines> | null = null;

export function loadStateOutlines(): Promise<StateOutlines> {
  cached ??= (async () => {
    const [{ feature }, atlas] = await Promise.all([
      import('topojson-client'),
      import('us-atlas/states-10m.json'),
    ]);
    const topology = atlas.default as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
    const states = feature(topology, topology.objects.states);
    return {
      type: 'FeatureCollection',
      features: states.features.filter((f) => String(f.id) in SERVICE_STATE_FIPS),
    };
  })();
  // A failed load (offline chunk, say) may be retried by the next map.
  cached.catch(() => {
    cached = null;
  });
  return cached;
}
