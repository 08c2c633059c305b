/**
 * A client follows its driver only while its own job is under way (Start Job
 * to delivery: pickup_scheduled, pickup_complete, in_transit). Told by lying: a client whose order
 * driver X delivered, and whose other order X holds but has not started, while X drives another
 * client's job, finds no position in any answer or frame; the other client and dispatch do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../../realtime/test-client';
import { bearer, DEMO, uniqueName } from '../../test/helper';
import {
  accept,
  driverTestApp,
  newDriver,
  openJob,
  postLocation,
  step,
  type TestDriver,
} from './test-support';

type Ctx = Awaited<ReturnType<typeof driverTestApp>>;
let c: Ctx;
let wsUrl: string;
let x: TestDriver;
let otherClient: { token: string; id: number };
let delivered: number;
let notStarted: number;
let underWay: number;

const HERE = { latitude: 29.7519, longitude: -95.3621 };

async function registerClient() {
  const username = uniqueName('cli');
  const response = await c.t.signUp({
    username,
    email: `${username}@example.com`,
    password: 'Client-pass1',
    firstName: 'Other',
    lastName: 'Client',
    role: 'client',
  });
  expect(response.statusCode).toBe(201);
  return { token: response.json().sessionToken as string, id: response.json().user.id as number };
}

beforeAll(async () => {
  c = await driverTestApp();
  const address = await c.t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
  x = await newDriver(c.t);
  otherClient = await registerClient();

  delivered = await openJob(c.t, c.client, c.admin);
  expect((await accept(c.t, x.token, delivered)).statusCode).toBe(200);
  for (const status of ['pickup_scheduled', 'pickup_complete', 'in_transit']) {
    expect((await step(c.t, x.token, delivered, status)).statusCode).toBe(200);
  }
  expect((await postLocation(c.t, x.token, delivered, HERE)).statusCode).toBe(201);
  expect((await step(c.t, x.token, delivered, 'delivered')).statusCode).toBe(200);

  underWay = await openJob(c.t, otherClient.token, c.admin);
  expect((await accept(c.t, x.token, underWay)).statusCode).toBe(200);
  expect((await step(c.t, x.token, underWay, 'pickup_scheduled')).statusCode).toBe(200);

  notStarted = await openJob(c.t, c.client, c.admin);
  expect((await accept(c.t, x.token, notStarted)).statusCode).toBe(200);

  expect((await postLocation(c.t, x.token, underWay, HERE)).statusCode).toBe(201);
});
afterAll(async () => c.t.close());

const driverOf = (order: { driver?: { currentLatitude: string | null } | null }) => order.driver;

describe('a driver position outlives no job', () => {
  it('shows the client no position on its delivered order or on a job not yet started', async () => {
    for (const id of [delivered, notStarted]) {
      const order = (await c.t.as(c.client).get(`/api/orders/${id}`)).json();
      expect(order.driverId).toBe(x.driverId);
      expect(driverOf(order)).toMatchObject({ currentLatitude: null, currentLongitude: null });
    }
    const list = await c.t.as(c.client).get('/api/orders/client/2?limit=20');
    const mine = list.json().filter((o: { id: number }) => [delivered, notStarted].includes(o.id));
    expect(mine).toHaveLength(2);
    for (const order of mine) expect(driverOf(order)).toMatchObject({ currentLatitude: null });
    expect(list.body).not.toContain(HERE.latitude.toFixed(6));
  });

  it('shows the recipient link of the delivered order no position', async () => {
    const link = await c.t.as(c.client).get(`/api/orders/${delivered}/public-link`);
    const token = (link.json().path as string).split('/').pop();
    const tracked = await c.t.request({ method: 'GET', url: `/api/public/track/${token}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().position).toBeNull();
  });

  it('shows the client whose job is under way, dispatch and the driver itself the position', async () => {
    const theirs = (await c.t.as(otherClient.token).get(`/api/orders/${underWay}`)).json();
    expect(driverOf(theirs)).toMatchObject({ currentLatitude: HERE.latitude.toFixed(6) });
    for (const [token, id] of [
      [c.admin, delivered],
      [x.token, notStarted],
    ] as const) {
      const order = (await c.t.as(token).get(`/api/orders/${id}`)).json();
      expect(driverOf(order)).toMatchObject({ currentLatitude: HERE.latitude.toFixed(6) });
    }
  });

  it('sends driver_location_update to a client only for its job under way', async () => {
    const [mine, theirs, admin] = await Promise.all([
      connectLive(wsUrl, bearer(c.client)),
      connectLive(wsUrl, bearer(otherClient.token)),
      connectLive(wsUrl, bearer(await c.t.login(DEMO.admin.username, DEMO.admin.password))),
    ]);
    try {
      const at = (n: number) => new Date(Date.now() + n * 1000).toISOString();
      // X's job for the other client is under way; its own job for this client is only assigned.
      expect(
        (await postLocation(c.t, x.token, underWay, { ...HERE, latitude: 29.76, timestamp: at(1) }))
          .statusCode,
      ).toBe(201);
      expect(
        (await postLocation(c.t, x.token, notStarted, { ...HERE, latitude: 29.77, timestamp: at(2) }))
          .statusCode,
      ).toBe(201);
      const isFix = (id: number) => (f: Record<string, unknown>) =>
        f.type === 'driver_location_update' && f.orderId === id;
      await theirs.next(isFix(underWay));
      await admin.next(isFix(underWay));
      await admin.next(isFix(notStarted));
      // Dispatch heard both: a frame to either client would be ahead of its pong.
      await Promise.all([mine.roundTrip(), theirs.roundTrip()]);
      expect(mine.frames.filter((f) => f.type === 'driver_location_update')).toEqual([]);
      expect(theirs.frames.filter(isFix(notStarted))).toEqual([]);
    } finally {
      for (const socket of [mine, theirs, admin]) socket.close();
    }
  });
});
