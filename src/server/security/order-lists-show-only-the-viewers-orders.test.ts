/**
 * Every list of orders applies the access policy's orderScope. Lying to it: a client asking for
 * another client's list, a driver asking for another driver's run, see nothing of theirs, and
 * their own lists never carry another's orders.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/helper';
import { insertOrder, signUp, type Person } from '../modules/messages/test-support';

let t: TestApp;
let alice: Person;
let bob: Person;
let holder: Person;
let other: Person;
let aliceOrder: number;
let heldJob: number;

const get = (who: Person, url: string) => t.request({ method: 'GET', url, token: who.token });
const idsOf = (list: { id: number }[]) => list.map((order) => order.id);

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, holder, other] = await Promise.all([
    signUp(t, 'client'),
    signUp(t, 'client'),
    signUp(t, 'driver'),
    signUp(t, 'driver'),
  ]);
  const me = (await get(alice, '/api/auth/me')).json() as { organizationId: number };
  aliceOrder = await insertOrder(t, { clientId: alice.userId, status: 'confirmed' });
  heldJob = await insertOrder(t, { clientId: alice.userId, driverId: holder.driverId!, status: 'assigned' });
  await t.db
    .update(orders)
    .set({ organizationId: me.organizationId })
    .where(eq(orders.clientId, alice.userId));
});
afterAll(async () => t.close());

describe("a client's order list", () => {
  it("shows its own organisation's orders", async () => {
    const own = await get(alice, `/api/orders/client/${alice.userId}`);
    expect(own.statusCode).toBe(200);
    expect(idsOf(own.json())).toEqual(expect.arrayContaining([aliceOrder, heldJob]));
  });

  it("refuses another client's id and shows none of its orders", async () => {
    const lied = await get(bob, `/api/orders/client/${alice.userId}`);
    expect(lied.statusCode).toBe(403);
    expect(lied.body).not.toContain(`"id":${aliceOrder}`);
    const own = await get(bob, `/api/orders/client/${bob.userId}`);
    expect(own.statusCode).toBe(200);
    expect(idsOf(own.json())).not.toContain(aliceOrder);
    expect(idsOf(own.json())).not.toContain(heldJob);
  });

  it("counts only its own organisation's orders in the dashboard cards' lists", async () => {
    const own = await get(alice, `/api/orders/client/${alice.userId}?list=active`);
    expect(own.statusCode).toBe(200);
    expect(idsOf(own.json()).sort()).toEqual([aliceOrder, heldJob].sort());
    expect(own.headers['x-total-count']).toBe('2');
    const lied = await get(bob, `/api/orders/client/${alice.userId}?list=active`);
    expect(lied.statusCode).toBe(403);
    expect(lied.headers['x-total-count']).toBeUndefined();
    const bobs = await get(bob, `/api/orders/client/${bob.userId}?list=active`);
    expect(bobs.json()).toEqual([]);
    expect(bobs.headers['x-total-count']).toBe('0');
  });

  it("refuses another organisation's order as a cursor", async () => {
    const lied = await get(bob, `/api/orders/client/${bob.userId}?cursor=${aliceOrder}`);
    expect(lied.statusCode).toBe(400);
  });
});

describe("a driver's job lists", () => {
  it('shows the holder its job under way', async () => {
    const run = await get(holder, `/api/orders/driver/${holder.driverId}/active`);
    expect(run.statusCode).toBe(200);
    expect(idsOf(run.json())).toEqual([heldJob]);
  });

  it("refuses another driver's id and keeps that driver's job off its own lists", async () => {
    const lied = await get(other, `/api/orders/driver/${holder.driverId}/active`);
    expect(lied.statusCode).toBe(403);
    expect(lied.body).not.toContain(`"id":${heldJob}`);
    const run = await get(other, `/api/orders/driver/${other.driverId}/active`);
    expect(run.statusCode).toBe(200);
    expect(run.json()).toEqual([]);
    const board = await get(other, '/api/orders/available');
    expect(board.statusCode).toBe(200);
    expect(idsOf(board.json())).not.toContain(heldJob);
  });
});
