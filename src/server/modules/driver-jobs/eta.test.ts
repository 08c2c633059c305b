/** The live ETA follows the driver's position, and a job running past its promise is flagged. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationUpdates } from '../../db/schema/index';
import { connectLive } from '../../realtime/test-client';
import { bearer, type TestApp } from '../../test/helper';
import { acceptedJob, driverTestApp, postLocation, step } from './test-support';

let t: TestApp;
let admin: string;
let client: string;
let wsUrl: string;
beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
});
afterAll(async () => t.close());

const FAR = { latitude: 30.2672, longitude: -97.7431 }; // Austin, about 150 road miles out
const NEAR = { latitude: 29.7101, longitude: -95.3995 }; // a few blocks from the pickup
const AMARILLO = { latitude: 35.222, longitude: -101.8313 }; // a day's drive away

const orderAs = async (token: string, id: number) =>
  (await t.request({ method: 'GET', url: `/api/orders/${id}`, token })).json();

describe('live ETA', () => {
  it('is recomputed on each position: nearer is sooner, in the answers and the live frame', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    expect((await orderAs(client, id)).etaAt).toBeNull();
    // The client follows the driver's position only once its job is under way (Start Job).
    expect((await step(t, d.token, id, 'pickup_scheduled')).statusCode).toBe(200);
    const socket = await connectLive(wsUrl, bearer(client));
    try {
      const at = (offset: number) => new Date(Date.now() - offset).toISOString();
      expect((await postLocation(t, d.token, id, { ...FAR, timestamp: at(20_000) })).statusCode).toBe(201);
      const far = await orderAs(client, id);
      expect(Date.parse(far.etaAt)).toBeGreaterThan(Date.now() + 2 * 3_600_000);

      expect((await postLocation(t, d.token, id, { ...NEAR, timestamp: at(10_000) })).statusCode).toBe(201);
      const near = await orderAs(client, id);
      expect(Date.parse(near.etaAt)).toBeLessThan(Date.parse(far.etaAt));
      const frame = await socket.next(
        (f) => f.type === 'driver_location_update' && f.orderId === id && f.latitude === NEAR.latitude,
      );
      expect(frame.etaAt).toBe(near.etaAt);

      // A fix that arrives late (taken before the newest) does not move the ETA back.
      expect((await postLocation(t, d.token, id, { ...FAR, timestamp: at(15_000) })).statusCode).toBe(201);
      expect((await orderAs(client, id)).etaAt).toBe(near.etaAt);
    } finally {
      socket.close();
    }
  });

  it('after pickup counts only the leg to the recipient', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    expect((await postLocation(t, d.token, id, NEAR)).statusCode).toBe(201);
    const before = Date.parse((await orderAs(d.token, id)).etaAt);
    expect((await step(t, d.token, id, 'pickup_scheduled')).statusCode).toBe(200);
    expect((await step(t, d.token, id, 'pickup_complete')).statusCode).toBe(200);
    expect((await postLocation(t, d.token, id, NEAR)).statusCode).toBe(201);
    // No pickup leg left: the handling time of one stop less.
    expect(Date.parse((await orderAs(d.token, id)).etaAt)).toBeLessThan(before);
  });

  it('follows an order changed between two posts, by this server or any other', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    expect((await step(t, d.token, id, 'pickup_scheduled')).statusCode).toBe(200);
    expect((await step(t, d.token, id, 'pickup_complete')).statusCode).toBe(200);
    expect((await postLocation(t, d.token, id, NEAR)).statusCode).toBe(201);
    const before = Date.parse((await orderAs(d.token, id)).etaAt);
    // The drop moved about 150 road miles away, written past this server's routes.
    await t.db.execute(
      sql`update orders set delivery_latitude = ${FAR.latitude}, delivery_longitude = ${FAR.longitude} where id = ${id}`,
    );
    expect((await postLocation(t, d.token, id, NEAR)).statusCode).toBe(201);
    expect(Date.parse((await orderAs(d.token, id)).etaAt)).toBeGreaterThan(before + 2 * 3_600_000);
    // Each post stored its fix once.
    expect(await t.db.select().from(locationUpdates).where(eq(locationUpdates.orderId, id))).toHaveLength(2);
  });

  // PGlite runs one transaction at a time: no other can hold a row while a post is written.
  it.skipIf(!process.env.DATABASE_URL)(
    'leaves the ETA to the next fix while another transaction holds the order, and stores the fix',
    async () => {
      const { id, d } = await acceptedJob(t, client, admin);
      // A status change or a dispatcher's edit that has written the order's row and not yet committed.
      let release!: () => void;
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const holder = t.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set updated_at = now() where id = ${id}`);
        holding();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await held;
      try {
        const posted = await postLocation(t, d.token, id, NEAR);
        expect(posted.statusCode).toBe(201);
        expect(posted.json().current).toBe(true);
        const stored = await t.db.select().from(locationUpdates).where(eq(locationUpdates.orderId, id));
        expect(stored).toHaveLength(1);
      } finally {
        release();
        await holder;
      }
      expect((await orderAs(client, id)).etaAt).toBeNull();
      expect((await postLocation(t, d.token, id, NEAR)).statusCode).toBe(201);
      expect(Date.parse((await orderAs(client, id)).etaAt)).toBeGreaterThan(Date.now());
    },
  );

  it('flags a job late to dispatch, with a live frame the client does not get', async () => {
    const { id, d } = await acceptedJob(t, client, admin, { priority: 'emergency' });
    const [desk, own] = await Promise.all([
      connectLive(wsUrl, bearer(admin)),
      connectLive(wsUrl, bearer(client)),
    ]);
    try {
      expect((await postLocation(t, d.token, id, AMARILLO)).statusCode).toBe(201);
      const frame = await desk.next((f) => f.type === 'order_late' && f.orderId === id);
      expect(Date.parse(frame.etaAt as string)).toBeGreaterThan(Date.parse(frame.promisedBy as string));
      const list = await t.request({ method: 'GET', url: '/api/orders?limit=100', token: admin });
      expect(list.json().find((o: { id: number }) => o.id === id)).toMatchObject({ etaLate: true });
      expect((await orderAs(client, id)).etaLate).toBe(true);
      // The desk heard it: a frame to the client would be ahead of this pong.
      await own.roundTrip();
      expect(own.frames.some((f) => f.type === 'order_late')).toBe(false);
    } finally {
      desk.close();
      own.close();
    }
  });

  it('is cleared when the driver hands the job back', async () => {
    const { id, d } = await acceptedJob(t, client, admin);
    expect((await postLocation(t, d.token, id, NEAR)).statusCode).toBe(201);
    const declined = await t.request({
      method: 'POST',
      url: `/api/orders/${id}/decline`,
      token: d.token,
      payload: { reason: 'Called away' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ etaAt: null, etaLate: false });
  });
});
