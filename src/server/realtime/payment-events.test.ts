/**
 * A payment moves the order through the one status-change helper: the client, admins and (a
 * confirmed job without a driver is open) every driver hear of it on commit; nobody else does,
 * and a refused second payment sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPeople, signUp, type Person } from '../modules/messages/test-support';
import { createTestApp, type TestApp } from '../test/helper';
import { bookOrder } from '../test/orders';
import { connectLive, type LiveClient } from './test-client';

let t: TestApp;
let wsUrl: string;
let people: Awaited<ReturnType<typeof demoPeople>>;
let stranger: Person;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws`;
  people = await demoPeople(t);
  stranger = await signUp(t, 'client');
});
afterAll(async () => t.close());

type Frame = Record<string, unknown>;
const about = (id: number, type: string) => (f: Frame) => {
  if (f.type !== type) return false;
  const orderId =
    type === 'tracking_update' ? (f.event as { orderId: number }).orderId : (f.order as { id: number }).id;
  return orderId === id;
};

describe('payment events', () => {
  it('reach the client, admins and drivers with the new status, and not another client', async () => {
    const { admin, client, driver } = people;
    const sockets: LiveClient[] = [];
    try {
      for (const who of [client, admin, driver, stranger]) {
        sockets.push(await connectLive(wsUrl, { authorization: `Bearer ${who.token}` }));
      }
      const [toClient, toAdmin, toDriver, toStranger] = sockets;
      const id = await bookOrder(t, client.token);
      const pay = () =>
        t.request({
          method: 'POST',
          url: '/api/test-payment',
          token: client.token,
          payload: { orderId: id },
        });
      expect((await pay()).statusCode).toBe(200);

      for (const socket of [toClient!, toAdmin!, toDriver!]) {
        expect(await socket.next(about(id, 'order_status_update'))).toEqual({
          type: 'order_status_update',
          order: { id, status: 'confirmed', clientId: client.userId, driverId: null },
          previousStatus: 'pending',
        });
        expect(await socket.next(about(id, 'tracking_update'))).toMatchObject({
          event: { orderId: id, status: 'confirmed' },
        });
      }
      expect((await pay()).statusCode).toBe(409);
      // A marker after the refused payment: everything before it has arrived by then.
      const marker = await bookOrder(t, client.token);
      await toClient!.next(about(marker, 'new_order'));
      expect(toClient!.frames.filter(about(id, 'order_status_update'))).toHaveLength(1);
      expect(toStranger!.frames.some((f) => f.type !== 'connected')).toBe(false);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});
