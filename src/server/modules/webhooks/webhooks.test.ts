/**
 * Webhooks end to end over real HTTP: a receiver started by the test gets a POST, signed as the
 * contract says, within seconds of the change; a failing receiver is retried; private addresses
 * are refused unless allowed; only admins manage endpoints; a replay sends the body again.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO, createTestApp, type TestApp } from '../../test/helper';
import { eventually } from '../../test/eventually';
import { bookOrder, patchOrder } from '../../test/orders';

interface Received {
  headers: IncomingMessage['headers'];
  raw: string;
  body: {
    id: string;
    event: string;
    order: { id: number; displayNumber: string; status: string };
    data: Record<string, unknown>;
  };
}

let t: TestApp;
let admin: string;
let client: string;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
/** Status codes the receiver answers, one per request, then 200. */
const scripted: number[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, raw, body: JSON.parse(raw) });
      response.writeHead(scripted.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '100' });
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  client = await t.login(DEMO.client.username, DEMO.client.password);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const register = (token: string, payload: unknown) =>
  t.request({ method: 'POST', url: '/api/webhooks', token, payload: payload as object });

function verify(secret: string, delivery: Received) {
  const header = String(delivery.headers['x-medlink-signature']);
  const match = header.match(/^t=(\d+),v1=([0-9a-f]{64})$/);
  expect(match).not.toBeNull();
  const [, t, v1] = match!;
  expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(60);
  expect(createHmac('sha256', secret).update(`${t}.${delivery.raw}`).digest('hex')).toBe(v1);
}

describe('webhooks', () => {
  it('POSTs a correctly signed order.status_changed within seconds of an approval', async () => {
    const created = await register(admin, {
      url: receiverUrl,
      events: ['order.status_changed', 'order.created'],
    });
    expect(created.statusCode).toBe(201);
    const { id, secret } = created.json();
    expect(secret).toMatch(/^whsec_/);

    const orderId = await bookOrder(t, client);
    const booked = await eventually(() =>
      received.find((r) => r.body.event === 'order.created' && r.body.order.id === orderId),
    );
    verify(secret, booked);
    expect(booked.body.order.displayNumber).toMatch(/^ML-\d{4,}$/);
    // Minimum necessary: the body names the order, never its addresses or contacts.
    expect(booked.raw).not.toContain('Fannin');
    expect(booked.raw).not.toContain('713-555');

    expect((await patchOrder(t, admin, orderId, 'confirmed')).statusCode).toBe(200);
    const changed = await eventually(() =>
      received.find((r) => r.body.event === 'order.status_changed' && r.body.order.id === orderId),
    );
    verify(secret, changed);
    expect(changed.body.order.status).toBe('confirmed');
    expect(changed.body.data).toMatchObject({ previousStatus: 'pending', status: 'confirmed' });
    expect(changed.headers['x-medlink-event']).toBe('order.status_changed');

    // Not subscribed to custody entries: none were sent to this endpoint.
    expect(received.some((r) => r.body.event === 'custody.entry')).toBe(false);

    const log = await t.request({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, token: admin });
    expect(log.statusCode).toBe(200);
    expect(log.json().filter((d: { orderId: number }) => d.orderId === orderId)).toHaveLength(2);
    await t.request({ method: 'DELETE', url: `/api/webhooks/${id}`, token: admin });
  });

  it("queues a status change's custody entry and the change itself, each to the endpoints that asked", async () => {
    const both = (
      await register(admin, { url: receiverUrl, events: ['custody.entry', 'order.status_changed'] })
    ).json();
    const changesOnly = (
      await register(admin, { url: receiverUrl, events: ['order.status_changed'] })
    ).json();
    const orderId = await bookOrder(t, client);
    expect((await patchOrder(t, admin, orderId, 'confirmed')).statusCode).toBe(200);
    type Logged = { id: number; event: string; orderId: number };
    const logOf = async (id: number) =>
      (
        (
          await t.request({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, token: admin })
        ).json() as Logged[]
      ).filter((d) => d.orderId === orderId);
    // Oldest first: the entry that records the change is queued before the change's own event.
    const queued = (await logOf(both.id)).sort((a, b) => a.id - b.id).map((d) => d.event);
    expect(queued).toEqual(['custody.entry', 'custody.entry', 'order.status_changed']);
    expect((await logOf(changesOnly.id)).map((d) => d.event)).toEqual(['order.status_changed']);
    const entry = await eventually(() =>
      received.find(
        (r) => r.body.event === 'custody.entry' && r.body.order.id === orderId && r.body.data.seq === 2,
      ),
    );
    verify(both.secret, entry);
    expect(entry.body.order.status).toBe('confirmed');
    // Every delivery done before the endpoints go: a late one would take the next test's scripted answer.
    await eventually(() =>
      received.filter((r) => r.body.order.id === orderId && r.body.event !== 'order.created').length >= 4
        ? true
        : undefined,
    );
    for (const { id } of [both, changesOnly])
      await t.request({ method: 'DELETE', url: `/api/webhooks/${id}`, token: admin });
  });

  it('retries a receiver that failed, and logs each attempt', async () => {
    const { id, secret } = (await register(admin, { url: receiverUrl, events: ['custody.entry'] })).json();
    scripted.push(503);
    const orderId = await bookOrder(t, client);
    type Logged = {
      id: number;
      state: string;
      attempts: number;
      lastStatusCode: number | null;
      orderId: number;
    };
    const log = async () =>
      (
        await t.request({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, token: admin })
      ).json() as Logged[];
    const failed = await eventually(async () => (await log()).find((d) => d.lastStatusCode === 503));
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, orderId });
    // The next attempt is due 10 s later; the test moves that moment instead of waiting for it.
    await t.db.execute(sql`update webhook_deliveries set next_attempt_at = now() where id = ${failed.id}`);
    const delivered = await eventually(async () => (await log()).find((d) => d.state === 'delivered'));
    expect(delivered).toMatchObject({ id: failed.id, attempts: 2, lastStatusCode: 200 });
    const bodies = received.filter((r) => r.body.event === 'custody.entry' && r.body.order.id === orderId);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.body.id).toBe(bodies[0]!.body.id);
    verify(secret, bodies[1]!);
    expect(bodies[1]!.body.data).toMatchObject({ seq: 1, kind: 'created' });
    await t.request({ method: 'DELETE', url: `/api/webhooks/${id}`, token: admin });
  }, 20_000);

  it('replays a delivery as a new one with the same body', async () => {
    const { id } = (await register(admin, { url: receiverUrl, events: ['order.created'] })).json();
    const orderId = await bookOrder(t, client);
    const first = await eventually(() =>
      received.find((r) => r.body.event === 'order.created' && r.body.order.id === orderId),
    );
    const [delivery] = (
      await t.request({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, token: admin })
    ).json();
    const replay = await t.request({
      method: 'POST',
      url: `/api/webhooks/deliveries/${delivery.id}/replay`,
      token: admin,
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).not.toBe(delivery.id);
    const again = await eventually(() =>
      received.filter((r) => r.body.order.id === orderId && r.body.event === 'order.created').at(1),
    );
    expect(again.body.id).toBe(first.body.id);
    await t.request({ method: 'DELETE', url: `/api/webhooks/${id}`, token: admin });
  });
});

describe('webhook registration rules', () => {
  it('refuses loopback and private URLs unless WEBHOOK_ALLOW_PRIVATE is on, naming url', async () => {
    const strict = await createTestApp();
    try {
      const token = await strict.login(DEMO.admin.username, DEMO.admin.password);
      for (const url of [
        'http://127.0.0.1:9/x',
        'http://10.0.0.5/x',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]/x',
        'http://localhost/x',
      ]) {
        const response = await strict.request({
          method: 'POST',
          url: '/api/webhooks',
          token,
          payload: { url, events: ['order.created'] },
        });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().errors[0].path).toBe('url');
      }
    } finally {
      await strict.close();
    }
  });

  it('refuses a bad url, unknown events and an empty list, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ url: 'ftp://example.com', events: ['order.created'] }, 'url'],
      [{ url: 'not a url', events: ['order.created'] }, 'url'],
      [{ url: receiverUrl, events: ['order.deleted'] }, 'events.0'],
      [{ url: receiverUrl, events: [] }, 'events'],
    ];
    for (const [payload, path] of cases) {
      const response = await register(admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].path).toBe(path);
    }
  });

  it('lets admins manage webhooks, and never answers the secret again', async () => {
    const created = (await register(admin, { url: receiverUrl, events: ['order.created'] })).json();
    const list = await t.request({ method: 'GET', url: '/api/webhooks', token: admin });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret);
    const paused = await t.request({
      method: 'PATCH',
      url: `/api/webhooks/${created.id}`,
      token: admin,
      payload: { active: false },
    });
    expect(paused.json().active).toBe(false);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/webhooks/${created.id}`, token: admin })).statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/webhooks/${created.id}`, token: admin })).statusCode,
    ).toBe(404);
  });
});
