import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive, type LiveClient } from '../../realtime/test-client';
import { createTestApp, type TestApp } from '../../test/helper';
import { demoPeople, insertOrder, signUp, type Person } from './test-support';

let t: TestApp;
let wsUrl: string;
let people: Awaited<ReturnType<typeof demoPeople>>;
let otherClient: Person;
let otherDriver: Person;
// Sign-ins hash passwords (argon2): done once here, so the tests themselves stay quick.
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
  people = await demoPeople(t);
  otherClient = await signUp(t, 'client');
  otherDriver = await signUp(t, 'driver');
});
afterAll(async () => t.close());

const open = (who: Person) => connectLive(wsUrl, { authorization: `Bearer ${who.token}` });

describe('new_message, live', () => {
  it("reaches the order's client, its driver and admins, and nobody else", async () => {
    const { admin, client, driver } = people;
    const id = await insertOrder(t, { driverId: driver.driverId!, status: 'in_transit' });
    const sockets: LiveClient[] = [];
    try {
      for (const who of [client, driver, admin, otherClient, otherDriver]) sockets.push(await open(who));
      const [toClient, toDriver, toAdmin, toOtherClient, toOtherDriver] = sockets;
      const response = await t.request({
        method: 'POST',
        url: `/api/orders/${id}/messages`,
        token: driver.token,
        payload: { content: 'Arriving at the lab' },
      });
      expect(response.statusCode).toBe(201);
      const message = response.json();
      const isIt = (f: Record<string, unknown>) =>
        f.type === 'new_message' && (f.message as { id: number }).id === message.id;
      for (const socket of [toClient!, toDriver!, toAdmin!]) {
        // The frame carries ids only: the page fetches the content through the API.
        expect(await socket.next(isIt)).toEqual({
          type: 'new_message',
          message: { id: message.id, orderId: id, senderId: driver.userId, createdAt: message.createdAt },
        });
      }
      // A marker event after it: once the outsiders have it, they would have had the message too.
      const marker = await insertOrder(t, { clientId: otherClient.userId, status: 'confirmed' });
      await t.request({
        method: 'POST',
        url: `/api/orders/${marker}/messages`,
        token: admin.token,
        payload: { content: 'marker' },
      });
      const isMarker = (f: Record<string, unknown>) =>
        f.type === 'new_message' && (f.message as { orderId: number }).orderId === marker;
      await toOtherClient!.next(isMarker);
      await toAdmin!.next(isMarker);
      expect(toOtherClient!.frames.some(isIt)).toBe(false);
      // Open jobs' news reaches every driver, but never their chat.
      await toOtherDriver!.roundTrip();
      await toDriver!.roundTrip();
      expect(toOtherDriver!.frames.some((f) => f.type === 'new_message')).toBe(false);
      expect(toDriver!.frames.some(isMarker)).toBe(false);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('sends nothing when the message is refused', async () => {
    const { admin, client } = people;
    const socket = await open(admin);
    try {
      const id = await insertOrder(t, { status: 'pending' });
      const refused = await t.request({
        method: 'POST',
        url: `/api/orders/${id}/messages`,
        token: client.token,
        payload: { content: 'too early' },
      });
      expect(refused.statusCode).toBe(409);
      await t.request({
        method: 'POST',
        url: `/api/orders/${id}/messages`,
        token: admin.token,
        payload: { content: 'after' },
      });
      await socket.next((f) => f.type === 'new_message' && (f.message as { orderId: number }).orderId === id);
      expect(socket.frames.filter((f) => f.type === 'new_message')).toHaveLength(1);
    } finally {
      socket.close();
    }
  });
});
