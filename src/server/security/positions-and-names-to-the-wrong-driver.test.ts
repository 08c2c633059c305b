/**
 * Positions and names to the wrong driver. A driver reads an order's positions, names and contacts
 * only while it holds the job: after a driver hands a job back, the next one did read the first
 * one's exact positions in /tracking and /trail; any approved driver read the client's full name
 * in the tracking of an open job; drivers not yet approved received live frames about open jobs,
 * and every driver received the frames of a job offered to one other, piece and temperature alerts
 * included. Each is asked here.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/index';
import { publishExcursion } from '../modules/order-status/alerts';
import { publishPieceAlert } from '../modules/order-status/index';
import { connectLive, type LiveClient } from '../realtime/test-client';
import { HOUSTON_BOOKING, patchOrder } from '../test/orders';
import {
  accept,
  driverTestApp,
  newDriver,
  openJob,
  postLocation,
  step,
} from '../modules/driver-jobs/test-support';
import {
  confirmedOrder,
  everyoneOffShift,
  pickupOf,
  placeDriver,
  setRules,
} from '../modules/auto-dispatch/test-support';

type Ctx = Awaited<ReturnType<typeof driverTestApp>>;
let c: Ctx;
let wsUrl: string;
let clientName: string[];
beforeAll(async () => {
  c = await driverTestApp();
  wsUrl = `${(await c.t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
  const me = (await c.t.request({ method: 'GET', url: '/api/auth/me', token: c.client })).json();
  clientName = [me.firstName, me.lastName];
});
afterAll(async () => c.t.close());

const live = (token: string) => connectLive(wsUrl, { authorization: `Bearer ${token}` });
/** A point no one else in these tests stands at: the first driver's, to look for later. */
const FIRST = { latitude: 29.7811, longitude: -95.3911 };

describe('positions and names to the wrong driver', () => {
  it("after a hand-back, the next driver reads none of the first driver's positions or name", async () => {
    const id = await openJob(c.t, c.client, c.admin);
    const first = await newDriver(c.t);
    expect((await accept(c.t, first.token, id)).statusCode).toBe(200);
    expect((await step(c.t, first.token, id, 'pickup_scheduled')).statusCode).toBe(200);
    expect((await postLocation(c.t, first.token, id, FIRST)).statusCode).toBe(201);
    const handBack = { reason: 'Flat tyre' };
    const declined = await c.t.request({
      method: 'POST',
      url: `/api/orders/${id}/decline`,
      token: first.token,
      payload: handBack,
    });
    expect(declined.statusCode).toBe(200);

    const next = await newDriver(c.t);
    expect((await accept(c.t, next.token, id)).statusCode).toBe(200);
    const firstMe = (await c.t.as(first.token).get('/api/auth/me')).json();

    // Dispatch still reads the first driver's path: the positions exist, they are just not the next driver's.
    const dispatchTrail = (await c.t.as(c.admin).get(`/api/orders/${id}/trail`)).json();
    expect(dispatchTrail.positions).toContainEqual(expect.objectContaining(FIRST));

    const trail = await c.t.as(next.token).get(`/api/orders/${id}/trail`);
    expect(trail.statusCode).toBe(200);
    expect(trail.json().positions).toEqual([]);

    const tracking = await c.t.as(next.token).get(`/api/orders/${id}/tracking`);
    expect(tracking.statusCode).toBe(200);
    const events = tracking.json() as Array<{
      id: number;
      latitude: number | null;
      actor: { id: number } | null;
    }>;
    expect(events.length).toBeGreaterThan(3);
    expect(events.some((e) => e.actor?.id === firstMe.id)).toBe(false);
    // The hand-back step was taken where the first driver stood; its point is not shown either.
    const dispatchEvents = (await c.t.as(c.admin).get(`/api/orders/${id}/tracking`)).json() as typeof events;
    const firstsSteps = dispatchEvents.filter((e) => e.actor?.id === firstMe.id).map((e) => e.id);
    expect(firstsSteps.length).toBeGreaterThan(0);
    for (const e of events.filter((x) => firstsSteps.includes(x.id))) expect(e.latitude).toBeNull();

    // The next driver's own steps keep who took them.
    expect(events.some((e) => e.actor?.id === (next.userId as number))).toBe(true);
  });

  it("an open job's tracking and the board show a driver when things happened, never the client's name", async () => {
    const id = await openJob(c.t, c.client, c.admin);
    const looking = await newDriver(c.t);
    const tracking = await c.t.as(looking.token).get(`/api/orders/${id}/tracking`);
    expect(tracking.statusCode).toBe(200);
    const events = tracking.json() as Array<Record<string, unknown>>;
    expect(events.length).toBeGreaterThan(0);
    for (const e of events)
      expect(e).toMatchObject({ actor: null, note: null, latitude: null, longitude: null });
    const board = await c.t.as(looking.token).get('/api/orders/available');
    for (const body of [tracking.body, board.body]) {
      expect(body).not.toContain(`${clientName[0]} ${clientName[1]}`);
      expect(body).not.toContain(`"${clientName[1]}"`);
      expect(body).not.toContain(HOUSTON_BOOKING.deliveryContactName);
      expect(body).not.toContain(HOUSTON_BOOKING.deliveryContactPhone);
    }
    // The client and dispatch still see who placed the order.
    const own = (await c.t.as(c.client).get(`/api/orders/${id}/tracking`)).json() as Array<{
      actor: unknown;
    }>;
    expect(own.some((e) => e.actor !== null)).toBe(true);
  });

  it('frames about open jobs reach approved drivers, not a driver still waiting for approval', async () => {
    const approved = await newDriver(c.t);
    const pending = await newDriver(c.t, false, false);
    const sockets: LiveClient[] = [await live(approved.token), await live(pending.token)];
    try {
      const id = await openJob(c.t, c.client, c.admin);
      const aboutIt = (f: Record<string, unknown>) => (f.order as { id?: number } | undefined)?.id === id;
      await sockets[0]!.next(aboutIt);
      // Approval reaches an open socket: from then on it hears open jobs too.
      const approve = await c.t.request({
        method: 'POST',
        url: `/api/drivers/${pending.driverId}/approve`,
        token: c.admin,
      });
      expect(approve.statusCode).toBe(200);
      const later = await openJob(c.t, c.client, c.admin);
      await sockets[1]!.next((f) => (f.order as { id?: number } | undefined)?.id === later);
      expect(sockets[1]!.frames.some(aboutIt)).toBe(false);
    } finally {
      for (const s of sockets) s.close();
    }
  });

  it('a job offered to one driver: its frames reach that driver, not the others', async () => {
    await everyoneOffShift(c.t);
    expect((await setRules(c.t, c.admin, { maxOffers: 1 })).statusCode).toBe(200);
    try {
      const probe = await openJob(c.t, c.client, c.admin);
      const pickup = await pickupOf(c.t, probe);
      await patchOrder(c.t, c.admin, probe, 'cancelled');
      const offered = await placeDriver(c.t, pickup, 1);
      const bystander = await placeDriver(c.t, pickup, 30);
      const sockets = [await live(offered.token), await live(bystander.token), await live(c.admin)];
      try {
        const id = await confirmedOrder(c.t, c.client, c.admin);
        const aboutIt = (f: Record<string, unknown>) =>
          (f.order as { id?: number } | undefined)?.id === id || f.orderId === id;
        await sockets[0]!.next((f) => f.type === 'job_offer' && f.orderId === id);
        await sockets[0]!.next((f) => f.type === 'order_status_update' && aboutIt(f));
        // Dispatch hears the whole story; a frame to the bystander would be ahead of its pong.
        await sockets[2]!.next(
          (f) => f.type === 'tracking_update' && (f.event as { orderId: number }).orderId === id,
        );
        await sockets[1]!.roundTrip();
        expect(sockets[1]!.frames.filter(aboutIt)).toEqual([]);
      } finally {
        for (const s of sockets) s.close();
      }
    } finally {
      await setRules(c.t, c.admin, { enabled: false });
    }
  });

  it('piece and temperature alerts on an open job reach the driver offered it, never another driver', async () => {
    const chosen = await newDriver(c.t);
    const bystander = await newDriver(c.t);
    const sockets = [await live(chosen.token), await live(bystander.token), await live(c.admin)];
    try {
      const id = await openJob(c.t, c.client, c.admin);
      const [order] = await c.t.db.select().from(orders).where(eq(orders.id, id));
      // The bystander, an approved driver, hears the open job itself: its socket is listening.
      await sockets[1]!.next((f) => (f.order as { id?: number } | undefined)?.id === id);
      const offered = { before: null, now: chosen.driverId };
      await c.t.db.transaction(async (tx) => {
        const at = { id: 1, createdAt: new Date() };
        await publishPieceAlert(tx, order!, at, 'Piece 1 of 2 (LBL-1) damaged', 'Piece exception', offered);
        await publishExcursion(tx, order!, at, 'Cooler read 14 °C', offered);
      });
      const alertOf = (text: string) => (f: Record<string, unknown>) =>
        f.type === 'tracking_update' && (f.event as { alert?: string }).alert === text;
      for (const s of [sockets[0]!, sockets[2]!]) {
        await s.next(alertOf('Piece 1 of 2 (LBL-1) damaged'));
        await s.next(alertOf('Cooler read 14 °C'));
      }
      // A frame to the bystander would be ahead of its pong (as in the offered-job case above).
      await sockets[1]!.roundTrip();
      const anyAlert = (f: Record<string, unknown>) =>
        f.type === 'tracking_update' && (f.event as { alert?: string }).alert !== undefined;
      expect(sockets[1]!.frames.filter(anyAlert)).toEqual([]);
    } finally {
      for (const s of sockets) s.close();
    }
  });
});
