import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSED, MESSAGE_EMPTY } from '@domain/messages';
import { createTestApp, type TestApp } from '../../test/helper';
import { demoPeople, insertOrder, signUp, type Person } from './test-support';

let t: TestApp;
let admin: Person;
let client: Person;
let driver: Person;
let stranger: Person;
let otherDriver: Person;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, client, driver } = await demoPeople(t));
  stranger = await signUp(t, 'client');
  otherDriver = await signUp(t, 'driver');
});
afterAll(async () => t.close());

const post = (who: Person, orderId: number, payload: unknown) =>
  t.as(who).post(`/api/orders/${orderId}/messages`, payload);
const read = (who: Person, orderId: number) => t.as(who).get(`/api/orders/${orderId}/messages`);

describe('POST /api/orders/{id}/messages', () => {
  it('stores plain text from the signed-in user, whatever senderId and orderId the body claims', async () => {
    const id = await insertOrder(t, { driverId: driver.driverId!, status: 'assigned' });
    const other = await insertOrder(t, { driverId: driver.driverId!, status: 'assigned' });
    const response = await post(client, id, {
      content: '  <b>Gate code</b> is 4411 \u0000\n ',
      senderId: admin.userId,
      orderId: other,
      isRead: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      orderId: id,
      senderId: client.userId,
      content: '<b>Gate code</b> is 4411',
      isRead: false,
      sender: { id: client.userId, firstName: 'Carla', role: 'client' },
    });
    expect((await read(driver, other)).json()).toEqual([]);
  });

  it('refuses an empty, a missing and a too-long message, naming content', async () => {
    const id = await insertOrder(t, { driverId: driver.driverId!, status: 'in_transit' });
    for (const payload of [{ content: ' \n\t ' }, {}, { content: '\u0000' }]) {
      const response = await post(client, id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(MESSAGE_EMPTY);
      expect(response.json().errors[0].path).toBe('content');
    }
    const tooLong = await post(client, id, { content: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/content.*2000/);
    expect((await post(client, id, { content: 'x'.repeat(2000) })).statusCode).toBe(201);
    expect((await post(client, id, { content: 42 })).statusCode).toBe(400);
  });

  it('lets the client and driver chat only while the order has a driver and a chat status', async () => {
    const pending = await insertOrder(t);
    expect(await post(client, pending, { content: 'Hello?' })).toMatchObject({ statusCode: 409 });
    expect((await post(client, pending, { content: 'Hello?' })).json().code).toBe('CHAT_NOT_OPEN');
    const confirmed = await insertOrder(t, { status: 'confirmed' });
    expect((await post(client, confirmed, { content: 'Hello?' })).statusCode).toBe(409);
    const cancelled = await insertOrder(t, { driverId: driver.driverId!, status: 'cancelled' });
    const closed = await post(driver, cancelled, { content: 'Still need me?' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('CHAT_NOT_OPEN');
    expect(closed.json().message).toBe(CHAT_CLOSED);
    const delivered = await insertOrder(t, { driverId: driver.driverId!, status: 'delivered' });
    expect((await post(driver, delivered, { content: 'Left at the front desk' })).statusCode).toBe(201);
  });

  it('lets an admin message the client of any order, which the client can then read', async () => {
    const pending = await insertOrder(t);
    const sent = await post(admin, pending, { content: 'Please confirm the pickup contact', senderId: 1 });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ senderId: admin.userId, sender: { role: 'admin' } });
    const seen = await read(client, pending);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject([{ content: 'Please confirm the pickup contact', isRead: true }]);
  });

  it("answers 404 for someone else's order and 403 for a driver looking at an open job", async () => {
    const assigned = await insertOrder(t, { driverId: driver.driverId!, status: 'assigned' });
    for (const [who, orderId] of [
      [stranger, assigned],
      [otherDriver, assigned],
      [client, 2_000_000],
    ] as const) {
      expect((await post(who, orderId, { content: 'hi' })).statusCode).toBe(404);
      expect((await read(who, orderId)).statusCode).toBe(404);
    }
    const open = await insertOrder(t, { status: 'confirmed' });
    expect((await post(otherDriver, open, { content: 'hi' })).statusCode).toBe(403);
    expect((await read(otherDriver, open)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/orders/${assigned}/messages` })).statusCode).toBe(
      401,
    );
    expect((await read(client, 0)).statusCode).toBe(400);
  });
});

describe('GET /api/orders/{id}/messages', () => {
  it("answers oldest first and marks as read what the reader did not write, but not an admin's look", async () => {
    const id = await insertOrder(t, { driverId: driver.driverId!, status: 'pickup_scheduled' });
    await post(client, id, { content: 'one' });
    await post(driver, id, { content: 'two' });
    await post(client, id, { content: 'three' });

    const byAdmin = (await read(admin, id)).json();
    expect(byAdmin.map((m: { content: string }) => m.content)).toEqual(['one', 'two', 'three']);
    expect(byAdmin.every((m: { isRead: boolean }) => !m.isRead)).toBe(true);

    const byDriver = (await read(driver, id)).json();
    expect(byDriver.map((m: { isRead: boolean }) => m.isRead)).toEqual([true, false, true]);
    expect(byDriver[1].sender).toEqual({
      id: driver.userId,
      firstName: expect.any(String),
      lastName: expect.any(String),
      role: 'driver',
    });
    const byClient = (await read(client, id)).json();
    expect(byClient.map((m: { isRead: boolean }) => m.isRead)).toEqual([true, true, true]);
  });
});
