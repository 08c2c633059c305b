/**
 * Auto-dispatch through the API, on PGlite and on PostgreSQL (DATABASE_URL): the
 * nearest eligible driver is offered the order, an unanswered or declined offer moves on, the
 * order is escalated with the reason, and a manual assignment racing an acceptance has one winner.
 * Time moves by handing the worker a later clock, not by sleeping.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dispatchPlans, drivers, orders } from '../../db/schema/index';
import { connectLive } from '../../realtime/test-client';
import type { TestApp } from '../../test/helper';
import { bookOrder, patchOrder } from '../../test/orders';
import { accept, driverTestApp } from '../driver-jobs/test-support';
import {
  assign,
  board,
  confirmedOrder,
  declineOffer,
  everyoneOffShift,
  later,
  logOf,
  pickupOf,
  placeDriver,
  setRules,
} from './test-support';
import { runAutoDispatchTick } from './worker';

let t: TestApp;
let admin: string;
let client: string;
let pickup: { latitude: number; longitude: number };

beforeAll(async () => {
  ({ t, admin, client } = await driverTestApp());
  // Every booking of these tests has the same pickup: learn where it is once.
  const probe = await bookOrder(t, client);
  pickup = await pickupOf(t, probe);
});
afterAll(async () => t.close());
beforeEach(async () => {
  await everyoneOffShift(t);
  expect((await setRules(t, admin, {})).statusCode).toBe(200);
});

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('the rules', () => {
  it('are validated field by field, and start off', async () => {
    const fresh = await driverTestApp();
    try {
      const initial = await fresh.t.request({
        method: 'GET',
        url: '/api/admin/auto-dispatch',
        token: fresh.admin,
      });
      expect(initial.json()).toMatchObject({ enabled: false, offerTimeoutSeconds: 60, updatedAt: null });
      const bad = await setRules(fresh.t, fresh.admin, { offerTimeoutSeconds: 2 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/offerTimeoutSeconds/);
      const good = await setRules(fresh.t, fresh.admin, { offerTimeoutSeconds: 90, maxOffers: 4 });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toMatchObject({ enabled: true, offerTimeoutSeconds: 90, maxOffers: 4 });
    } finally {
      await fresh.t.close();
    }
  });

  it('off: a confirmed order is offered to nobody', async () => {
    await setRules(t, admin, { enabled: false });
    await placeDriver(t, pickup, 1);
    const id = await confirmedOrder(t, client, admin);
    const log = await logOf(t, admin, id);
    expect(log.openOffer).toBeNull();
    expect(log.log).toEqual([]);
  });
});

describe('capabilities and distance', () => {
  it('switched on, takes up the orders already confirmed and waiting', async () => {
    await setRules(t, admin, { enabled: false });
    const near = await placeDriver(t, pickup, 2);
    const waiting = await confirmedOrder(t, client, admin);
    expect((await logOf(t, admin, waiting)).openOffer).toBeNull();
    expect((await setRules(t, admin, { enabled: true })).statusCode).toBe(200);
    expect((await logOf(t, admin, waiting)).openOffer?.driverId).toBe(near.driverId);
    await patchOrder(t, admin, waiting, 'cancelled');
  });

  it('offers nobody beyond the maximum distance, unless the setting or the driver allows more', async () => {
    const far = await placeDriver(t, pickup, 60);
    const beyond = await confirmedOrder(t, client, admin);
    const log = await logOf(t, admin, beyond);
    expect(log.openOffer).toBeNull();
    expect(log.escalation?.reason).toBe('No eligible driver on shift');

    await t.db.update(drivers).set({ maxDistanceMiles: 80 }).where(eq(drivers.id, far.driverId));
    const ownLimit = await confirmedOrder(t, client, admin);
    expect((await logOf(t, admin, ownLimit)).openOffer?.driverId).toBe(far.driverId);
    for (const id of [beyond, ownLimit]) await patchOrder(t, admin, id, 'cancelled');
  });

  it('offers equipment only to a vehicle large enough', async () => {
    const car = await placeDriver(t, pickup, 1);
    const suv = await placeDriver(t, pickup, 5);
    await t.db.update(drivers).set({ vehicleSize: 'car' }).where(eq(drivers.id, car.driverId));
    await t.db.update(drivers).set({ vehicleSize: 'suv' }).where(eq(drivers.id, suv.driverId));
    const id = await confirmedOrder(t, client, admin, { serviceType: 'medical_equipment' });
    expect((await logOf(t, admin, id)).openOffer?.driverId).toBe(suv.driverId);
    await patchOrder(t, admin, id, 'cancelled');
  });
});

describe('offering', () => {
  it('offers to the nearest eligible driver, not an off-shift, unapproved, full or warm one', async () => {
    // Capacity 1: this driver already holds a job (assigned by dispatch while auto-dispatch is off).
    await setRules(t, admin, { enabled: false });
    const full = await placeDriver(t, pickup, 2);
    const held = await confirmedOrder(t, client, admin);
    expect((await assign(t, admin, held, full.driverId)).statusCode).toBe(200);
    await setRules(t, admin, {});

    await placeDriver(t, pickup, 0.5, { onShift: false });
    await placeDriver(t, pickup, 1, { approved: false });
    await placeDriver(t, pickup, 3, { coldChain: false });
    const chosen = await placeDriver(t, pickup, 5);
    const other = await placeDriver(t, pickup, 8);

    const id = await confirmedOrder(t, client, admin, { temperatureClass: 'refrigerated' });
    const log = await logOf(t, admin, id);
    expect(log.openOffer).toMatchObject({ driverId: chosen.driverId });
    expect(log.log).toHaveLength(1);
    expect(log.log[0]).toMatchObject({ kind: 'offered', driverId: chosen.driverId, distance: '5.0' });
    expect(log.log[0]!.message).toMatch(/5\.0 mi/);

    // Visible to the offered driver alone, with its deadline; anyone else is refused.
    const mine = (await board(t, chosen.token)).find((job) => job.id === id);
    expect(mine?.offerExpiresAt).toBe(log.openOffer!.expiresAt);
    expect((await board(t, other.token)).some((job) => job.id === id)).toBe(false);
    const snatch = await accept(t, other.token, id);
    expect(snatch.statusCode).toBe(409);
    expect(snatch.json().code).toBe('JOB_TAKEN');

    // The offered driver takes it through the ordinary accept.
    expect((await accept(t, chosen.token, id)).statusCode).toBe(200);
    const after = await logOf(t, admin, id);
    expect(after.openOffer).toBeNull();
    expect(after.log.map((e) => e.kind)).toEqual(['offered', 'accepted']);
    expect((await orderRow(id)).driverId).toBe(chosen.driverId);
  });

  it('offers along dispatch’s day plan: the driver whose route holds the order comes before a nearer one', async () => {
    const near = await placeDriver(t, pickup, 1);
    const planned = await placeDriver(t, pickup, 6);
    const id = await bookOrder(t, client);
    await t.db.insert(dispatchPlans).values({
      status: 'proposed',
      routes: [
        {
          driverId: planned.driverId,
          stops: [
            { orderId: id, kind: 'pickup' },
            { orderId: id, kind: 'delivery' },
          ],
        },
      ],
      pins: [],
      view: { routes: [], unserved: [], violations: [], totals: { drivers: 1, orders: 1, miles: '0.0' } },
    });
    try {
      expect((await patchOrder(t, admin, id, 'confirmed')).statusCode).toBe(200);
      const log = await logOf(t, admin, id);
      expect(log.openOffer).toMatchObject({ driverId: planned.driverId });
      expect(log.log[0]!.message).toMatch(/day plan/);
      // Declined there, the next offer goes nearest-first again.
      expect((await declineOffer(t, planned.token, id)).statusCode).toBe(200);
      expect((await logOf(t, admin, id)).openOffer).toMatchObject({ driverId: near.driverId });
    } finally {
      await t.db.delete(dispatchPlans);
    }
  });

  it('moves to the next driver when an offer runs out, then escalates with the reason', async () => {
    await setRules(t, admin, { maxOffers: 2 });
    const first = await placeDriver(t, pickup, 1);
    const second = await placeDriver(t, pickup, 2);
    const third = await placeDriver(t, pickup, 3);
    const id = await confirmedOrder(t, client, admin);
    expect((await logOf(t, admin, id)).openOffer?.driverId).toBe(first.driverId);

    // Not yet due: nothing moves.
    await runAutoDispatchTick(t.db, later(30));
    expect((await logOf(t, admin, id)).openOffer?.driverId).toBe(first.driverId);

    await runAutoDispatchTick(t.db, later(61));
    const moved = await logOf(t, admin, id);
    expect(moved.openOffer?.driverId).toBe(second.driverId);
    expect((await board(t, first.token)).some((job) => job.id === id)).toBe(false);

    await runAutoDispatchTick(t.db, later(125));
    const given = await logOf(t, admin, id);
    expect(given.openOffer).toBeNull();
    expect(given.escalation?.reason).toBe('2 drivers did not answer');
    expect(given.log.map((e) => e.kind)).toEqual(['offered', 'expired', 'offered', 'expired', 'escalated']);
    const flagged = await t.request({
      method: 'GET',
      url: '/api/admin/auto-dispatch/escalations',
      token: admin,
    });
    expect(flagged.json()).toContainEqual(expect.objectContaining({ orderId: id }));

    // Back on the open board for everyone; dispatch assigns and the flag goes.
    expect((await board(t, third.token)).some((job) => job.id === id)).toBe(true);
    expect((await assign(t, admin, id, third.driverId)).statusCode).toBe(200);
    expect((await logOf(t, admin, id)).escalation).toBeNull();
  });

  it('a decline asks the next driver; nobody left escalates, naming why', async () => {
    const first = await placeDriver(t, pickup, 1);
    const second = await placeDriver(t, pickup, 2);
    const id = await confirmedOrder(t, client, admin);
    expect((await declineOffer(t, first.token, id)).statusCode).toBe(200);
    expect((await logOf(t, admin, id)).openOffer?.driverId).toBe(second.driverId);
    // A driver with no offer of this job cannot decline it.
    expect((await declineOffer(t, first.token, id)).statusCode).toBe(403);
    expect((await declineOffer(t, second.token, id)).statusCode).toBe(200);
    const log = await logOf(t, admin, id);
    expect(log.escalation?.reason).toBe('2 drivers declined; no other eligible driver on shift');
    expect(log.log[1]).toMatchObject({ kind: 'declined', driverId: first.driverId });
    expect(log.log[1]!.message).toMatch(/Too far for me now/);
  });

  it('escalates at once when no driver is eligible', async () => {
    await placeDriver(t, pickup, 1, { coldChain: false });
    const id = await confirmedOrder(t, client, admin, { temperatureClass: 'frozen' });
    const log = await logOf(t, admin, id);
    expect(log.escalation?.reason).toBe('No eligible driver on shift');
    expect(log.log.map((e) => e.kind)).toEqual(['escalated']);
    // Cancelled, it waits for nobody: the flag goes.
    expect((await patchOrder(t, admin, id, 'cancelled')).statusCode).toBe(200);
    expect((await logOf(t, admin, id)).escalation).toBeNull();
  });

  it('a job handed back is offered again, never to the driver who handed it back', async () => {
    const first = await placeDriver(t, pickup, 1);
    const second = await placeDriver(t, pickup, 2);
    const id = await confirmedOrder(t, client, admin);
    expect((await accept(t, first.token, id)).statusCode).toBe(200);
    expect((await declineOffer(t, first.token, id, 'Vehicle broke down')).statusCode).toBe(200);
    const log = await logOf(t, admin, id);
    expect(log.openOffer?.driverId).toBe(second.driverId);
    expect(log.log.map((e) => e.kind)).toEqual(['offered', 'accepted', 'declined', 'offered']);
  });
});

describe('live frames', () => {
  it('the offer reaches the offered driver alone; an escalation reaches admins, not clients', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address.replace('http', 'ws')}/ws`;
    const offered = await placeDriver(t, pickup, 1);
    const bystander = await placeDriver(t, pickup, 2);
    const sockets = await Promise.all(
      [offered.token, bystander.token, admin, client].map((token) =>
        connectLive(url, { authorization: `Bearer ${token}` }),
      ),
    );
    const [mine, theirs, dispatch, owner] = sockets;
    try {
      await setRules(t, admin, { maxOffers: 1 });
      const id = await confirmedOrder(t, client, admin);
      const isOffer = (f: Record<string, unknown>) => f.type === 'job_offer' && f.orderId === id;
      expect(await mine!.next(isOffer)).toMatchObject({ driverId: offered.driverId, open: true });
      expect(await dispatch!.next(isOffer)).toMatchObject({ driverId: offered.driverId });
      await runAutoDispatchTick(t.db, later(61));
      const isEscalation = (f: Record<string, unknown>) =>
        f.type === 'dispatch_escalation' && f.orderId === id;
      expect(await dispatch!.next(isEscalation)).toMatchObject({ reason: '1 driver did not answer' });
      // Give stray frames a moment to arrive, then check nobody else heard.
      await owner!.next((f) => f.type === 'order_status_update' && (f.order as { id: number }).id === id);
      expect(theirs!.frames.some(isOffer)).toBe(false);
      expect(owner!.frames.some((f) => isOffer(f) || isEscalation(f))).toBe(false);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});

describe('races', () => {
  it('dispatch assigning while the offered driver accepts: exactly one wins', async () => {
    const offered = await placeDriver(t, pickup, 1);
    const manual = await placeDriver(t, pickup, 2);
    const id = await confirmedOrder(t, client, admin);
    expect((await logOf(t, admin, id)).openOffer?.driverId).toBe(offered.driverId);

    const [byDriver, byDispatch] = await Promise.all([
      accept(t, offered.token, id),
      assign(t, admin, id, manual.driverId),
    ]);
    const codes = [byDriver.statusCode, byDispatch.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = byDriver.statusCode === 200 ? offered.driverId : manual.driverId;
    const row = await orderRow(id);
    expect(row.status).toBe('assigned');
    expect(row.driverId).toBe(winner);
    const log = await logOf(t, admin, id);
    expect(log.openOffer).toBeNull();
    expect(log.log.at(-1)!.kind).toBe(winner === offered.driverId ? 'accepted' : 'withdrawn');
    // The loser is not left busy by a job it does not hold.
    const loser = winner === offered.driverId ? manual.driverId : offered.driverId;
    const [loserRow] = await t.db.select().from(drivers).where(eq(drivers.id, loser));
    expect(loserRow!.status).toBe('available');
  });

  it('two workers on the same due offer expire it once', async () => {
    await placeDriver(t, pickup, 1);
    await placeDriver(t, pickup, 2);
    const id = await confirmedOrder(t, client, admin);
    const when = later(61);
    // Offers left open by earlier tests fall due too; what matters is this order's log.
    await Promise.all([runAutoDispatchTick(t.db, when), runAutoDispatchTick(t.db, when)]);
    const log = await logOf(t, admin, id);
    expect(log.log.map((e) => e.kind)).toEqual(['offered', 'expired', 'offered']);
  });

  it('a cancelled order withdraws its offer', async () => {
    const offered = await placeDriver(t, pickup, 1);
    const id = await confirmedOrder(t, client, admin);
    expect((await patchOrder(t, admin, id, 'cancelled')).statusCode).toBe(200);
    const log = await logOf(t, admin, id);
    expect(log.openOffer).toBeNull();
    expect(log.log.at(-1)).toMatchObject({ kind: 'withdrawn', driverId: offered.driverId });
  });
});
