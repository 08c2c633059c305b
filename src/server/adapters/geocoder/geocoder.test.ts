import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { decodePlaceRef, placeIds } from '../../modules/places/place-id';
import { createGeocoder, externalGeocoder } from './index';
import { recordingLogger, sendJson, startFakeService, type FakeService } from './test-server';

const ids = placeIds(randomBytes(32));

// Answers in the real services' formats (trimmed to the fields the adapters read, plus a few more).
const nominatimAnswer = [
  {
    place_id: 123,
    osm_type: 'way',
    lat: '29.7589',
    lon: '-95.3677',
    category: 'building',
    display_name: '1200, Main Street, Downtown, Houston, Harris County, Texas, 77002, United States',
    address: {
      house_number: '1200',
      road: 'Main Street',
      city: 'Houston',
      county: 'Harris County',
      state: 'Texas',
      'ISO3166-2-lvl4': 'US-TX',
      postcode: '77002',
      country: 'United States',
      country_code: 'us',
    },
  },
  {
    place_id: 456,
    lat: '39.7392',
    lon: '-104.9903',
    display_name: '1200, Main Street, Denver, Colorado, 80202, United States',
    address: {
      house_number: '1200',
      road: 'Main Street',
      city: 'Denver',
      state: 'Colorado',
      country_code: 'us',
    },
  },
];
const photonAnswer = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-95.3677, 29.7589] },
      properties: {
        osm_id: 1,
        type: 'house',
        housenumber: '1200',
        street: 'Main Street',
        city: 'Houston',
        state: 'Texas',
        postcode: '77002',
        countrycode: 'US',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-92.2896, 34.7465] },
      properties: { type: 'city', name: 'Little Rock', state: 'Arkansas', countrycode: 'US' },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-118.4065, 34.0901] },
      properties: { type: 'city', name: 'Beverly Hills', state: 'California', countrycode: 'US' },
    },
  ],
};

let service: FakeService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('Nominatim adapter', () => {
  it('asks /search in jsonv2 with address details, and keeps only the five states', async () => {
    service = await startFakeService((url, response) =>
      url.pathname === '/search'
        ? sendJson(response, nominatimAnswer)
        : sendJson(response, { error: 'no' }, 404),
    );
    const found = await externalGeocoder(service.url).autocomplete('1200 Main St', 5);
    expect(found).toEqual([
      {
        formatted_address: '1200 Main Street, Houston, TX 77002',
        latitude: 29.7589,
        longitude: -95.3677,
        place_id: expect.any(String),
        precision: 'street',
      },
    ]);
    const asked = service.requests[0]!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'us',
      q: '1200 Main St',
    });
    // The reference names the label only: the point is the service's, asked again on the way back.
    expect(decodePlaceRef(found[0]!.place_id)).toEqual({
      k: 'x',
      a: '1200 Main Street, Houston, TX 77002',
      p: 'street',
    });
  });

  it('looks a signed place id up again through the service, never from the id', async () => {
    let latitude = '29.7589';
    service = await startFakeService((url, response) =>
      url.pathname === '/search'
        ? sendJson(response, [{ ...nominatimAnswer[0], lat: latitude }])
        : sendJson(response, { error: 'no' }, 404),
    );
    const geocoder = createGeocoder({ url: `${service.url}/search`, log: recordingLogger(), ids });
    const [picked] = await geocoder.autocomplete('1200 Main St', 5);
    latitude = '29.7601';
    const again = await geocoder.place(picked!.place_id);
    expect(again).toMatchObject({ ok: true, place: { latitude: 29.7601, precision: 'street' } });
    expect(service.requests.at(-1)!.searchParams.get('q')).toBe('1200 Main Street, Houston, TX 77002');
    expect(await geocoder.place(`${picked!.place_id}x`)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('Photon adapter', () => {
  it('is detected by its GeoJSON answer at /api, and keeps only the five states', async () => {
    service = await startFakeService((url, response) =>
      url.pathname === '/api' ? sendJson(response, photonAnswer) : sendJson(response, 'not found', 404),
    );
    const geocoder = externalGeocoder(service.url);
    const found = await geocoder.autocomplete('Main', 5);
    expect(found.map((s) => s.formatted_address)).toEqual([
      '1200 Main Street, Houston, TX 77002',
      'Little Rock, AR',
    ]);
    expect(found[1]).toMatchObject({ latitude: 34.7465, longitude: -92.2896 });
    // Detected once: the next call goes straight to /api.
    await geocoder.autocomplete('Main', 5);
    expect(service.requests.map((u) => u.pathname)).toEqual(['/search', '/api', '/api']);
  });

  it('is used directly when the URL says /api', async () => {
    service = await startFakeService((_url, response) => sendJson(response, photonAnswer));
    const found = await externalGeocoder(`${service.url}/api`).autocomplete('Main', 5);
    expect(found).toHaveLength(2);
    expect(service.requests.map((u) => u.pathname)).toEqual(['/api']);
    expect(service.requests[0]!.searchParams.get('q')).toBe('Main');
  });
});

describe('fallback to the embedded gazetteer', () => {
  const failures: [string, (url: URL, response: ServerResponse) => void][] = [
    ['answers 500', (_u, r) => sendJson(r, { error: 'boom' }, 500)],
    ['answers something that is not JSON', (_u, r) => sendJson(r, '<html>oops</html>')],
    ['answers JSON of another shape', (_u, r) => sendJson(r, { hello: 'world' })],
    ['does not answer in time', () => undefined],
  ];
  for (const [what, handler] of failures) {
    it(`answers from the gazetteer and logs a warning when the service ${what}`, async () => {
      service = await startFakeService(handler);
      const log = recordingLogger();
      const geocoder = createGeocoder({ url: `${service.url}/search`, log, timeoutMs: 300, ids });
      const found = await geocoder.autocomplete('1200 Main St, Hou', 3);
      expect(found[0]).toMatchObject({
        formatted_address: '1200 Main St, Houston, TX',
        precision: 'city',
        fallback: true,
      });
      expect(log.warnings).toHaveLength(1);
      expect(log.warnings[0]!.message).toMatch(/geocoder failed/);
    });
  }

  it('answers from the gazetteer when the service is not there at all', async () => {
    service = await startFakeService(() => undefined);
    const url = service.url;
    await service.close();
    service = undefined;
    const log = recordingLogger();
    const found = await createGeocoder({ url, log, timeoutMs: 300, ids }).autocomplete('77030', 3);
    expect(found.map((s) => s.formatted_address)).toEqual(['Houston, TX 77030']);
    expect(found[0]?.fallback).toBe(true);
    expect(log.warnings).toHaveLength(1);
  });

  it('answers from the gazetteer, without a warning, when the service knows nothing in the area', async () => {
    service = await startFakeService((_u, r) => sendJson(r, [nominatimAnswer[1]]));
    const log = recordingLogger();
    const found = await createGeocoder({ url: `${service.url}/search`, log, ids }).autocomplete('Katy', 3);
    expect(found[0]?.formatted_address).toMatch(/^Katy, TX/);
    // The service answered: nothing is marked as a fallback.
    expect(found[0]?.fallback).toBeUndefined();
    expect(log.warnings).toEqual([]);
  });
});
