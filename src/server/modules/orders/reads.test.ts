import { count, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, messages, orders } from '../../db/schema/index';
import { createTestApp, DEMO, uniqueName, type TestApp } from '../../test/helper';

let t: TestApp;
let client: string;
let otherClient: string;
let otherClientId: number;
let driver: string;
let driverId: number;
let admin: string;

const payload = {
  pickupAddress: '6565 Fannin St, Houston, TX 77030',
  pickupLatitude: '29.7073',
  pickupLongitude: '-95.3978',
  deliveryAddress: '1200 Main St, Houston, TX 77002',
  deliveryLatitude: '29.7604',
  deliveryLongitude: '-95.3698',
  itemDescription: 'Lab samples',
};
const book = async (token: string) => {
  const response = await t.request({ method: 'POST', url: '/api/orders', payload, token });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  client = await t.login(DEMO.client.username, DEMO.client.password);
  driver = await t.login(DEMO.driver.username, DEMO.driver.password);
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  driverId = (await t.as(driver).get('/api/auth/me')).json().driverId;
  const username = uniqueName('clinic');
  const registered = await t.signUp({
    username,
    email: `${username}@example.com`,
    password: 'a-long-password',
    firstName: 'Other',
    lastName: 'Clinic',
    organizationName: 'Other Clinic',
  });
  expect(registered.statusCode).toBe(201);
  otherClient = registered.json().sessionToken;
  otherClientId = registered.json().user.id;
});
afterAll(async () => t.close());

describe('GET /api/orders/:id', () => {
  it('shows a client its own order with client, driver and messages, and 404s anyone else’s', async () => {
    const mine = await book(client);
    const own = await t.as(client).get(`/api/orders/${mine}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: mine, clientId: 2, driver: null, messages: [] });
    expect(own.json().client).toMatchObject({ id: 2, organizationName: 'Sample Pharmacy' });

    const theirs = await t.as(otherClient).get(`/api/orders/${mine}`);
    const missing = await t.as(otherClient).get('/api/orders/999999');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await t.as(client).get('/api/orders/abc')).statusCode).toBe(400);
  });

  it('shows a driver its own jobs and open ones only; admin sees any', async () => {
    const [otherDriver] = await t.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(ne(drivers.id, driverId))
      .limit(1);
    const pending = await book(client);
    const open = await book(client);
    const assigned = await book(client);
    const someoneElses = await book(client);
    await t.db.update(orders).set({ status: 'confirmed' }).where(eq(orders.id, open));
    await t.db.update(orders).set({ status: 'assigned', driverId }).where(eq(orders.id, assigned));
    await t.db
      .update(orders)
      .set({ status: 'assigned', driverId: otherDriver!.id })
      .where(eq(orders.id, someoneElses));
    await t.db.insert(messages).values({ orderId: assigned, senderId: 2, content: 'Ring the bell' });

    expect((await t.as(driver).get(`/api/orders/${pending}`)).statusCode).toBe(404);
    expect((await t.as(driver).get(`/api/orders/${someoneElses}`)).statusCode).toBe(404);
    const openJob = await t.as(driver).get(`/api/orders/${open}`);
    expect(openJob.statusCode).toBe(200);
    expect(openJob.json().messages).toEqual([]);
    const job = await t.as(driver).get(`/api/orders/${assigned}`);
    expect(job.statusCode).toBe(200);
    expect(job.json().driver).toMatchObject({ id: driverId, user: { firstName: expect.any(String) } });
    expect(job.json().messages).toEqual([expect.objectContaining({ content: 'Ring the bell', senderId: 2 })]);
    for (const id of [pending, open, assigned, someoneElses]) {
      expect((await t.as(admin).get(`/api/orders/${id}`)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/orders/client/:clientId', () => {
  it('lists a client its own orders, newest first, as an array', async () => {
    const response = await t.as(client).get('/api/orders/client/2');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(Array.isArray(list)).toBe(true);
    const [total] = await t.db.select({ n: count() }).from(orders).where(eq(orders.clientId, 2));
    expect(list).toHaveLength(Math.min(total!.n, 50));
    expect(list.every((o: { clientId: number }) => o.clientId === 2)).toBe(true);
    const times = list.map((o: { createdAt: string }) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers each order field for field as its own read does', async () => {
    // The demo history holds orders with and without a driver, with pieces, paid and not.
    const list = await t.as(client).get('/api/orders/client/2?limit=50');
    expect(list.statusCode).toBe(200);
    const page = JSON.parse(list.body) as { id: number; driver: unknown }[];
    const picked = [page.find((o) => o.driver !== null), page.find((o) => o.driver === null), page.at(-1)];
    for (const item of picked) {
      const read = await t.as(client).get(`/api/orders/${item!.id}`);
      const { messages: _messages, ...order } = JSON.parse(read.body) as Record<string, unknown>;
      // Byte for byte: the same keys, in the same order, with the same values.
      expect(JSON.stringify(item)).toBe(JSON.stringify(order));
    }
  });

  it('pages with limit and cursor, the next cursor in x-next-cursor', async () => {
    const expected = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.clientId, 2))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const response = await t
        .as(client)
        .get(`/api/orders/client/2?limit=40${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      seen.push(...response.json().map((o: { id: number }) => o.id));
      cursor = response.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(expected.map((o) => o.id));
    expect((await t.as(client).get('/api/orders/client/2?limit=0')).statusCode).toBe(400);
    expect((await t.as(client).get('/api/orders/client/2?limit=101')).statusCode).toBe(400);
    const foreign = await book(otherClient);
    expect((await t.as(client).get(`/api/orders/client/2?cursor=${foreign}`)).statusCode).toBe(400);
  });

  it("refuses another client's list (403) and drivers; admin may read any client's", async () => {
    expect((await t.as(otherClient).get('/api/orders/client/2')).statusCode).toBe(403);
    expect((await t.as(client).get(`/api/orders/client/${otherClientId}`)).statusCode).toBe(403);
    expect((await t.as(driver).get('/api/orders/client/2')).statusCode).toBe(403);
    expect((await t.as(undefined).get('/api/orders/client/2')).statusCode).toBe(401);
    const asAdmin = await t.as(admin).get(`/api/orders/client/${otherClientId}`);
    expect(asAdmin.statusCode).toBe(200);
    const [total] = await t.db.select({ n: count() }).from(orders).where(eq(orders.clientId, otherClientId));
    expect(asAdmin.json()).toHaveLength(total!.n);
    expect((await t.as(admin).get('/api/orders/client/1')).statusCode).toBe(404);
  });

  it('lists only the orders booked and waiting for payment with ?awaiting=payment', async () => {
    const waiting = await book(otherClient);
    const paid = await book(otherClient);
    const payment = await t.request({
      method: 'POST',
      url: '/api/test-payment',
      token: otherClient,
      payload: { orderId: paid },
    });
    expect(payment.statusCode).toBe(200);
    const response = await t.as(otherClient).get(`/api/orders/client/${otherClientId}?awaiting=payment`);
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((o: { id: number }) => o.id);
    expect(ids).toContain(waiting);
    expect(ids).not.toContain(paid);
    expect(
      response
        .json()
        .every(
          (o: { status: string; paymentStatus: string }) =>
            o.status === 'pending' && o.paymentStatus === 'unpaid',
        ),
    ).toBe(true);
    const bad = await t.as(otherClient).get(`/api/orders/client/${otherClientId}?awaiting=shipping`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('awaiting');
    expect((await t.as(client).get(`/api/orders/client/${otherClientId}?awaiting=payment`)).statusCode).toBe(
      403,
    );
  });
});
