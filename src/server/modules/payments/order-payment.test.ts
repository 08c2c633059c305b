/**
 * `paymentStatus` tells the truth. Approving unpaid bills on account (invoiced), an
 * invoiced order can still be paid, cancelling a paid order refunds it once (also when cancelled
 * twice at the same moment), and nobody can resume, cancel or read the payment of another's order.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, refunds } from '../../db/schema/index';
import { createTestApp, DEMO, uniqueName, type TestApp } from '../../test/helper';
import { patchOrder } from '../../test/orders';
import { insertOrder } from './test-support';

let t: TestApp;
let client: string;
let admin: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.login(DEMO.client.username, DEMO.client.password);
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
  const username = uniqueName('other');
  const registered = await t.signUp({
    username,
    email: `${username}@example.com`,
    password: 'Sturdy-pass1',
    firstName: 'Otto',
    lastName: 'Other',
  });
  other = registered.json().sessionToken as string;
});
afterAll(async () => t.close());

const getOrder = async (id: number, token = client) =>
  (await t.request({ method: 'GET', url: `/api/orders/${id}`, token })).json();
const paymentOf = (id: number, token = client) =>
  t.request({ method: 'GET', url: `/api/orders/${id}/payment`, token });
const auditActions = async (id: number) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action);

describe('paymentStatus', () => {
  it('is unpaid on a new order, and approving it unpaid bills it on account, never "paid"', async () => {
    const id = await insertOrder(t.db);
    expect((await getOrder(id)).paymentStatus).toBe('unpaid');
    const approved = await patchOrder(t, admin, id, 'confirmed');
    expect(approved.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'invoiced' });
    expect((await getOrder(id)).paymentStatus).toBe('invoiced');
    const summary = (await paymentOf(id)).json();
    expect(summary).toMatchObject({ paymentStatus: 'invoiced', paidAt: null, refund: null, amount: '45.30' });
    const list = (await t.request({ method: 'GET', url: '/api/orders', token: admin })).json();
    expect(list.find((o: { id: number }) => o.id === id)?.paymentStatus).toBe('invoiced');
    expect(await auditActions(id)).toContain('payment_status_changed');
  });

  it('lets the client pay an invoiced order: paid, and its status stays where it was', async () => {
    const id = await insertOrder(t.db);
    await patchOrder(t, admin, id, 'confirmed');
    // Dispatch and the driver moved on meanwhile: paying must not move the order back or forward.
    await t.db.update(orders).set({ status: 'in_transit' }).where(eq(orders.id, id));
    const intent = (await t.as(client).post('/api/create-payment-intent', { orderId: id })).json();
    const again = (await t.as(client).post('/api/create-payment-intent', { orderId: id })).json();
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);
    const paid = await t
      .as(client)
      .post('/api/confirm-payment', { orderId: id, paymentIntentId: intent.paymentIntentId });
    expect(paid.statusCode).toBe(200);
    expect(await getOrder(id)).toMatchObject({ status: 'in_transit', paymentStatus: 'paid' });
    expect((await paymentOf(id)).json()).toMatchObject({ paymentStatus: 'paid', provider: 'test' });
    expect((await t.as(client).post('/api/test-payment', { orderId: id })).statusCode).toBe(409);
  });

  it('pays a pending order by test payment: confirmed and paid', async () => {
    const id = await insertOrder(t.db);
    expect((await t.as(client).post('/api/test-payment', { orderId: id })).statusCode).toBe(200);
    expect(await getOrder(id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await paymentOf(id)).json().paidAt).toEqual(expect.any(String));
  });

  it('voids the invoice when an order billed on account is cancelled', async () => {
    const id = await insertOrder(t.db);
    await patchOrder(t, admin, id, 'confirmed');
    const cancelled = await patchOrder(t, client, id, 'cancelled');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, id))).toEqual([]);
  });
});

describe('cancelling a paid order', () => {
  it('refunds it exactly once when the client and dispatch cancel at the same moment', async () => {
    const id = await insertOrder(t.db, { totalCost: '61.20' });
    await t.as(client).post('/api/test-payment', { orderId: id });
    const answers = await Promise.all([
      patchOrder(t, client, id, 'cancelled'),
      patchOrder(t, admin, id, 'cancelled'),
      patchOrder(t, client, id, 'cancelled'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: '61.20', provider: 'test', reason: 'order_cancelled' });
    expect(rows[0]!.providerRefundId).toMatch(/^re_test_/);
    expect(await getOrder(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const summary = (await paymentOf(id)).json();
    expect(summary).toMatchObject({ paymentStatus: 'refunded', refund: { amount: '61.20' } });
    expect(Date.parse(summary.refund.refundedAt)).not.toBeNaN();
    expect((await auditActions(id)).filter((a) => a === 'payment_refunded')).toHaveLength(1);

    const custody = (
      await t.request({ method: 'GET', url: `/api/orders/${id}/custody`, token: client })
    ).json();
    expect(custody.entries.map((e: { kind: string }) => e.kind).slice(-2)).toEqual(['cancelled', 'refunded']);
    expect(custody.entries.at(-1).content).toMatchObject({ amount: '61.20', reason: 'order_cancelled' });
    expect(custody.verification.valid).toBe(true);
  });

  it('is not open to the client once a driver is on the way, nor payable once cancelled', async () => {
    const id = await insertOrder(t.db, { status: 'pickup_scheduled' });
    expect((await patchOrder(t, client, id, 'cancelled')).statusCode).toBe(409);
    const cancelled = await insertOrder(t.db, { status: 'cancelled' });
    expect((await t.as(client).post('/api/create-payment-intent', { orderId: cancelled })).statusCode).toBe(
      409,
    );
  });
});

describe("another client's order", () => {
  it('cannot be resumed, cancelled, refunded or read: 404 like a missing one', async () => {
    const id = await insertOrder(t.db);
    await t.as(client).post('/api/test-payment', { orderId: id });
    expect((await t.as(other).post('/api/create-payment-intent', { orderId: id })).statusCode).toBe(404);
    expect((await patchOrder(t, other, id, 'cancelled')).statusCode).toBe(404);
    expect((await paymentOf(id, other)).statusCode).toBe(404);
    expect(await getOrder(id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, id))).toEqual([]);
  });
});
