/**
 * The offline basemap, drawn when no MAP_TILE_URL is set: county outlines of the five
 * service states from us-atlas (the 800 kB atlas is imported on demand, in its own chunk) and the
 * main cities as labelled dots. The state outlines are state-outlines.ts. Labels are DOM text.
 */
import type { MultiLineString } from 'geojson';
import L from 'leaflet';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { SERVICE_STATE_FIPS } from './state-outlines';
import { textElement } from './text-content';

/** Main cities of the five states (the gazetteer's largest), for orientation only. */
export const BASEMAP_CITIES: ReadonlyArray<{ name: string; latitude: number; longitude: number }> = [
  { name: 'Houston', latitude: 29.7604, longitude: -95.3698 },
  { name: 'Dallas', latitude: 32.7767, longitude: -96.797 },
  { name: 'San Antonio', latitude: 29.4241, longitude: -98.4936 },
  { name: 'Austin', latitude: 30.2672, longitude: -97.7431 },
  { name: 'Fort Worth', latitude: 32.7555, longitude: -97.3308 },
  { name: 'El Paso', latitude: 31.7619, longitude: -106.485 },
  { name: 'Corpus Christi', latitude: 27.8006, longitude: -97.3964 },
  { name: 'Lubbock', latitude: 33.5779, longitude: -101.8552 },
  { name: 'Amarillo', latitude: 35.222, longitude: -101.8313 },
  { name: 'Oklahoma City', latitude: 35.4676, longitude: -97.5164 },
  { name: 'Tulsa', latitude: 36.154, longitude: -95.9928 },
  { name: 'Albuquerque', latitude: 35.0844, longitude: -106.6504 },
  { name: 'Santa Fe', latitude: 35.687, longitude: -105.9378 },
  { name: 'Las Cruces', latitude: 32.3199, longitude: -106.7637 },
  { name: 'Little Rock', latitude: 34.7465, longitude: -92.2896 },
  { name: 'Fayetteville', latitude: 36.0626, longitude: -94.1574 },
  { name: 'New Orleans', latitude: 29.9511, longitude: -90.0715 },
  { name: 'Baton Rouge', latitude: 30.4515, longitude: -91.1871 },
  { name: 'Shreveport', latitude: 32.5252, longitude: -93.7502 },
  { name: 'Lafayette', latitude: 30.2241, longitude: -92.0198 },
];

let counties: Promise<MultiLineString> | null = null;

/** One line set of every county border in the service states (us-atlas ids are 5-digit FIPS). */
export function loadCountyOutlines(): Promise<MultiLineString> {
  counties ??= (async () => {
    const [{ mesh }, atlas] = await Promise.all([
      import('topojson-client'),
      import('us-atlas/counties-10m.json'),
    ]);
    const topology = atlas.default as unknown as Topology<{ counties: GeometryCollection }>;
    const inService: GeometryCollection = {
      type: 'GeometryCollection',
      geometries: topology.objects.counties.geometries.filter(
        (g) => String(g.id).slice(0, 2) in SERVICE_STATE_FIPS,
      ),
    };
    return mesh(topology, inService);
  })();
  counties.catch(() => {
    counties = null;
  });
  return counties;
}

/** Adds counties and cities under the markers; answers a function that removes them. */
export function addOfflineBasemap(map: L.Map): () => void {
  const countiesPane = map.getPane('counties') ?? map.createPane('counties');
  countiesPane.style.zIndex = '340';
  countiesPane.style.pointerEvents = 'none';
  const cities = L.layerGroup(
    BASEMAP_CITIES.map((city) =>
      L.circleMarker([city.latitude, city.longitude], {
        radius: 3,
        color: '#475569',
        weight: 1,
        fillColor: '#94a3b8',
        fillOpacity: 1,
        interactive: false,
        pane: 'counties',
      }).bindTooltip(textElement(city.name), {
        permanent: true,
        direction: 'right',
        className: 'map-city-label',
        opacity: 0.8,
      }),
    ),
  ).addTo(map);
  let lines: L.GeoJSON | null = null;
  let removed = false;
  loadCountyOutlines()
    .then((outline) => {
      if (removed) return;
      lines = L.geoJSON(outline, {
        pane: 'counties',
        interactive: false,
        style: { color: '#94a3b8', weight: 0.5, fill: false },
      }).addTo(map);
    })
    .catch((error: unknown) => console.debug('county outlines unavailable', error));
  return () => {
    removed = true;
    cities.remove();
    lines?.remove();
  };
}
