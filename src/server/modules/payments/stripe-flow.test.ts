/**
 * The whole checkout through the API with PAYMENT_PROVIDER=stripe: the real SDK talks to a local
 * stand-in of Stripe's API, so the requests it sends and the answers it parses are the real ones.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeTestServer, type StripeTestServer } from '../../adapters/payments/stripe-test-server';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { insertOrder, paymentTrail } from './test-support';

let t: TestApp;
let stripe: StripeTestServer;
let client: string;
beforeAll(async () => {
  stripe = await startStripeTestServer();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
  });
  client = await t.login(DEMO.client.username, DEMO.client.password);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
  stripe.declineWith = null;
  stripe.createStatus = 'requires_confirmation';
});

const createIntent = (orderId: number, amount?: string) =>
  t.as(client).post('/api/create-payment-intent', { orderId, ...(amount ? { amount } : {}) });
const confirm = (orderId: number, paymentIntentId: string) =>
  t.as(client).post('/api/confirm-payment', { orderId, paymentIntentId });
const calls = () => stripe.requests.map((r) => `${r.method} ${r.path.replace(/pi_[0-9a-f]+/, 'pi')}`);

describe('checkout with Stripe', () => {
  it('opens one Stripe intent for the order total, in cents, keyed per order', async () => {
    const orderId = await insertOrder(t.db, { totalCost: '45.30' });
    const response = await createIntent(orderId, '0.01');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_x',
      amount: '45.30',
      currency: 'usd',
      amountAdjusted: true,
    });
    const intent = stripe.intents.get(body.paymentIntentId)!;
    expect(body.clientSecret).toBe(intent.client_secret);
    const [sent] = stripe.requests;
    expect(sent!.form.get('amount')).toBe('4530');
    expect(sent!.form.get('currency')).toBe('usd');
    expect(sent!.form.get('metadata[orderId]')).toBe(String(orderId));
    expect(sent!.headers['idempotency-key']).toBe(`order-${orderId}-45.30`);
    expect(sent!.headers.authorization).toBe('Bearer sk_test_x');

    // Asking again reads the recorded intent back instead of opening another.
    const again = (await createIntent(orderId)).json();
    expect(again.paymentIntentId).toBe(body.paymentIntentId);
    expect(again.clientSecret).toBe(body.clientSecret);
    expect(calls()).toEqual(['POST /v1/payment_intents', 'GET /v1/payment_intents/pi']);
    expect((await paymentTrail(t.db, orderId)).payments).toHaveLength(1);
  });

  it('confirms with Stripe, then the order, once even when confirmed twice at the same time', async () => {
    const orderId = await insertOrder(t.db);
    const { paymentIntentId } = (await createIntent(orderId)).json();
    const answers = await Promise.all([confirm(orderId, paymentIntentId), confirm(orderId, paymentIntentId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toMatchObject({
      status: 'succeeded',
      order: { id: orderId, status: 'confirmed' },
    });
    expect(stripe.intents.get(paymentIntentId)!.status).toBe('succeeded');
    const trail = await paymentTrail(t.db, orderId);
    expect(trail.order.status).toBe('confirmed');
    expect(trail.payments).toMatchObject([
      { provider: 'stripe', providerIntentId: paymentIntentId, status: 'succeeded' },
    ]);
    expect(trail.events).toHaveLength(1);
  });

  it('accepts an intent the browser already paid with Stripe.js, without confirming it again', async () => {
    stripe.createStatus = 'requires_payment_method';
    const orderId = await insertOrder(t.db);
    const { paymentIntentId } = (await createIntent(orderId)).json();
    const early = await confirm(orderId, paymentIntentId);
    expect(early.statusCode).toBe(402);
    expect(early.json().code).toBe('PAYMENT_REQUIRED');
    expect((await paymentTrail(t.db, orderId)).order.status).toBe('pending');

    stripe.intents.get(paymentIntentId)!.status = 'succeeded'; // what Stripe.js does in the browser
    stripe.requests.length = 0;
    const paid = await confirm(orderId, paymentIntentId);
    expect(paid.statusCode).toBe(200);
    expect(calls()).toEqual(['GET /v1/payment_intents/pi']);
    expect((await paymentTrail(t.db, orderId)).order.status).toBe('confirmed');
  });

  it("answers a declined card with 402 and Stripe's message, confirming nothing", async () => {
    const orderId = await insertOrder(t.db);
    const { paymentIntentId } = (await createIntent(orderId)).json();
    stripe.declineWith = 'Your card was declined.';
    const response = await confirm(orderId, paymentIntentId);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      message: 'Your card was declined.',
      code: 'PAYMENT_DECLINED',
      declineCode: 'card_declined',
    });
    const trail = await paymentTrail(t.db, orderId);
    expect(trail.order.status).toBe('pending');
    expect(trail.payments[0]!.status).toBe('requires_confirmation');
    expect(trail.events).toHaveLength(0);
    expect(trail.audits.map((a) => a.action)).toContain('payment_failed');
  });

  it('refuses an intent Stripe holds for a different amount', async () => {
    const orderId = await insertOrder(t.db, { totalCost: '45.30' });
    const { paymentIntentId } = (await createIntent(orderId)).json();
    stripe.intents.get(paymentIntentId)!.amount = 1;
    const response = await confirm(orderId, paymentIntentId);
    expect(response.statusCode).toBe(409);
    expect(calls()).not.toContain('POST /v1/payment_intents/pi/confirm');
    expect((await paymentTrail(t.db, orderId)).order.status).toBe('pending');
  });

  it('turns test payments off (409) and tells the page so', async () => {
    const orderId = await insertOrder(t.db);
    const response = await t.as(client).post('/api/test-payment', { orderId });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('TEST_PAYMENTS_OFF');
    const config = await t.request({ method: 'GET', url: '/api/payments/config', token: client });
    expect(config.json()).toEqual({
      provider: 'stripe',
      testPaymentsEnabled: false,
      publishableKey: 'pk_test_x',
      currency: 'usd',
    });
  });
});
