import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, drivers, orders } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import { bookOrder } from '../../test/orders';
import { accept, driverTestApp, newDriver, openJob, statusOf, trackingOf } from './test-support';

let t: TestApp;
let admin: string;
let client: string;
let driver: string;
beforeAll(async () => {
  ({ t, admin, client, driver } = await driverTestApp());
});
afterAll(async () => t.close());

const board = (token: string) => t.request({ method: 'GET', url: '/api/orders/available', token });
const AUSTIN_PICKUP = {
  pickupAddress: '1301 W 38th St, Austin, TX 78705',
  pickupLatitude: '30.305890',
  pickupLongitude: '-97.746210',
};

describe('GET /api/orders/available', () => {
  it('lists open jobs only, oldest first, to drivers without a position and to admins', async () => {
    const id = await openJob(t, client, admin);
    const pending = await bookOrder(t, client);
    const fresh = await newDriver(t);
    for (const token of [fresh.token, admin]) {
      const response = await board(token);
      expect(response.statusCode).toBe(200);
      const jobs = response.json() as Array<Record<string, unknown>>;
      expect(jobs.map((j) => j.id)).toContain(id);
      expect(jobs.map((j) => j.id)).not.toContain(pending);
      expect(jobs.every((j) => j.status === 'confirmed' && j.driverId === null)).toBe(true);
      expect(jobs.every((j) => j.distanceToPickup === undefined)).toBe(true);
      const created = jobs.map((j) => Date.parse(j.createdAt as string));
      expect(created).toEqual([...created].sort((a, b) => a - b));
    }
  });

  it('puts the nearest pickup first, with its distance in miles, and only jobs within reach, once the driver has a position', async () => {
    const houston = await openJob(t, client, admin);
    const austin = await openJob(t, client, admin, AUSTIN_PICKUP);
    const near = await newDriver(t);
    const moved = await t.request({
      method: 'POST',
      url: '/api/driver/location',
      token: near.token,
      payload: { latitude: 30.2672, longitude: -97.7431 },
    });
    expect(moved.statusCode).toBe(200);
    const jobs = (await board(near.token)).json() as Array<{ id: number; distanceToPickup: string }>;
    const miles = jobs.map((j) => Number(j.distanceToPickup));
    expect(jobs.every((j) => /^\d+\.\d$/.test(j.distanceToPickup))).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    const position = (id: number) => jobs.findIndex((j) => j.id === id);
    // Houston is some 150 mi off: beyond the reach (dispatch's 50 mi), so not on this board at all.
    expect(position(houston)).toBe(-1);
    expect(position(austin)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...miles)).toBeLessThanOrEqual(50);
    expect(Number(jobs[position(austin)]!.distanceToPickup)).toBeCloseTo(2.7, 0);
  });
});

describe('POST /api/orders/{id}/accept', () => {
  it('of ten drivers accepting one job at once, exactly one wins and nine hear it was taken', async () => {
    const id = await openJob(t, client, admin);
    const crowd = await Promise.all(Array.from({ length: 10 }, () => newDriver(t)));
    const answers = await Promise.all(crowd.map((d) => accept(t, d.token, id, { driverId: d.driverId })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    for (const loser of answers.filter((a) => a.statusCode === 409)) {
      expect(loser.json().code).toBe('JOB_TAKEN');
    }
    const winner = crowd[answers.findIndex((a) => a.statusCode === 200)]!;
    const won = answers.find((a) => a.statusCode === 200)!.json();
    expect(won).toMatchObject({ id, status: 'assigned', driverId: winner.driverId });
    const assigned = (await trackingOf(t, id)).filter((e) => e.status === 'assigned');
    expect(assigned).toHaveLength(1);
    expect(assigned[0]!.actorUserId).toBe(winner.userId);
    const statuses = await t.db
      .select({ id: drivers.id, status: drivers.status })
      .from(drivers)
      .where(eq(drivers.id, winner.driverId));
    expect(statuses[0]!.status).toBe('busy');
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order_accept'), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    // The losers stay on shift and free.
    const losers = crowd.filter((d) => d !== winner).map((d) => d.driverId);
    const others = await t.db.select({ id: drivers.id, status: drivers.status }).from(drivers);
    expect(others.filter((d) => losers.includes(d.id)).every((d) => d.status === 'available')).toBe(true);
  });

  it('refuses a body naming another driver, and changes nothing', async () => {
    const id = await openJob(t, client, admin);
    const someone = await newDriver(t);
    const other = await newDriver(t);
    const forOther = await accept(t, someone.token, id, { driverId: other.driverId });
    expect(forOther.statusCode).toBe(403);
    expect(await statusOf(t, id)).toBe('confirmed');
    // The spec's page sends its own driverId; no body at all is fine too.
    const bare = await t.request({ method: 'POST', url: `/api/orders/${id}/accept`, token: someone.token });
    expect(bare.statusCode).toBe(200);
  });

  it('refuses an offline driver, a second accept by the winner, and jobs that are not open', async () => {
    const id = await openJob(t, client, admin);
    const offline = await newDriver(t, false);
    const refused = await accept(t, offline.token, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SHIFT_REQUIRED');

    const taker = await newDriver(t);
    expect((await accept(t, taker.token, id)).statusCode).toBe(200);
    const again = await accept(t, taker.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_ACCEPTED');
    expect(await trackingOf(t, id)).toHaveLength(3); // pending, confirmed, assigned

    const pending = await bookOrder(t, client);
    expect((await accept(t, driver, pending)).statusCode).toBe(404);
    expect((await accept(t, driver, 999_999)).statusCode).toBe(404);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, pending));
    expect(row!.status).toBe('pending');
  });

  it('validates the body, naming the field', async () => {
    const id = await openJob(t, client, admin);
    const response = await accept(t, driver, id, { driverId: 'me' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/driverId/);
  });
});
