/**
 * Every endpoint got every client's events: a webhook could not be scoped, so a lab's receiver
 * heard of a pharmacy's orders. Now an endpoint names the clients whose events it receives (or
 * "all"), every id named must be a client account, and another client's events never reach it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, createTestApp, uniqueName, type TestApp } from '../test/helper';
import { eventually } from '../test/eventually';
import { bookOrder } from '../test/orders';

let t: TestApp;
let receiver: Server;
let base: string;
let admin: string;
/** Order ids each receiving path heard of, by event. */
const heard: { path: string; event: string; orderId: number | null }[] = [];

async function newClient() {
  const username = uniqueName('scoped');
  const registered = await t.signUp({
    username,
    email: `${username}@example.com`,
    password: 'Scoped-pass1',
    firstName: 'Ada',
    lastName: username,
  });
  expect(registered.statusCode).toBe(201);
  const { user, sessionToken } = registered.json();
  return { id: user.id as number, token: sessionToken as string, lastName: username };
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = JSON.parse(raw);
      heard.push({ path: request.url ?? '', event: body.event, orderId: body.order?.id ?? null });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '100' });
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
});
afterAll(async () => {
  await t.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const register = (payload: object) =>
  t.request({ method: 'POST', url: '/api/webhooks', token: admin, payload });

const heardBy = (path: string, orderId: number) =>
  eventually(() => heard.find((h) => h.path === path && h.orderId === orderId), {
    what: `${path} to hear of order ${orderId}`,
  });

describe('webhooks scoped to clients', () => {
  it("sends an endpoint scoped to one client that client's events only; an 'all' endpoint hears both", async () => {
    const lab = await newClient();
    const pharmacy = await newClient();
    const scoped = await register({ url: `${base}/lab`, events: ['order.created'], clients: [lab.id] });
    expect(scoped.statusCode).toBe(201);
    expect(scoped.json().clients).toEqual([
      { id: lab.id, label: expect.stringContaining(`Ada ${lab.lastName}`) },
    ]);
    const everyone = await register({ url: `${base}/all`, events: ['order.created'], clients: 'all' });
    expect(everyone.json().clients).toBe('all');

    const pharmacyOrder = await bookOrder(t, pharmacy.token);
    const labOrder = await bookOrder(t, lab.token);
    await heardBy('/all', pharmacyOrder);
    await heardBy('/all', labOrder);
    await heardBy('/lab', labOrder);
    // Nothing was even queued for the pharmacy's order: the delivery log names the lab's alone.
    const log = await t.request({
      method: 'GET',
      url: `/api/webhooks/${scoped.json().id}/deliveries`,
      token: admin,
    });
    expect(log.json().map((d: { orderId: number }) => d.orderId)).toEqual([labOrder]);
    expect(heard.filter((h) => h.path === '/lab').map((h) => h.orderId)).toEqual([labOrder]);

    // Scoped again to the pharmacy: its next order reaches the endpoint, the lab's no longer does.
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/webhooks/${scoped.json().id}`,
      token: admin,
      payload: { clients: [pharmacy.id] },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().clients).toEqual([
      { id: pharmacy.id, label: expect.stringContaining(`Ada ${pharmacy.lastName}`) },
    ]);
    const labAgain = await bookOrder(t, lab.token);
    const pharmacyAgain = await bookOrder(t, pharmacy.token);
    await heardBy('/lab', pharmacyAgain);
    await heardBy('/all', labAgain);
    expect(heard.some((h) => h.path === '/lab' && h.orderId === labAgain)).toBe(false);

    const listed = (await t.request({ method: 'GET', url: '/api/webhooks', token: admin })).json();
    expect(listed.find((w: { id: number }) => w.id === scoped.json().id).clients).toEqual([
      { id: pharmacy.id, label: expect.stringContaining(`Ada ${pharmacy.lastName}`) },
    ]);
  }, 30_000);

  it("hears of a colleague's booking: a client named stands for its organisation", async () => {
    const lab = await newClient();
    const colleague = await newClient();
    // The colleague joins the lab's organisation (as an accepted invitation would make it).
    await t.db
      .execute(sql`update users set organization_id = (select organization_id from users where id = ${lab.id})
      where id = ${colleague.id}`);
    const outsider = await newClient();
    const scoped = (
      await register({ url: `${base}/org`, events: ['order.created'], clients: [lab.id] })
    ).json();
    const outsiderOrder = await bookOrder(t, outsider.token);
    const colleagueOrder = await bookOrder(t, colleague.token);
    await heardBy('/org', colleagueOrder);
    const log = await t.request({
      method: 'GET',
      url: `/api/webhooks/${scoped.id}/deliveries`,
      token: admin,
    });
    expect(log.json().map((d: { orderId: number }) => d.orderId)).toEqual([colleagueOrder]);
    expect(heard.some((h) => h.path === '/org' && h.orderId === outsiderOrder)).toBe(false);
  }, 20_000);

  it('refuses ids that are not client accounts, an empty list and other words, naming the field', async () => {
    const { id: adminId } = (await t.request({ method: 'GET', url: '/api/auth/me', token: admin })).json();
    const lab = await newClient();
    const cases: [unknown, string][] = [
      [[lab.id, adminId], 'clients.1'],
      [[999_999], 'clients.0'],
      [[], 'clients'],
      ['everyone', 'clients'],
      [['1'], 'clients'],
    ];
    for (const [clients, path] of cases) {
      const response = await register({ url: `${base}/bad`, events: ['order.created'], clients });
      expect(response.statusCode, JSON.stringify(clients)).toBe(400);
      expect(response.json().errors[0].path, JSON.stringify(clients)).toBe(path);
    }
    const list = (await t.request({ method: 'GET', url: '/api/webhooks', token: admin })).json();
    expect(list.some((w: { url: string }) => w.url === `${base}/bad`)).toBe(false);
  });

  it('keeps the two-field registration of the contract meaning every client', async () => {
    const response = await register({ url: `${base}/plain`, events: ['order.created'] });
    expect(response.statusCode).toBe(201);
    expect(response.json().clients).toBe('all');
  });
});
