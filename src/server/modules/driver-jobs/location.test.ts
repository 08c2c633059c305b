import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, locationUpdates } from '../../db/schema/index';
import { connectLive } from '../../realtime/test-client';
import { bearer, type TestApp } from '../../test/helper';
import { acceptedJob, driverTestApp, fixesOf, newDriver, openJob, postLocation, step } from './test-support';

let t: TestApp;
let admin: string;
let client: string;
let driver: string;
let wsUrl: string;
beforeAll(async () => {
  ({ t, admin, client, driver } = await driverTestApp());
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
});
afterAll(async () => t.close());

const here = { latitude: 29.7312, longitude: -95.3901 };

describe('POST /api/orders/{id}/location', () => {
  it("stores the assigned driver's position, moves the driver and tells the client's socket", async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    // The client follows its driver from Start Job on.
    expect((await step(t, d.token, id, 'pickup_scheduled')).statusCode).toBe(200);
    const socket = await connectLive(wsUrl, bearer(client));
    // Another driver's socket must not hear positions of a job that is not its own.
    const bystander = await connectLive(wsUrl, bearer(driver));
    try {
      const timestamp = new Date(Date.now() - 5_000).toISOString();
      const response = await postLocation(t, d.token, id, { ...here, timestamp, status: 'pickup_scheduled' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        orderId: id,
        driverId: d.driverId,
        ...here,
        timestamp,
        current: true,
      });
      const frame = await socket.next((f) => f.type === 'driver_location_update' && f.orderId === id);
      expect(frame).toEqual({
        type: 'driver_location_update',
        orderId: id,
        driverId: d.driverId,
        ...here,
        timestamp,
        // The ETA recomputed from this position rides along.
        etaAt: expect.any(String),
        etaLate: expect.any(Boolean),
      });
      const [fix] = await fixesOf(t, id);
      expect(fix).toMatchObject({ driverId: d.driverId, status: 'pickup_scheduled', latitude: '29.731200' });
      expect(fix!.recordedAt.toISOString()).toBe(timestamp);
      const [row] = await t.db.select().from(drivers).where(eq(drivers.id, d.driverId));
      expect(row).toMatchObject({ currentLatitude: '29.731200', currentLongitude: '-95.390100' });
      expect(row!.locationUpdatedAt!.toISOString()).toBe(timestamp);
      // The driver's socket heard it: a frame to the bystander would be ahead of this pong.
      await bystander.roundTrip();
      expect(bystander.frames.some((f) => f.type === 'driver_location_update')).toBe(false);
    } finally {
      socket.close();
      bystander.close();
    }
  });

  it('keeps a late, older fix on record without moving the driver back', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    await postLocation(t, d.token, id, { ...here, timestamp: new Date().toISOString() });
    const late = await postLocation(t, d.token, id, {
      latitude: 29.7,
      longitude: -95.4,
      timestamp: Date.now() - 60_000,
    });
    expect(late.statusCode).toBe(201);
    expect(late.json().current).toBe(false);
    expect(await fixesOf(t, id)).toHaveLength(2);
    const [row] = await t.db.select().from(drivers).where(eq(drivers.id, d.driverId));
    expect(row!.currentLatitude).toBe('29.731200');
  });

  it('refuses other drivers', async () => {
    const { id } = await acceptedJob(t, client, admin);
    const other = await newDriver(t);
    expect((await postLocation(t, other.token, id, here)).statusCode).toBe(404);
    const open = await openJob(t, client, admin);
    expect((await postLocation(t, other.token, open, here)).statusCode).toBe(403);
    expect(await fixesOf(t, id)).toHaveLength(0);
  });

  it('validates coordinates and timestamps, naming the field', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ latitude: 91, longitude: -95.39 }, 'latitude'],
      [{ latitude: 29.7, longitude: -181 }, 'longitude'],
      [{ longitude: -95.39 }, 'latitude'],
      [{ ...here, timestamp: new Date(Date.now() + 11 * 60_000).toISOString() }, 'timestamp'],
      [{ ...here, timestamp: Date.now() - 25 * 3_600_000 }, 'timestamp'],
      [{ ...here, timestamp: 'yesterday' }, 'timestamp'],
    ];
    for (const [payload, field] of cases) {
      const response = await postLocation(t, d.token, id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[0].path).toBe(field);
      expect(response.json().message).toMatch(new RegExp(field));
    }
    expect(await fixesOf(t, id)).toHaveLength(0);
  });

  it('refuses a job that is not under way with 409', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit', 'delivered']) {
      await step(t, d.token, id, status);
    }
    const response = await postLocation(t, d.token, id, here);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NO_JOB_UNDER_WAY');
  });
});

describe('POST /api/driver/location', () => {
  it('moves an idle driver on shift without keeping a trail, and refuses one off shift', async () => {
    const d = await newDriver(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/driver/location',
      token: d.token,
      payload: here,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderId: null, driverId: d.driverId, current: true });
    const trail = await t.db.select().from(locationUpdates).where(eq(locationUpdates.driverId, d.driverId));
    expect(trail).toHaveLength(0);
    const off = await newDriver(t, false);
    const refused = await t.request({
      method: 'POST',
      url: '/api/driver/location',
      token: off.token,
      payload: here,
    });
    expect(refused.statusCode).toBe(409);
  });
});
