/**
 * "Send test event": the admin presses it and learns at once whether the receiver takes signed
 * events: a `webhook.test` POSTed through the outbound client, signed with the endpoint's secret,
 * and the receiver's answer (or why there was none) in the reply.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema/index';
import { DEMO, createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
let strict: TestApp;
let receiver: Server;
let base: string;
const got: { path: string; headers: IncomingMessage['headers']; raw: string }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      got.push({ path: request.url ?? '', headers: request.headers, raw });
      response.writeHead(request.url === '/broken' ? 500 : 204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // The worker is off (poll 0): whatever arrives was sent by the test action, not a queue.
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '0' });
  strict = await createTestApp({ WEBHOOK_POLL_MS: '0' });
});
afterAll(async () => {
  await t.close();
  await strict.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('send test event', () => {
  it("POSTs a webhook.test signed with the endpoint's secret and answers what the receiver said", async () => {
    const admin = await t.login(DEMO.admin.username, DEMO.admin.password);
    const created = await t.request({
      method: 'POST',
      url: '/api/webhooks',
      token: admin,
      payload: { url: `${base}/ok`, events: ['order.created'], clients: 'all' },
    });
    const { id, secret } = created.json();
    const answer = await t.request({ method: 'POST', url: `/api/webhooks/${id}/test`, token: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      event: 'webhook.test',
      delivered: true,
      statusCode: 204,
      error: null,
    });

    const arrived = got.find((g) => g.path === '/ok')!;
    expect(arrived.headers['x-medlink-event']).toBe('webhook.test');
    const [, stamp, v1] = String(arrived.headers['x-medlink-signature']).match(
      /^t=(\d+),v1=([0-9a-f]{64})$/,
    )!;
    expect(createHmac('sha256', secret).update(`${stamp}.${arrived.raw}`).digest('hex')).toBe(v1);
    expect(JSON.parse(arrived.raw)).toMatchObject({
      event: 'webhook.test',
      order: null,
      data: { webhookId: id },
    });
  });

  it('says a receiver that answers 500 did not take it', async () => {
    const admin = await t.login(DEMO.admin.username, DEMO.admin.password);
    const { id } = (
      await t.request({
        method: 'POST',
        url: '/api/webhooks',
        token: admin,
        payload: { url: `${base}/broken`, events: ['order.created'] },
      })
    ).json();
    const answer = await t.request({ method: 'POST', url: `/api/webhooks/${id}/test`, token: admin });
    expect(answer.json()).toMatchObject({
      delivered: false,
      statusCode: 500,
      error: 'receiver answered 500',
    });
  });

  it('sends nothing to a private address the server does not allow, and says why without naming a setting', async () => {
    const admin = await strict.login(DEMO.admin.username, DEMO.admin.password);
    // Stored directly, as if registered while private addresses were allowed.
    const [row] = await strict.db
      .insert(webhookEndpoints)
      .values({ url: `${base}/private`, events: ['order.created'], secret: 'whsec_x', allClients: true })
      .returning({ id: webhookEndpoints.id });
    const answer = await strict.request({
      method: 'POST',
      url: `/api/webhooks/${row!.id}/test`,
      token: admin,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ delivered: false, statusCode: null });
    expect(answer.json().error).toMatch(/private/);
    expect(answer.body).not.toMatch(/WEBHOOK_ALLOW_PRIVATE/);
    expect(got.some((g) => g.path === '/private')).toBe(false);
  });

  it('is 404 for an endpoint that does not exist, and 403 for a client', async () => {
    const admin = await t.login(DEMO.admin.username, DEMO.admin.password);
    const client = await t.login(DEMO.client.username, DEMO.client.password);
    expect(
      (await t.request({ method: 'POST', url: '/api/webhooks/999999/test', token: admin })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'POST', url: '/api/webhooks/1/test', token: client })).statusCode).toBe(
      403,
    );
  });
});
