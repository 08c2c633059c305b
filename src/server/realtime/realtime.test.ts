import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRef } from '@domain/events';
import { bearer, createTestApp, DEMO, uniqueName, type TestApp } from '../test/helper';
import { publishEvent } from './event-bus';
import { connectLive } from './test-client';

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `${address.replace('http', 'ws')}/ws?userId=1`;
});
afterAll(async () => t.close());

const order: OrderRef = { id: 4242, status: 'confirmed', clientId: 2, driverId: null };
const statusEvent = (ref: OrderRef) => ({ type: 'order_status_update' as const, order: ref });
const isOrder = (id: number) => (f: Record<string, unknown>) => (f.order as OrderRef | undefined)?.id === id;

async function newClientToken() {
  const username = uniqueName('ws');
  const response = await t.signUp({
    username,
    email: `${username}@example.com`,
    password: 'Socket-pass1',
    firstName: 'W',
    lastName: 'S',
  });
  return response.json().sessionToken as string;
}

describe('/ws', () => {
  it('refuses a handshake without a session, and a cross-site one carrying the cookie', async () => {
    await expect(connectLive(wsUrl)).rejects.toThrow(/401/);
    const token = await t.login(DEMO.client.username, DEMO.client.password);
    await expect(
      connectLive(wsUrl, { cookie: `medlink_session=${token}`, origin: 'https://evil.example' }),
    ).rejects.toThrow(/403/);
  });

  it("delivers an order's events to its client and admins only, ignoring ?userId=", async () => {
    const client = await connectLive(
      wsUrl,
      bearer(await t.login(DEMO.client.username, DEMO.client.password)),
    );
    const admin = await connectLive(wsUrl, bearer(await t.login(DEMO.admin.username, DEMO.admin.password)));
    const stranger = await connectLive(wsUrl, bearer(await newClientToken()));
    const driver = await connectLive(
      wsUrl,
      bearer(await t.login(DEMO.driver.username, DEMO.driver.password)),
    );

    await publishEvent(t.db, { clientId: 2, driverId: null, openJob: false }, statusEvent(order));
    expect(await client.next(isOrder(4242))).toMatchObject({ type: 'order_status_update', order });
    await admin.next(isOrder(4242));
    // An open job reaches drivers, then a marker event shows the stranger got nothing before it.
    await publishEvent(
      t.db,
      { clientId: 2, driverId: null, openJob: true },
      statusEvent({ ...order, id: 4243 }),
    );
    await driver.next(isOrder(4243));
    expect(driver.frames.some(isOrder(4242))).toBe(false);
    expect(stranger.frames.some((f) => f.type === 'order_status_update')).toBe(false);
    for (const c of [client, admin, stranger, driver]) c.close();
  });

  it('never delivers an event whose transaction rolled back', async () => {
    const admin = await connectLive(wsUrl, bearer(await t.login(DEMO.admin.username, DEMO.admin.password)));
    await t.db
      .transaction(async (tx) => {
        await publishEvent(
          tx,
          { clientId: 2, driverId: null, openJob: false },
          statusEvent({ ...order, id: 5001 }),
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await publishEvent(
      t.db,
      { clientId: 2, driverId: null, openJob: false },
      statusEvent({ ...order, id: 5002 }),
    );
    await admin.next(isOrder(5002));
    expect(admin.frames.some(isOrder(5001))).toBe(false);
    admin.close();
  });

  it('ignores malformed frames without closing this or any other socket', async () => {
    const token = await t.login(DEMO.admin.username, DEMO.admin.password);
    const noisy = await connectLive(wsUrl, bearer(token));
    const quiet = await connectLive(wsUrl, bearer(token));
    noisy.socket.send('{not json');
    noisy.socket.send(JSON.stringify({ type: 'order_status_update', order: { id: 1 } }));
    noisy.socket.send(Buffer.from([0, 1, 2]));
    noisy.socket.send(JSON.stringify({ type: 'ping' }));
    await noisy.next((f) => f.type === 'pong');
    await publishEvent(
      t.db,
      { clientId: 2, driverId: null, openJob: false },
      statusEvent({ ...order, id: 6001 }),
    );
    await quiet.next(isOrder(6001));
    await noisy.next(isOrder(6001));
    noisy.close();
    quiet.close();
  });

  it('delivers a burst of events to a console whole and in order, each its own text frame', async () => {
    const admin = await connectLive(wsUrl, bearer(await t.login(DEMO.admin.username, DEMO.admin.password)));
    let binary = 0;
    admin.socket.on('message', (_data, isBinary) => (binary += isBinary ? 1 : 0));
    // One synchronous burst: every frame lands in the same write window of the socket.
    const ids = Array.from({ length: 200 }, (_, i) => 7000 + i);
    for (const id of ids)
      t.app.liveHub.deliver({
        kind: 'event',
        audience: { clientId: 2, driverId: null, openJob: false },
        event: statusEvent({ ...order, id }),
      });
    await admin.next(isOrder(ids.at(-1)!));
    const seen = admin.frames
      .filter((f) => f.type === 'order_status_update')
      .map((f) => (f.order as OrderRef).id);
    expect(seen).toEqual(ids);
    expect(binary).toBe(0);
    admin.close();
  });

  it('closes the sockets of a session when it signs out', async () => {
    const token = await t.login(DEMO.driver.username, DEMO.driver.password);
    const live = await connectLive(wsUrl, bearer(token));
    await t.request({ method: 'POST', url: '/api/auth/logout', token });
    expect((await live.closed).code).toBe(4401);
  });
});
