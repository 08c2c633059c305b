import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DispatchMapResponse } from '@domain/dispatch-map';
import { orders } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import {
  accept,
  driverTestApp,
  newDriver,
  openJob,
  postLocation,
  setShift,
} from '../driver-jobs/test-support';
import { bookOrder } from '../../test/orders';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
});
afterAll(async () => t.close());

const map = async (token = admin) => {
  const response = await t.request({ method: 'GET', url: '/api/admin/dispatch-map', token });
  return { response, body: response.json() as DispatchMapResponse };
};
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('GET /api/admin/dispatch-map', () => {
  it('shows a confirmed order with its two ends, unassigned; a pending order is not on it yet', async () => {
    const pending = await bookOrder(t, client);
    const confirmed = await openJob(t, client, admin);
    const { body } = await map();
    expect(body.orders.some((o) => o.id === pending)).toBe(false);
    const order = body.orders.find((o) => o.id === confirmed);
    expect(order).toMatchObject({
      status: 'confirmed',
      driverId: null,
      pickup: { latitude: expect.closeTo(29.7073, 3), longitude: expect.closeTo(-95.3978, 3) },
      delivery: { latitude: expect.closeTo(29.7604, 3), longitude: expect.closeTo(-95.3698, 3) },
    });
    expect(order?.displayNumber).toMatch(/^ML-\d{4,}$/);
  });

  it('carries the driver who took a job, with its last position, and drops the job once delivered', async () => {
    const rider = await newDriver(t);
    const job = await openJob(t, client, admin);
    expect((await accept(t, rider.token, job)).statusCode).toBe(200);
    expect((await postLocation(t, rider.token, job, { latitude: 29.72, longitude: -95.39 })).statusCode).toBe(
      201,
    );
    const { body } = await map();
    expect(body.orders.find((o) => o.id === job)).toMatchObject({
      status: 'assigned',
      driverId: rider.driverId,
    });
    expect(body.drivers.find((d) => d.id === rider.driverId)).toMatchObject({
      name: 'Test Driver',
      status: 'busy',
      position: { latitude: 29.72, longitude: -95.39 },
      // Named for a person, not left as coordinates.
      place: expect.stringMatching(/^near Houston, TX 770\d\d$/),
    });
    await t.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, job));
    expect((await map()).body.orders.some((o) => o.id === job)).toBe(false);
  });

  it('lists only approved drivers on shift', async () => {
    const off = await newDriver(t, false);
    const pending = await newDriver(t, false, false);
    const on = await newDriver(t);
    const ids = (await map()).body.drivers.map((d) => d.id);
    expect(ids).toContain(on.driverId);
    expect(ids).not.toContain(off.driverId);
    expect(ids).not.toContain(pending.driverId);
    expect((await setShift(t, on.token, 'offline')).statusCode).toBe(200);
    expect((await map()).body.drivers.map((d) => d.id)).not.toContain(on.driverId);
  });

  it('colours each order by deadline risk: on time, at risk (under 30 min of slack), late', async () => {
    const [onTime, atRisk, late, pickupMissed] = [
      await openJob(t, client, admin),
      await openJob(t, client, admin),
      await openJob(t, client, admin),
      await openJob(t, client, admin),
    ];
    const set = (id: number, pickupBy: Date, deliverBy: Date) =>
      t.db.update(orders).set({ pickupBy, deliverBy }).where(eq(orders.id, id));
    // The run is ~4 road miles (40 min by domain/eta.ts): 60 min left is under 30 min of slack.
    await set(onTime, minutesFromNow(300), minutesFromNow(480));
    await set(atRisk, minutesFromNow(20), minutesFromNow(60));
    await set(late, minutesFromNow(-120), minutesFromNow(-5));
    await set(pickupMissed, minutesFromNow(-1), minutesFromNow(240));
    const risk = new Map((await map()).body.orders.map((o) => [o.id, o.risk]));
    expect([risk.get(onTime), risk.get(atRisk), risk.get(late), risk.get(pickupMissed)]).toEqual([
      'on_time',
      'at_risk',
      'late',
      'late',
    ]);
  });

  it('answers only what the map needs: no addresses, contacts, clients, items or prices', async () => {
    const job = await openJob(t, client, admin);
    const { response, body } = await map();
    const order = body.orders.find((o) => o.id === job)!;
    expect(Object.keys(order).sort()).toEqual(
      [
        'id',
        'displayNumber',
        'status',
        'priority',
        'pickup',
        'delivery',
        'pickupBy',
        'deliverBy',
        'etaAt',
        'risk',
        'driverId',
      ].sort(),
    );
    for (const d of body.drivers)
      expect(Object.keys(d).sort()).toEqual([
        'coldChain',
        'id',
        'locationUpdatedAt',
        'name',
        'place',
        'position',
        'status',
      ]);
    for (const secret of [
      'Fannin',
      'Main St',
      'Maria Lopez',
      '713-555',
      'Insulin',
      'Sample Pharmacy',
      'totalCost',
    ])
      expect(response.body).not.toContain(secret);
  });
});
