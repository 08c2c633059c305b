/**
 * Webhook address check bypassed: `http://[::ffff:127.0.0.1]:PORT/` (which Node spells
 * [::ffff:7f00:1]) was accepted and received signed deliveries, `[::ffff:169.254.169.254]` (cloud
 * metadata) was accepted, NAT64 and 6to4 forms passed, and a name was looked up once for the check
 * and again for the connection, so a name that changed its answer in between got through. Now
 * every outbound request goes through one client that classifies every spelling of an address,
 * connects to the address it checked, follows no redirect and caps time and body size.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/index';
import { OutboundError, send, type Resolver } from '../outbound/index';
import { DEMO, createTestApp, type TestApp } from '../test/helper';
import { eventually } from '../test/eventually';
import { bookOrder } from '../test/orders';

let t: TestApp;
let receiver: Server;
let port: number;
/** Every request that reached the local receiver, by path. */
const reached: string[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    reached.push(request.url ?? '');
    if (request.url === '/redirect') return response.writeHead(307, { location: '/landed' }).end();
    if (request.url === '/huge') {
      // An answer that never ends: 64 KiB chunks for as long as anyone reads.
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (response.write(chunk)) if (response.destroyed) return;
        response.once('drain', pump);
      };
      response.on('close', () => response.removeAllListeners('drain'));
      return pump();
    }
    response.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  // Private addresses not allowed, and a worker that polls quickly.
  t = await createTestApp({ WEBHOOK_POLL_MS: '100' });
});
afterAll(async () => {
  await t.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const disguised = () => [
  `http://[::ffff:127.0.0.1]:${port}/mapped`,
  `http://[::ffff:7f00:1]:${port}/mapped-hex`,
  `http://[::ffff:169.254.169.254]:${port}/latest/meta-data`,
  `http://[64:ff9b::7f00:1]:${port}/nat64`,
  `http://[64:ff9b::a9fe:a9fe]:${port}/nat64-metadata`,
  `http://[2002:7f00:1::]:${port}/6to4`,
  `http://[::127.0.0.1]:${port}/compatible`,
];

describe('webhook URLs in disguise', () => {
  it('are refused at registration, naming url and no server setting', async () => {
    const admin = await t.login(DEMO.admin.username, DEMO.admin.password);
    for (const url of disguised()) {
      const response = await t.request({
        method: 'POST',
        url: '/api/webhooks',
        token: admin,
        payload: { url, events: ['order.created'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].path, url).toBe('url');
      expect(response.body, url).not.toMatch(/WEBHOOK_ALLOW_PRIVATE|ALLOW_PRIVATE/);
    }
  });

  it('are refused at delivery (an endpoint stored before the rule), and nothing reaches them', async () => {
    const admin = await t.login(DEMO.admin.username, DEMO.admin.password);
    const { id: adminId } = (await t.request({ method: 'GET', url: '/api/auth/me', token: admin })).json();
    const endpoints = await t.db
      .insert(webhookEndpoints)
      .values(
        disguised().map((url) => ({
          url,
          events: ['order.created'],
          secret: 'whsec_test',
          allClients: true,
          createdBy: adminId,
        })),
      )
      .returning({ id: webhookEndpoints.id });
    const ids = endpoints.map((row) => row.id);
    const before = reached.length;
    await bookOrder(t, await t.login(DEMO.client.username, DEMO.client.password));

    const rows = await eventually(
      async () => {
        const now = await t.db
          .select()
          .from(webhookDeliveries)
          .where(inArray(webhookDeliveries.webhookId, ids));
        return now.length === ids.length && now.every((row) => row.state !== 'pending') ? now : undefined;
      },
      { what: 'every delivery to be tried' },
    );
    for (const row of rows) {
      expect(row.state).toBe('failed');
      expect(row.lastStatusCode).toBeNull();
      expect(row.lastError).toMatch(/private|loopback|reserved/);
      expect(row.lastError).not.toMatch(/WEBHOOK_ALLOW_PRIVATE/);
    }
    expect(reached.slice(before)).toEqual([]);
  }, 20_000);
});

describe('the outbound client', () => {
  it('connects to the address it checked: a name that changes its answer cannot reach a private one', async () => {
    let asked = 0;
    // First a public address (passes the check), then loopback for anyone who asks again.
    const rebinding: Resolver = async () =>
      asked++ === 0 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    const before = reached.length;
    const error = await send(
      `http://rebind.example:${port}/rebound`,
      { method: 'POST', body: '{}', timeoutMs: 1_500, maxBodyBytes: 0 },
      { allowPrivate: false, resolve: rebinding },
    ).catch((caught: unknown) => caught);
    // It tried the public address it checked (unreachable from here), never asked again.
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as OutboundError).reason).not.toBe('refused');
    expect(asked).toBe(1);
    expect(reached.slice(before)).toEqual([]);

    // Asked again for a second request, the name now answers loopback: refused before connecting.
    const second = await send(
      `http://rebind.example:${port}/rebound`,
      { timeoutMs: 1_500, maxBodyBytes: 0 },
      { allowPrivate: false, resolve: rebinding },
    ).catch((caught: unknown) => caught);
    expect((second as OutboundError).reason).toBe('refused');
    expect(reached.slice(before)).toEqual([]);
  });

  it("uses the checked answer for the connection, not a lookup of the socket's own", async () => {
    let asked = 0;
    const resolver: Resolver = async () => {
      asked += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    // 'receiver.invalid' resolves nowhere else: reaching the receiver proves the pinned answer was used.
    const answer = await send(
      `http://receiver.invalid:${port}/pinned`,
      { timeoutMs: 2_000, maxBodyBytes: 100 },
      { allowPrivate: true, resolve: resolver },
    );
    expect(answer.status).toBe(200);
    expect(asked).toBe(1);
    expect(reached).toContain('/pinned');
  });

  it('does not follow a redirect', async () => {
    const answer = await send(
      `http://127.0.0.1:${port}/redirect`,
      { timeoutMs: 2_000, maxBodyBytes: 1_000 },
      { allowPrivate: true },
    );
    expect(answer.status).toBe(307);
    expect(reached).not.toContain('/landed');
  });

  it('cuts a huge answer at the size limit instead of reading it all', async () => {
    const started = Date.now();
    const error = await send(
      `http://127.0.0.1:${port}/huge`,
      { timeoutMs: 5_000, maxBodyBytes: 256 * 1024 },
      { allowPrivate: true },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OutboundError);
    expect((error as OutboundError).reason).toBe('too-large');
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
