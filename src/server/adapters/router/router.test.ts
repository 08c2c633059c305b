import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { estimateRoadMiles } from '@domain/geo';
import { priceOrder } from '@domain/pricing';
import { createTestApp, DEMO } from '../../test/helper';
import { recordingLogger, sendJson, startFakeService, type FakeService } from '../geocoder/test-server';
import { createDistanceService, embeddedDistance, osrmDistance } from './index';

const medicalCenter = { latitude: 29.7073, longitude: -95.3978 };
const downtown = { latitude: 29.7604, longitude: -95.3698 };
// OSRM's /route/v1 answer (overview=false), as a real server sends it.
const osrmAnswer = {
  code: 'Ok',
  routes: [
    {
      legs: [{ steps: [], summary: '', weight: 601.2, duration: 587.4, distance: 8046.72 }],
      weight_name: 'routability',
      weight: 601.2,
      duration: 587.4,
      distance: 8046.72,
    },
  ],
  waypoints: [
    { hint: 'x', distance: 4.2, name: 'Fannin Street', location: [-95.3978, 29.7073] },
    { hint: 'y', distance: 1.1, name: 'Main Street', location: [-95.3698, 29.7604] },
  ],
};

let service: FakeService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

describe('OSRM adapter', () => {
  it('asks /route/v1/driving/{lon},{lat};{lon},{lat}?overview=false and answers miles', async () => {
    service = await startFakeService((url, response) =>
      url.pathname.startsWith('/route/v1/driving/')
        ? sendJson(response, osrmAnswer)
        : sendJson(response, {}, 404),
    );
    const road = await osrmDistance(service.url).roadMiles(medicalCenter, downtown);
    expect(road).toEqual({ miles: expect.closeTo(5, 3), source: 'router' });
    const asked = service.requests[0]!;
    expect(asked.pathname).toBe('/route/v1/driving/-95.397800,29.707300;-95.369800,29.760400');
    expect(asked.searchParams.get('overview')).toBe('false');
  });

  const failures: [string, (url: URL, response: ServerResponse) => void][] = [
    ['answers 400 NoRoute', (_u, r) => sendJson(r, { code: 'NoRoute', message: 'Impossible route' }, 400)],
    ['answers 200 without a route', (_u, r) => sendJson(r, { code: 'NoRoute', routes: [] })],
    ['answers something that is not JSON', (_u, r) => sendJson(r, 'Bad Gateway')],
    ['does not answer in time', () => undefined],
  ];
  for (const [what, handler] of failures) {
    it(`falls back to the estimate and logs a warning when the router ${what}`, async () => {
      service = await startFakeService(handler);
      const log = recordingLogger();
      const distance = createDistanceService({ url: service.url, log, timeoutMs: 300 });
      expect(await distance.roadMiles(medicalCenter, downtown)).toEqual({
        miles: estimateRoadMiles(medicalCenter, downtown),
        source: 'estimate',
      });
      expect(log.warnings).toHaveLength(1);
      expect(log.warnings[0]!.message).toMatch(/router failed/);
    });
  }

  it('is the estimate alone when no URL is set', () => {
    expect(createDistanceService({ url: undefined, log: recordingLogger() })).toBe(embeddedDistance);
  });
});

describe('the app with GEOCODER_URL and ROUTER_URL set', () => {
  it('prices with the router and suggests from the geocoder', async () => {
    const router = await startFakeService((_u, r) => sendJson(r, osrmAnswer));
    const geocoder = await startFakeService((_u, r) =>
      sendJson(r, [
        {
          lat: '29.7589',
          lon: '-95.3677',
          display_name: '1200 Main Street, Houston, Texas 77002, United States',
          address: {
            house_number: '1200',
            road: 'Main Street',
            city: 'Houston',
            state: 'Texas',
            postcode: '77002',
          },
        },
      ]),
    );
    const t = await createTestApp({ ROUTER_URL: router.url, GEOCODER_URL: `${geocoder.url}/search` });
    try {
      const priced = await t.request({
        method: 'POST',
        url: '/api/pricing/calculate',
        payload: {
          pickupLatitude: medicalCenter.latitude,
          pickupLongitude: medicalCenter.longitude,
          deliveryLatitude: downtown.latitude,
          deliveryLongitude: downtown.longitude,
          serviceType: 'laboratory_sample',
          priority: 'express',
        },
      });
      expect(priced.json()).toMatchObject({
        ...priceOrder({
          serviceType: 'laboratory_sample',
          priority: 'express',
          distanceMiles: 8046.72 / 1609.344,
        }),
        distanceSource: 'router',
      });
      const token = await t.login(DEMO.client.username, DEMO.client.password);
      const suggested = await t.request({
        method: 'GET',
        url: '/api/places/autocomplete?q=1200%20Main',
        token,
      });
      expect(
        suggested.json().suggestions.map((s: { formatted_address: string }) => s.formatted_address),
      ).toEqual(['1200 Main Street, Houston, TX 77002']);
    } finally {
      await t.close();
      await router.close();
      await geocoder.close();
    }
  });
});
