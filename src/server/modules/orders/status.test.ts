import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, orders, trackingEvents } from '../../db/schema/index';
import { createTestApp, DEMO, uniqueName, type TestApp } from '../../test/helper';
import { bookOrder, patchOrder } from '../../test/orders';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, client] = await Promise.all([
    t.login(DEMO.admin.username, DEMO.admin.password),
    t.login(DEMO.client.username, DEMO.client.password),
  ]);
});
afterAll(async () => t.close());

const statusOf = async (id: number) =>
  (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
const eventsOf = (id: number) =>
  t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, id)).orderBy(trackingEvents.id);

describe('PATCH /api/orders/{id}', () => {
  it('lets an admin approve a pending order once, with a tracking event naming the admin', async () => {
    const id = await bookOrder(t, client);
    const approved = await patchOrder(t, admin, id, 'confirmed');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 'confirmed' });
    const events = await eventsOf(id);
    expect(events.map((e) => e.status)).toEqual(['pending', 'confirmed']);
    expect(events[1]!.actorUserId).toBe(1);

    const again = await patchOrder(t, admin, id, 'confirmed');
    expect(again.statusCode).toBe(409);
    const decline = await patchOrder(t, admin, id, 'declined');
    expect(decline.statusCode).toBe(409);
    expect(decline.json().code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    expect(await statusOf(id)).toBe('confirmed');
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it('lets an admin decline a pending order', async () => {
    const id = await bookOrder(t, client);
    expect((await patchOrder(t, admin, id, 'declined')).json().status).toBe('declined');
  });

  it('refuses other clients with 404, and illegal client moves with 409', async () => {
    const id = await bookOrder(t, client);
    const username = uniqueName('other');
    const other = (
      await t.signUp({
        username,
        email: `${username}@example.com`,
        password: 'Other-pass1',
        firstName: 'O',
        lastName: 'C',
      })
    ).json().sessionToken as string;
    expect((await patchOrder(t, other, id, 'cancelled')).statusCode).toBe(404);
    expect((await patchOrder(t, client, id, 'declined')).statusCode).toBe(409);
    expect((await patchOrder(t, client, id, 'delivered')).statusCode).toBe(409);
    expect(await statusOf(id)).toBe('pending');
  });

  it("treats a client's 'confirmed' as the spec's test payment", async () => {
    const id = await bookOrder(t, client);
    const paid = await patchOrder(t, client, id, 'confirmed');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('confirmed');
    expect((await eventsOf(id)).at(-1)!.note).toMatch(/payment/i);
  });

  it('lets a client cancel its own order, unpaid or paid (then refunded), before a driver sets off', async () => {
    const unpaid = await bookOrder(t, client);
    const cancelled = (await patchOrder(t, client, unpaid, 'cancelled')).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    const paid = await bookOrder(t, client);
    await patchOrder(t, client, paid, 'confirmed');
    const refunded = (await patchOrder(t, client, paid, 'cancelled')).json();
    expect(refunded).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect((await patchOrder(t, client, paid, 'cancelled')).statusCode).toBe(409);
  });

  it('validates the body, naming the field', async () => {
    const id = await bookOrder(t, client);
    const response = await t.request({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      token: admin,
      payload: { status: 'teleported' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('status');
  });

  it('of two dispatchers approving and declining at once, exactly one wins', async () => {
    const id = await bookOrder(t, client);
    const results = await Promise.all([
      patchOrder(t, admin, id, 'confirmed'),
      patchOrder(t, admin, id, 'declined'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await eventsOf(id)).toHaveLength(2);
  });

  it('frees the driver when dispatch cancels its only job', async () => {
    const [job] = await t.db
      .select({ id: orders.id, driverId: orders.driverId })
      .from(orders)
      .where(and(eq(orders.status, 'assigned')))
      .limit(1);
    const driverId = job!.driverId!;
    await t.db.update(drivers).set({ status: 'busy' }).where(eq(drivers.id, driverId));
    const others = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.driverId, driverId));
    const active = (await Promise.all(others.map(async (o) => statusOf(o.id)))).filter((s) =>
      ['assigned', 'pickup_scheduled', 'pickup_complete', 'in_transit'].includes(s),
    );
    expect((await patchOrder(t, admin, job!.id, 'cancelled')).json().status).toBe('cancelled');
    const [after] = await t.db
      .select({ status: drivers.status })
      .from(drivers)
      .where(eq(drivers.id, driverId));
    expect(after!.status).toBe(active.length > 1 ? 'busy' : 'available');
  });
});
