import { describe, expect, it } from 'vitest';
import { DEFAULT_ZOOM, HOUSTON, initialView, mapPoints } from './map-view';
import { loadStateOutlines } from './state-outlines';

const route = {
  pickupLatitude: '29.7041',
  pickupLongitude: '-95.4010',
  deliveryLatitude: '29.7858',
  deliveryLongitude: '-95.8244',
  driver: null,
};

describe('mapPoints', () => {
  it('reads the decimal strings, and skips a missing or impossible driver fix', () => {
    expect(mapPoints(route)).toEqual({
      pickup: { latitude: 29.7041, longitude: -95.401 },
      delivery: { latitude: 29.7858, longitude: -95.8244 },
      driver: null,
    });
    const driver = { currentLatitude: '0', currentLongitude: '0' } as never;
    expect(mapPoints({ ...route, driver }).driver).toBeNull();
  });
});

describe('initialView', () => {
  it('centres on Houston at zoom 15 with nothing to show', () => {
    expect(initialView({ pickup: null, delivery: null, driver: null })).toEqual({
      kind: 'center',
      center: HOUSTON,
      zoom: DEFAULT_ZOOM,
    });
  });

  it('centres on a lone point, and fits several', () => {
    const at = { latitude: 30, longitude: -97 };
    expect(initialView({ pickup: at, delivery: null, driver: null })).toEqual({
      kind: 'center',
      center: at,
      zoom: 15,
    });
    expect(initialView(mapPoints(route))).toEqual({
      kind: 'bounds',
      southWest: { latitude: 29.7041, longitude: -95.8244 },
      northEast: { latitude: 29.7858, longitude: -95.401 },
      maxZoom: 15,
    });
  });
});

it('loads the outlines of the five service states only', async () => {
  const outlines = await loadStateOutlines();
  expect(outlines.features.map((f) => f.properties.name).sort()).toEqual([
    'Arkansas',
    'Louisiana',
    'New Mexico',
    'Oklahoma',
    'Texas',
  ]);
});
