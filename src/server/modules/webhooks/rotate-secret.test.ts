/**
 * A new signing secret for an endpoint whose secret leaked: answered once, the old one no longer
 * signs anything from then on, the audit log says it happened without holding the secret, and an
 * Idempotency-Key replay does not show the secret again.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { DEMO, createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
let admin: string;
let receiver: Server;
let url: string;
const got: { headers: IncomingMessage['headers']; raw: string }[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      got.push({ headers: request.headers, raw });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // The worker is off: what the receiver gets was sent by the test event the test asks for.
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '0' });
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
});
afterAll(async () => {
  await t.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

/** Whether the last POST the receiver got is signed with `secret`. */
function signedWith(secret: string): boolean {
  const last = got.at(-1)!;
  const [, at, v1] = String(last.headers['x-medlink-signature']).match(/^t=(\d+),v1=([0-9a-f]{64})$/)!;
  return createHmac('sha256', secret).update(`${at}.${last.raw}`).digest('hex') === v1;
}

async function registered() {
  const created = await t.request({
    method: 'POST',
    url: '/api/webhooks',
    token: admin,
    payload: { url, events: ['order.status_changed'], description: 'Lab LIS' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; secret: string };
}

const rotate = (id: number, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `/api/webhooks/${id}/secret`, token: admin, headers });

const sendTest = async (id: number) => {
  const sent = await t.request({ method: 'POST', url: `/api/webhooks/${id}/test`, token: admin });
  expect(sent.json()).toMatchObject({ delivered: true });
};

describe('POST /api/webhooks/{id}/secret', () => {
  it('answers a new secret once, and from then on deliveries are signed with it, not the old one', async () => {
    const { id, secret: old } = await registered();
    await sendTest(id);
    expect(signedWith(old)).toBe(true);

    const rotated = await rotate(id);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, ...summary } = rotated.json();
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(old);
    // The endpoint itself is unchanged: same address, events and state.
    expect(summary).toMatchObject({ id, url, events: ['order.status_changed'], active: true });

    await sendTest(id);
    expect(signedWith(secret)).toBe(true);
    expect(signedWith(old)).toBe(false);
    // The list never shows a secret, old or new.
    const list = await t.request({ method: 'GET', url: '/api/webhooks', token: admin });
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain(old);
  });

  it('logs who rotated it, and the log holds no secret', async () => {
    const { id } = await registered();
    const { secret } = (await rotate(id)).json();
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'webhook'), eq(auditLog.entityId, id)));
    const rotatedLine = lines.find((line) => line.action === 'webhook_secret_rotated');
    expect(rotatedLine).toMatchObject({ actorUserId: expect.any(Number) });
    expect(JSON.stringify(lines)).not.toContain(secret);
  });

  it('does not show the secret again to a replay of the same Idempotency-Key', async () => {
    const { id } = await registered();
    const first = await rotate(id, { 'idempotency-key': `rotate-${id}` });
    expect(first.statusCode).toBe(200);
    const replay = await rotate(id, { 'idempotency-key': `rotate-${id}` });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('IDEMPOTENCY_ANSWER_NOT_KEPT');
    expect(replay.body).not.toContain(first.json().secret);
  });

  it('answers 404 for an endpoint that does not exist, and changes nothing', async () => {
    const missing = await rotate(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });
});
