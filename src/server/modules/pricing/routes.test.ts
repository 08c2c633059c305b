import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIORITIES, SERVICE_TYPES } from '@domain/enums';
import { estimateTravelMinutes } from '@domain/eta';
import { estimateRoadMiles } from '@domain/geo';
import { priceOrder } from '@domain/pricing';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Texas Medical Center to downtown Houston: a typical short run.
const medicalCenter = { latitude: 29.7073, longitude: -95.3978 };
const downtown = { latitude: 29.7604, longitude: -95.3698 };
const body = {
  pickupLatitude: String(medicalCenter.latitude),
  pickupLongitude: String(medicalCenter.longitude),
  deliveryLatitude: String(downtown.latitude),
  deliveryLongitude: String(downtown.longitude),
  serviceType: 'medical_prescription',
  priority: 'standard',
};
const calculate = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/pricing/calculate', payload });

describe('POST /api/pricing/calculate', () => {
  it('is public and gives the domain price for every service type and priority', async () => {
    const miles = estimateRoadMiles(medicalCenter, downtown);
    for (const serviceType of SERVICE_TYPES) {
      for (const priority of PRIORITIES) {
        const response = await calculate({ ...body, serviceType, priority });
        expect(response.statusCode).toBe(200);
        const expected = priceOrder({ serviceType, priority, distanceMiles: miles });
        expect(response.json()).toEqual({
          ...expected,
          // Signed out: the standard card.
          rateCardVersion: null,
          estimatedMinutes: estimateTravelMinutes(Number(expected.distance)),
          distanceSource: 'estimate',
        });
      }
    }
  });

  it('accepts numbers as well as numeric strings, and defaults service type and priority', async () => {
    const { serviceType: _s, priority: _p, ...coordinates } = body;
    const response = await calculate({ ...coordinates, pickupLatitude: medicalCenter.latitude });
    expect(response.statusCode).toBe(200);
    expect(response.json().priorityFee).toBe('0.00');
    expect(response.json().baseRate).toBe('25.00');
  });

  it('refuses bad coordinates with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, pickupLatitude: 'abc' }, 'pickupLatitude'],
      [{ ...body, deliveryLongitude: '-200' }, 'deliveryLongitude'],
      [{ ...body, pickupLongitude: undefined }, 'pickupLongitude'],
      [{ ...body, deliveryLatitude: '' }, 'deliveryLatitude'],
    ];
    for (const [payload, field] of cases) {
      const response = await calculate(payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const priority = await calculate({ ...body, priority: 'yesterday' });
    expect(priority.statusCode).toBe(400);
    expect(priority.json().message).toMatch(/priority/i);
  });

  it('refuses a pickup or delivery outside TX, OK, NM, AR, LA', async () => {
    const denver = { latitude: '39.7392', longitude: '-104.9903' };
    const pickup = await calculate({
      ...body,
      pickupLatitude: denver.latitude,
      pickupLongitude: denver.longitude,
    });
    expect(pickup.statusCode).toBe(400);
    expect(pickup.json().message).toBe('Pickup is outside our service area (TX, OK, NM, AR, LA)');
    const delivery = await calculate({ ...body, deliveryLatitude: '34.09', deliveryLongitude: '-118.41' });
    expect(delivery.statusCode).toBe(400);
    expect(delivery.json().message).toBe('Delivery is outside our service area (TX, OK, NM, AR, LA)');
  });

  it('prices across the service area (Houston to Oklahoma City)', async () => {
    const response = await calculate({ ...body, deliveryLatitude: '35.4676', deliveryLongitude: '-97.5164' });
    expect(response.statusCode).toBe(200);
    expect(Number(response.json().distance)).toBeGreaterThan(400);
  });
});
