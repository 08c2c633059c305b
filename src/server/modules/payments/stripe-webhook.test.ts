/**
 * With PAYMENT_PROVIDER=stripe: the real SDK against the local stand-in. Cancelling a
 * paid order calls Stripe's refunds API with an idempotency key; Stripe's webhook, signed with
 * STRIPE_WEBHOOK_SECRET, marks payments paid or refunded; a forged one is 400, a replay a no-op.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeTestServer, type StripeTestServer } from '../../adapters/payments/stripe-test-server';
import { refunds } from '../../db/schema/index';
import { createTestApp, DEMO, type TestApp } from '../../test/helper';
import { patchOrder } from '../../test/orders';
import { insertOrder, paymentTrail } from './test-support';

const SECRET = 'whsec_test_medlink';
let t: TestApp;
let stripe: StripeTestServer;
let client: string;
let admin: string;
beforeAll(async () => {
  stripe = await startStripeTestServer();
  t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripe.port),
    STRIPE_API_PROTOCOL: 'http',
  });
  client = await t.login(DEMO.client.username, DEMO.client.password);
  admin = await t.login(DEMO.admin.username, DEMO.admin.password);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const openIntent = async (orderId: number) =>
  (await t.as(client).post('/api/create-payment-intent', { orderId })).json().paymentIntentId as string;

let eventCounter = 0;
function event(type: string, object: Record<string, unknown>) {
  return { id: `evt_test_${Date.now()}_${eventCounter++}`, object: 'event', type, data: { object } };
}
function sendWebhook(body: object, secret = SECRET) {
  const payload = JSON.stringify(body);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.request({
    method: 'POST',
    url: '/api/payments/stripe-webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

describe('Stripe webhook', () => {
  it('refuses a body whose signature is wrong or missing (400), and changes nothing', async () => {
    const orderId = await insertOrder(t.db);
    const intentId = await openIntent(orderId);
    const body = event('payment_intent.succeeded', { id: intentId, amount: 4530, currency: 'usd' });
    const forged = await sendWebhook(body, 'whsec_not_ours');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/signature/i);
    const unsigned = await t.request({
      method: 'POST',
      url: '/api/payments/stripe-webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await paymentTrail(t.db, orderId)).order).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
    });
  });

  it('confirms a pending order on payment_intent.succeeded, and a replay changes nothing', async () => {
    const orderId = await insertOrder(t.db);
    const intentId = await openIntent(orderId);
    const body = event('payment_intent.succeeded', { id: intentId, amount: 4530, currency: 'usd' });
    const first = await sendWebhook(body);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    const trail = await paymentTrail(t.db, orderId);
    expect(trail.order).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(trail.events).toHaveLength(1);
    const replay = await sendWebhook(body);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await paymentTrail(t.db, orderId)).events).toHaveLength(1);
    // The browser coming back afterwards is answered the same success, with no second event.
    stripe.intents.get(intentId)!.status = 'succeeded';
    const confirmed = await t.as(client).post('/api/confirm-payment', { orderId, paymentIntentId: intentId });
    expect(confirmed.statusCode).toBe(200);
    expect((await paymentTrail(t.db, orderId)).events).toHaveLength(1);
  });

  it('ignores an intent for a different amount than the order was opened for', async () => {
    const orderId = await insertOrder(t.db);
    const intentId = await openIntent(orderId);
    const answer = await sendWebhook(
      event('payment_intent.succeeded', { id: intentId, amount: 1, currency: 'usd' }),
    );
    expect(answer.json().outcome).toBe('ignored');
    expect((await paymentTrail(t.db, orderId)).order.paymentStatus).toBe('unpaid');
  });
});

describe('refunds through Stripe', () => {
  it('refunds a cancelled paid order with an idempotency key; the webhook that follows is a no-op', async () => {
    const orderId = await insertOrder(t.db, { totalCost: '52.10' });
    const intentId = await openIntent(orderId);
    expect(
      (await t.as(client).post('/api/confirm-payment', { orderId, paymentIntentId: intentId })).statusCode,
    ).toBe(200);
    stripe.requests.length = 0;

    const cancelled = await patchOrder(t, admin, orderId, 'cancelled');
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const sent = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form.get('payment_intent')).toBe(intentId);
    expect(sent[0]!.form.get('amount')).toBe('5210');
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^refund-payment-\d+$/);
    const [row] = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(row!.providerRefundId).toBe([...stripe.refunds.values()].at(-1)!.id);

    const followUp = await sendWebhook(
      event('charge.refunded', {
        id: 'ch_1',
        payment_intent: intentId,
        amount: 5210,
        amount_refunded: 5210,
        refunds: { data: [{ id: row!.providerRefundId }] },
      }),
    );
    expect(followUp.json().outcome).toBe('ignored');
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });

  it('marks a payment refunded at Stripe (charge.refunded) without cancelling the order', async () => {
    const orderId = await insertOrder(t.db, { totalCost: '30.00' });
    const intentId = await openIntent(orderId);
    await t.as(client).post('/api/confirm-payment', { orderId, paymentIntentId: intentId });
    const answer = await sendWebhook(
      event('charge.refunded', { id: 'ch_2', payment_intent: intentId, amount: 3000, amount_refunded: 3000 }),
    );
    expect(answer.json().outcome).toBe('applied');
    const trail = await paymentTrail(t.db, orderId);
    expect(trail.order).toMatchObject({ status: 'confirmed', paymentStatus: 'refunded' });
    expect(trail.audits.map((a) => a.action)).toContain('payment_refunded');
    const custody = (
      await t.request({ method: 'GET', url: `/api/orders/${orderId}/custody`, token: client })
    ).json();
    expect(custody.entries.at(-1).kind).toBe('refunded');
    expect(custody.verification.valid).toBe(true);
  });
});
