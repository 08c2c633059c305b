/**
 * Dispatch finds a client by name (GET /api/admin/clients) and approves an import's orders at once
 * (POST /api/orders/approve): each as PATCH would, a refusal named with its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { bookOrder, patchOrder } from '../../test/orders';

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  client = await t.login(DEMO.client.username, DEMO.client.password);
});
afterAll(async () => t.close());

const approve = (orderIds: unknown, token = admin) =>
  t.request({ method: 'POST', url: '/api/orders/approve', token, payload: { orderIds } });

describe('GET /api/admin/clients', () => {
  it('finds client accounts by organisation, person or email, never other roles', async () => {
    const byOrg = (await t.request({ url: '/api/admin/clients?q=sample%20pharm', token: admin })).json();
    expect(byOrg.clients).toContainEqual(
      expect.objectContaining({
        id: 2,
        organizationName: 'Sample Pharmacy',
        label: expect.stringMatching(/^Sample Pharmacy \(/),
      }),
    );
    const all = (await t.request({ url: '/api/admin/clients?limit=50', token: admin })).json().clients;
    expect(all.length).toBeGreaterThan(1);
    expect(all.map((c: { id: number }) => c.id)).not.toContain(1); // the admin
    // A pattern typed by a person is text: '%' finds nothing rather than everything.
    expect((await t.request({ url: '/api/admin/clients?q=%25', token: admin })).json().clients).toEqual([]);
    expect((await t.request({ url: '/api/admin/clients?limit=500', token: admin })).statusCode).toBe(400);
  });
});

describe('POST /api/orders/approve', () => {
  it('approves each order as PATCH would, and names the ones it cannot with their reason', async () => {
    const a = await bookOrder(t, client);
    const b = await bookOrder(t, client);
    const approximate = await bookOrder(t, client, { deliveryAddress: 'Katy, TX 77494' });
    const cancelled = await bookOrder(t, client);
    expect((await patchOrder(t, client, cancelled, 'cancelled')).statusCode).toBe(200);

    const response = await approve([a, b, approximate, cancelled, a]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.approved).toEqual([a, b]);
    expect(body.refused.map((r: { id: number }) => r.id)).toEqual([approximate, cancelled]);
    expect(body.refused[0].message).toMatch(/address/i);
    expect(body.refused[1].message).toMatch(/cancelled/);
    for (const id of [a, b]) {
      const order = (await t.request({ url: `/api/orders/${id}`, token: client })).json();
      expect(order).toMatchObject({ status: 'confirmed', paymentStatus: 'invoiced' });
    }
    // Approved already: a second run refuses it, changing nothing.
    expect((await approve([a])).json()).toMatchObject({ approved: [], refused: [{ id: a }] });
  });

  it('validates the list naming orderIds', async () => {
    const id = await bookOrder(t, client);
    for (const bad of [[], ['x'], [0], 'all']) {
      const response = await approve(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.body).toContain('orderIds');
    }
    const order = (await t.request({ url: `/api/orders/${id}`, token: client })).json();
    expect(order.status).toBe('pending');
  });
});
