import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema/index';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { DEMO_CLIENT_ID, insertOrder, paymentTrail } from './test-support';

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.login(DEMO.client.username, DEMO.client.password);
});
afterAll(async () => t.close());

const createIntent = async (orderId: number) => {
  const response = await t.as(client).post('/api/create-payment-intent', { orderId });
  expect(response.statusCode).toBe(200);
  return response.json().paymentIntentId as string;
};
const confirm = (orderId: number, paymentIntentId: string) =>
  t.as(client).post('/api/confirm-payment', { orderId, paymentIntentId });

/** Exactly one successful payment, one 'confirmed' event and one audit line: charged once. */
async function expectPaidOnce(orderId: number) {
  const trail = await paymentTrail(t.db, orderId);
  expect(trail.order.status).toBe('confirmed');
  expect(trail.payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
  expect(trail.events.filter((e) => e.status === 'confirmed')).toHaveLength(1);
  expect(trail.audits.filter((a) => a.action === 'payment_confirmed')).toHaveLength(1);
  return trail;
}

describe('POST /api/confirm-payment', () => {
  it('confirms the payment and the order in one go, with a tracking event and an audit line', async () => {
    const orderId = await insertOrder(t.db);
    const paymentIntentId = await createIntent(orderId);
    const response = await confirm(orderId, paymentIntentId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'succeeded',
      paymentIntentId,
      amount: '45.30',
      order: { id: orderId, status: 'confirmed' },
    });
    expect(response.json().message).toMatch(/Payment received/);
    const trail = await expectPaidOnce(orderId);
    expect(trail.payments[0]!.confirmedAt).toBeInstanceOf(Date);
    expect(trail.events[0]).toMatchObject({ actorUserId: DEMO_CLIENT_ID, note: 'Payment received' });
  });

  it('answers the same success to a repeated confirmation, charging once', async () => {
    const orderId = await insertOrder(t.db);
    const paymentIntentId = await createIntent(orderId);
    const first = await confirm(orderId, paymentIntentId);
    const second = await confirm(orderId, paymentIntentId);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    await expectPaidOnce(orderId);
  });

  it('lets only one of two simultaneous confirmations move the order', async () => {
    const orderId = await insertOrder(t.db);
    const paymentIntentId = await createIntent(orderId);
    const answers = await Promise.all([confirm(orderId, paymentIntentId), confirm(orderId, paymentIntentId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().order.status)).toEqual(['confirmed', 'confirmed']);
    await expectPaidOnce(orderId);
  });

  it("refuses another order's intent (400) and changes nothing", async () => {
    const orderId = await insertOrder(t.db);
    const otherOrder = await insertOrder(t.db);
    await createIntent(orderId);
    const response = await confirm(orderId, await createIntent(otherOrder));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('paymentIntentId');
    expect((await paymentTrail(t.db, orderId)).order.status).toBe('pending');
    expect((await confirm(orderId, 'pi_test_0000000000000000_1_1')).statusCode).toBe(400);
  });

  it('refuses an intent whose amount is not the order total (409)', async () => {
    // A tampered row claiming the order total for a 1-cent intent: the provider's amount decides.
    const orderId = await insertOrder(t.db, { totalCost: '45.30' });
    const cheap = `pi_test_abcdefabcdefabcd_${orderId}_1`;
    await t.db.insert(payments).values({
      orderId,
      provider: 'test',
      providerIntentId: cheap,
      idempotencyKey: `tampered-${orderId}`,
      amount: '45.30',
    });
    const response = await confirm(orderId, cheap);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PAYMENT_AMOUNT_CHANGED');

    // The total changed after checkout started: the old intent no longer pays for the order.
    const stale = await createIntent(orderId);
    await t.db.update(orders).set({ totalCost: '60.00' }).where(eq(orders.id, orderId));
    expect((await confirm(orderId, stale)).statusCode).toBe(409);
    const trail = await paymentTrail(t.db, orderId);
    expect(trail.order.status).toBe('pending');
    expect(trail.payments.every((p) => p.status === 'requires_confirmation')).toBe(true);
    expect(trail.events).toHaveLength(0);
  });

  it("refuses a further intent once the order is paid, and a cancelled order's intent", async () => {
    const orderId = await insertOrder(t.db, { totalCost: '45.30' });
    const older = await createIntent(orderId);
    await t.db.update(orders).set({ totalCost: '50.00' }).where(eq(orders.id, orderId));
    const newer = await createIntent(orderId);
    expect(newer).not.toBe(older);
    expect((await confirm(orderId, newer)).statusCode).toBe(200);
    // Back to the older total: the older intent matches it, but the order is already paid.
    await t.db.update(orders).set({ totalCost: '45.30' }).where(eq(orders.id, orderId));
    const late = await confirm(orderId, older);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('ALREADY_PAID');
    await expectPaidOnce(orderId);

    const cancelled = await insertOrder(t.db);
    const intent = await createIntent(cancelled);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled));
    const refused = await confirm(cancelled, intent);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORDER_NOT_PAYABLE');
    expect((await paymentTrail(t.db, cancelled)).payments[0]!.status).toBe('requires_confirmation');
  });
});

describe('POST /api/test-payment (the checkout test-mode toggle)', () => {
  it('opens and confirms a simulated payment for the order total', async () => {
    const orderId = await insertOrder(t.db, { totalCost: '72.15' });
    const response = await t.as(client).post('/api/test-payment', { orderId: String(orderId) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'succeeded',
      amount: '72.15',
      order: { id: orderId, status: 'confirmed' },
    });
    expect(response.json().message).toMatch(/^Test payment received/);
    const trail = await expectPaidOnce(orderId);
    expect(trail.payments[0]).toMatchObject({ provider: 'test', amount: '72.15' });
    const again = await t.as(client).post('/api/test-payment', { orderId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This order is already paid', code: 'ALREADY_PAID' });
  });

  it('answers a Pay clicked twice with one key as the first answer, and charges once', async () => {
    const orderId = await insertOrder(t.db, { totalCost: '31.40' });
    const pay = () =>
      t.request({
        method: 'POST',
        url: '/api/test-payment',
        token: client,
        payload: { orderId },
        headers: { 'idempotency-key': `checkout-${orderId}-attempt-1` },
      });
    const first = await pay();
    const second = await pay();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    await expectPaidOnce(orderId);
  });

  it('refuses a cancelled order (409) and pays nothing', async () => {
    const orderId = await insertOrder(t.db, { status: 'cancelled' });
    const response = await t.as(client).post('/api/test-payment', { orderId });
    expect(response.statusCode).toBe(409);
    expect((await paymentTrail(t.db, orderId)).payments).toHaveLength(0);
  });
});
