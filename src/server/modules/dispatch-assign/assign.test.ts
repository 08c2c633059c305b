import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, drivers, orders, trackingEvents, users } from '../../db/schema/index';
import { connectLive } from '../../realtime/test-client';
import type { TestApp } from '../../test/helper';
import { bookOrder, patchOrder } from '../../test/orders';
import { adminTestApp, allowStatewideReach } from '../../test/console';

let t: TestApp;
let admin: string;
let client: string;
let driver: string;
beforeAll(async () => {
  ({ t, admin, client, driver } = await adminTestApp());
  await allowStatewideReach(t, admin);
});
afterAll(async () => t.close());

const assign = (orderId: number, driverId: unknown, token = admin) =>
  t.request({ method: 'POST', url: `/api/orders/${orderId}/assign`, token, payload: { driverId } });

async function driverId(username: string) {
  const [row] = await t.db
    .select({ id: drivers.id })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(users.username, username));
  return row!.id;
}
const driverStatus = async (id: number) =>
  (await t.db.select({ s: drivers.status }).from(drivers).where(eq(drivers.id, id)))[0]!.s;
const setDriverStatus = (id: number, status: 'available' | 'busy' | 'offline') =>
  t.db.update(drivers).set({ status }).where(eq(drivers.id, id));
const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A booked, approved order: confirmed, with no driver. */
async function openJob() {
  const id = await bookOrder(t, client);
  expect((await patchOrder(t, admin, id, 'confirmed')).statusCode).toBe(200);
  return id;
}

describe('POST /api/orders/{id}/assign', () => {
  it('assigns a confirmed order to an available driver: busy driver, tracking event, audit', async () => {
    const job = await openJob();
    const tom = await driverId('driver.tom');
    const response = await assign(job, tom);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: job,
      status: 'assigned',
      driverId: tom,
      driver: { id: tom },
    });
    expect(await driverStatus(tom)).toBe('busy');
    const events = await t.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.orderId, job))
      .orderBy(asc(trackingEvents.id));
    expect(events.map((e) => e.status)).toEqual(['pending', 'confirmed', 'assigned']);
    expect(events.at(-1)!.actorUserId).toBe(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order_assign'), eq(auditLog.entityId, job)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ driverId: tom });

    // Assigned already: a second assignment, to anyone, is refused and changes nothing.
    const ethan = await driverId('driver.ethan');
    const again = await assign(job, ethan);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('JOB_TAKEN');
    expect(await driverStatus(ethan)).toBe('available');
    expect((await orderOf(job)).driverId).toBe(tom);
  });

  it('accepts the driver id as digits in a string, as a select sends it', async () => {
    const job = await openJob();
    const miguel = await driverId('driver.miguel');
    expect((await assign(job, String(miguel))).statusCode).toBe(200);
    await setDriverStatus(miguel, 'available');
  });

  it('refuses a pending order with 409', async () => {
    const pending = await bookOrder(t, client);
    const ethan = await driverId('driver.ethan');
    const response = await assign(pending, ethan);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    expect((await orderOf(pending)).status).toBe('pending');
    expect(await driverStatus(ethan)).toBe('available');
  });

  it('refuses offline and busy drivers with 409, unknown drivers and orders with 404', async () => {
    const job = await openJob();
    for (const username of ['driver.chris', 'driver.andre']) {
      const response = await assign(job, await driverId(username));
      expect(response.statusCode, username).toBe(409);
      expect(response.json().code).toBe('DRIVER_UNAVAILABLE');
    }
    expect((await assign(job, 999_999)).statusCode).toBe(404);
    expect((await assign(999_999, await driverId('driver.ethan'))).statusCode).toBe(404);
    expect(await orderOf(job)).toMatchObject({ status: 'confirmed', driverId: null });
  });

  it('refuses a driver farther than its maximum distance with 409 TOO_FAR, and leaves both as they were', async () => {
    const job = await openJob();
    const ethan = await driverId('driver.ethan');
    await t.db.update(drivers).set({ maxDistanceMiles: 50 }).where(eq(drivers.id, ethan));
    try {
      const response = await assign(job, ethan);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'TOO_FAR', message: /limit 50 mi/ });
      expect(response.json().message).not.toMatch(/try again/i);
      expect(await orderOf(job)).toMatchObject({ status: 'confirmed', driverId: null });
      expect(await driverStatus(ethan)).toBe('available');
      // The list dispatch chooses from says the same before any click.
      const near = await t.request({
        method: 'GET',
        url: `/api/drivers?near=${(await orderOf(job)).pickupLatitude},${(await orderOf(job)).pickupLongitude}`,
        token: admin,
      });
      expect(near.json().find((d: { id: number }) => d.id === ethan)).toMatchObject({ reachMiles: 50 });
    } finally {
      await t.db.update(drivers).set({ maxDistanceMiles: null }).where(eq(drivers.id, ethan));
    }
  });

  it('validates the body, naming the field, and refuses a client before reading it', async () => {
    const job = await openJob();
    for (const body of [{}, { driverId: 'abc' }, { driverId: 0 }, { driverId: 1.5 }, { driverId: true }]) {
      const response = await t.request({
        method: 'POST',
        url: `/api/orders/${job}/assign`,
        token: admin,
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[0].path).toBe('driverId');
    }
    const ethan = await driverId('driver.ethan');
    expect((await assign(job, 'abc', client)).statusCode).toBe(403);
    expect(await driverStatus(ethan)).toBe('available');
  });

  it('of two dispatchers assigning one job to two drivers at once, exactly one wins', async () => {
    const [a, b] = [await driverId('driver.ethan'), await driverId('driver.hannah')];
    for (let round = 0; round < 5; round++) {
      await Promise.all([setDriverStatus(a, 'available'), setDriverStatus(b, 'available')]);
      const job = await openJob();
      const results = await Promise.all([assign(job, a), assign(job, b)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results[0]!.statusCode === 200 ? a : b;
      const loser = winner === a ? b : a;
      expect(await orderOf(job)).toMatchObject({ status: 'assigned', driverId: winner });
      // The loser's transaction rolled back: its driver is not left busy without the job.
      expect(await driverStatus(loser)).toBe('available');
      const events = await t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, job));
      expect(events.filter((e) => e.status === 'assigned')).toHaveLength(1);
    }
  });

  it('of two dispatchers giving one driver two jobs at once, exactly one wins', async () => {
    const hannah = await driverId('driver.hannah');
    for (let round = 0; round < 5; round++) {
      await setDriverStatus(hannah, 'available');
      const [first, second] = [await openJob(), await openJob()];
      const results = await Promise.all([assign(first, hannah), assign(second, hannah)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const lost = results.find((r) => r.statusCode === 409)!;
      expect(lost.json().code).toBe('DRIVER_UNAVAILABLE');
      const jobs = [await orderOf(first), await orderOf(second)];
      expect(jobs.filter((j) => j.driverId === hannah)).toHaveLength(1);
      expect(jobs.filter((j) => j.status === 'confirmed' && j.driverId === null)).toHaveLength(1);
      expect(await driverStatus(hannah)).toBe('busy');
    }
  });

  it('of a dispatcher assigning a job and a driver accepting it at once, exactly one wins', async () => {
    const james = await driverId('driver');
    const tom = await driverId('driver.tom');
    const accept = (job: number) =>
      t.request({ method: 'POST', url: `/api/orders/${job}/accept`, token: driver, payload: {} });
    // The driver accepting is the one being assigned (both lock it), then another one (they meet
    // only on the order). Each time one answer is 200 and the other 409, never a deadlock's 500.
    for (const assignee of [james, tom, james, tom]) {
      await Promise.all([setDriverStatus(james, 'available'), setDriverStatus(tom, 'available')]);
      const job = await openJob();
      const results = await Promise.all([assign(job, assignee), accept(job)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const order = await orderOf(job);
      expect(order.status).toBe('assigned');
      expect(order.driverId).toBe(results[0]!.statusCode === 200 ? assignee : james);
      const events = await t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, job));
      expect(events.filter((e) => e.status === 'assigned')).toHaveLength(1);
      // James finishes nothing here: put his job back so he may accept the next one.
      await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, job));
    }
  });

  it('tells the client and the assigned driver with order_assigned frames', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address.replace('http', 'ws')}/ws`;
    const james = await driverId('driver');
    await setDriverStatus(james, 'available');
    const job = await openJob();
    const sockets = await Promise.all(
      [client, driver].map((token) => connectLive(url, { authorization: `Bearer ${token}` })),
    );
    try {
      expect((await assign(job, james)).statusCode).toBe(200);
      for (const socket of sockets) {
        expect(
          await socket.next((f) => f.type === 'order_assigned' && (f.order as { id: number }).id === job),
        ).toMatchObject({ order: { id: job, status: 'assigned', driverId: james, clientId: 2 } });
      }
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});
