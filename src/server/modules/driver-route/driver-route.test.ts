import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverRouteResponse } from '@domain/driver-route';
import { keepsPrecedence } from '@domain/route-order';
import type { TestApp } from '../../test/helper';
import { accept, driverTestApp, newDriver, openJob, postLocation, step } from '../driver-jobs/test-support';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
});
afterAll(async () => t.close());

const route = async (token: string) => {
  const response = await t.request({ method: 'GET', url: '/api/driver/route', token });
  return { response, body: response.json() as DriverRouteResponse };
};

/** Two jobs on opposite ends of the Medical Center to downtown run, booked both ways. */
const OUTBOUND = {};
const INBOUND = {
  pickupAddress: '1200 Main St, Houston, TX 77002',
  deliveryAddress: '6565 Fannin St, Houston, TX 77030',
};

describe('GET /api/driver/route', () => {
  it('orders every stop of the driver’s jobs, each pickup before its delivery, with total distance', async () => {
    const rider = await newDriver(t);
    const jobs = [await openJob(t, client, admin, OUTBOUND), await openJob(t, client, admin, INBOUND)];
    for (const job of jobs) expect((await accept(t, rider.token, job)).statusCode).toBe(200);
    expect(
      (await postLocation(t, rider.token, jobs[0]!, { latitude: 29.75, longitude: -95.37 })).statusCode,
    ).toBe(201);

    const { response, body } = await route(rider.token);
    expect(response.statusCode).toBe(200);
    expect(body.start).toEqual({ latitude: 29.75, longitude: -95.37 });
    expect(body.stops).toHaveLength(4);
    expect(new Set(body.stops.map((s) => `${s.kind}:${s.orderId}`))).toEqual(
      new Set(jobs.flatMap((id) => [`pickup:${id}`, `delivery:${id}`])),
    );
    expect(keepsPrecedence(body.stops)).toBe(true);
    expect(body.stops[0]).toMatchObject({ kind: 'pickup', address: expect.stringContaining('Houston, TX') });
    expect(body.totalMiles).toMatch(/^\d+\.\d$/);
    const legs = body.stops.reduce((sum, s) => sum + Number(s.legMiles), 0);
    expect(Math.abs(legs - Number(body.totalMiles))).toBeLessThan(0.3);
    // Starting downtown, the inbound pickup is beside the driver and the outbound delivery too.
    if (!body.stops.some((s) => s.late))
      expect(Number(body.totalMiles)).toBeLessThanOrEqual(Number(body.naiveMiles));
  });

  it('leaves out the pickup of a job already on board', async () => {
    const rider = await newDriver(t);
    const job = await openJob(t, client, admin);
    expect((await accept(t, rider.token, job)).statusCode).toBe(200);
    for (const status of ['pickup_scheduled', 'pickup_complete'])
      expect((await step(t, rider.token, job, status)).statusCode).toBe(200);
    const { body } = await route(rider.token);
    expect(body.stops.map((s) => [s.orderId, s.kind])).toEqual([[job, 'delivery']]);
  });

  it('is always the caller’s own: another driver sees none of these jobs; a driver with none gets an empty route', async () => {
    const rider = await newDriver(t);
    const other = await newDriver(t);
    const job = await openJob(t, client, admin);
    expect((await accept(t, rider.token, job)).statusCode).toBe(200);
    const { body } = await route(other.token);
    expect(body).toEqual({ start: null, stops: [], totalMiles: '0.0', naiveMiles: '0.0' });
  });
});
