import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, uniqueName, type TestApp } from '../../test/helper';
import { insertOrder, paymentTrail } from './test-support';

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  client = await t.login(DEMO.client.username, DEMO.client.password);
});
afterAll(async () => t.close());

const createIntent = (payload: object, token?: string) =>
  t.as(token ?? client).post('/api/create-payment-intent', payload);
const confirm = (payload: object, token?: string) =>
  t.as(token ?? client).post('/api/confirm-payment', payload);

async function paidOrder() {
  const orderId = await insertOrder(t.db);
  const intent = (await createIntent({ orderId })).json();
  const confirmed = await confirm({ orderId, paymentIntentId: intent.paymentIntentId });
  expect(confirmed.statusCode).toBe(200);
  return { orderId, intent };
}

describe('who may pay', () => {
  it('answers 403 to drivers and admins before reading the body', async () => {
    for (const account of [DEMO.driver, DEMO.admin]) {
      const token = await t.login(account.username, account.password);
      expect((await t.as(token).post('/api/test-payment', {})).statusCode).toBe(403);
    }
  });

  it("answers 404 for another client's order, the same as for a missing one", async () => {
    const orderId = await insertOrder(t.db);
    const username = uniqueName('payer');
    const registered = await t.signUp({
      username,
      email: `${username}@example.com`,
      password: 'Sturdy-pass1',
      firstName: 'Ana',
      lastName: 'Ruiz',
    });
    const other = registered.json().sessionToken as string;
    const mine = (await createIntent({ orderId })).json();
    for (const response of [
      await createIntent({ orderId }, other),
      await confirm({ orderId, paymentIntentId: mine.paymentIntentId }, other),
      await t.as(other).post('/api/test-payment', { orderId }),
      await createIntent({ orderId: 2_000_000_000 }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await paymentTrail(t.db, orderId)).order.status).toBe('pending');
  });

  it('answers 400 naming the field for bad input', async () => {
    const orderId = await insertOrder(t.db);
    const cases: [string, object, string][] = [
      ['/api/create-payment-intent', {}, 'orderId'],
      ['/api/create-payment-intent', { orderId: 'abc' }, 'orderId'],
      ['/api/create-payment-intent', { orderId: -3 }, 'orderId'],
      ['/api/create-payment-intent', { orderId, amount: 'lots' }, 'amount'],
      ['/api/confirm-payment', { orderId }, 'paymentIntentId'],
      ['/api/confirm-payment', { orderId, paymentIntentId: '../v1/charges' }, 'paymentIntentId'],
      ['/api/test-payment', { orderId: 1.5 }, 'orderId'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await t.as(client).post(url, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().message).toContain(field);
      expect(response.json().errors[0].path).toBe(field);
    }
  });
});

describe('POST /api/create-payment-intent', () => {
  it('charges the order total from the database, whatever amount is sent, and says so', async () => {
    const orderId = await insertOrder(t.db, { totalCost: '45.30' });
    const response = await createIntent({ orderId: String(orderId), amount: '0.01' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ amount: '45.30', currency: 'usd', provider: 'test', amountAdjusted: true });
    expect(body.message).toMatch(/45\.30/);
    expect(body.paymentIntentId).toMatch(/^pi_test_/);
    expect(body.clientSecret).toMatch(/_secret_/);
    expect(body.publishableKey).toBeUndefined();
    const [row] = (await paymentTrail(t.db, orderId)).payments;
    expect(row).toMatchObject({
      provider: 'test',
      providerIntentId: body.paymentIntentId,
      idempotencyKey: `order-${orderId}-45.30`,
      amount: '45.30',
      status: 'requires_confirmation',
    });
  });

  it('answers the same intent when asked twice (also at once), with one payments row', async () => {
    const orderId = await insertOrder(t.db);
    const [a, b] = await Promise.all([createIntent({ orderId }), createIntent({ orderId })]);
    const third = (await createIntent({ orderId, amount: 45.3 })).json();
    expect(third.amountAdjusted).toBe(false);
    expect(a.json().paymentIntentId).toBe(third.paymentIntentId);
    expect(b.json().paymentIntentId).toBe(third.paymentIntentId);
    expect(b.json().clientSecret).toBe(third.clientSecret);
    const trail = await paymentTrail(t.db, orderId);
    expect(trail.payments).toHaveLength(1);
    expect(trail.audits.filter((x) => x.action === 'payment_intent_created')).toHaveLength(1);
  });

  it('refuses cancelled, declined and already paid orders with 409', async () => {
    const cancelled = await insertOrder(t.db, { status: 'cancelled' });
    const declined = await insertOrder(t.db, { status: 'declined' });
    const { orderId: paid } = await paidOrder();
    expect((await createIntent({ orderId: cancelled })).json()).toEqual({
      message: 'This order was cancelled and cannot be paid',
      code: 'ORDER_NOT_PAYABLE',
    });
    expect((await createIntent({ orderId: declined })).statusCode).toBe(409);
    const again = await createIntent({ orderId: paid });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_PAID');
    expect((await paymentTrail(t.db, cancelled)).payments).toHaveLength(0);
  });
});

describe('GET /api/payments/config', () => {
  it('tells the checkout page that test payments are on', async () => {
    const response = await t.request({ method: 'GET', url: '/api/payments/config', token: client });
    expect(response.json()).toEqual({ provider: 'test', testPaymentsEnabled: true, currency: 'usd' });
  });
});
