import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPaymentProvider, PaymentProviderError } from './index';
import { createStripeProvider } from './stripe-provider';
import { startStripeTestServer, type StripeTestServer } from './stripe-test-server';
import { createTestProvider } from './test-provider';

const input = (
  overrides: Partial<Parameters<ReturnType<typeof createTestProvider>['createIntent']>[0]> = {},
) => ({
  orderId: 42,
  amountCents: 4530,
  currency: 'usd' as const,
  idempotencyKey: 'order-42-45.30',
  metadata: { orderId: '42' },
  ...overrides,
});

describe('test provider', () => {
  it('answers the same simulated intent for the same idempotency key, a new one for another key', async () => {
    const provider = createTestProvider();
    const first = await provider.createIntent(input());
    const again = await createTestProvider().createIntent(input());
    const other = await provider.createIntent(input({ idempotencyKey: 'order-42-50.00', amountCents: 5000 }));
    expect(first.id).toMatch(/^pi_test_/);
    expect(first.clientSecret).toMatch(new RegExp(`^${first.id}_secret_`));
    expect(again).toEqual(first);
    expect(other.id).not.toBe(first.id);
    expect(first.status).toBe('requires_confirmation');
  });

  it('confirms successfully and retrieves the amount and order from the id alone', async () => {
    const provider = createTestProvider();
    const { id } = await provider.createIntent(input());
    // Another process (no shared memory) still knows the amount and the order.
    expect(await createTestProvider().retrieveIntent(id)).toMatchObject({
      id,
      status: 'requires_confirmation',
      amountCents: 4530,
      currency: 'usd',
      orderId: 42,
    });
    expect(await provider.confirmIntent(id)).toMatchObject({ status: 'succeeded', amountCents: 4530 });
    expect((await provider.retrieveIntent(id)).status).toBe('succeeded');
  });

  it('refuses unknown ids and amounts that are not positive cents', async () => {
    const provider = createTestProvider();
    await expect(provider.retrieveIntent('pi_nope')).rejects.toMatchObject({ kind: 'rejected' });
    await expect(provider.createIntent(input({ amountCents: 0 }))).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });
});

describe('createPaymentProvider', () => {
  it('is the test provider by default, Stripe with a secret key, and PAYMENT_PROVIDER wins', () => {
    expect(createPaymentProvider({}).name).toBe('test');
    expect(createPaymentProvider({ STRIPE_SECRET_KEY: 'sk_test_x' }).name).toBe('stripe');
    expect(createPaymentProvider({ PAYMENT_PROVIDER: 'test', STRIPE_SECRET_KEY: 'sk_test_x' }).name).toBe(
      'test',
    );
    expect(() => createPaymentProvider({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});

describe('stripe provider against a local Stripe stand-in', () => {
  let stripe: StripeTestServer;
  let provider: ReturnType<typeof createStripeProvider>;
  beforeAll(async () => {
    stripe = await startStripeTestServer();
    provider = createStripeProvider({
      secretKey: 'sk_test_x',
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
    });
  });
  afterAll(async () => stripe.close());
  beforeEach(() => {
    stripe.requests.length = 0;
    stripe.declineWith = null;
    stripe.createStatus = 'requires_confirmation';
  });

  it('creates an intent in cents and usd, with the idempotency key and the secret key', async () => {
    const created = await provider.createIntent(input());
    expect(created.id).toMatch(/^pi_/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_`));
    expect(created.status).toBe('requires_confirmation');
    const [sent] = stripe.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(sent!.form.get('amount')).toBe('4530');
    expect(sent!.form.get('currency')).toBe('usd');
    expect(sent!.form.get('metadata[orderId]')).toBe('42');
    expect(sent!.headers['idempotency-key']).toBe('order-42-45.30');
    expect(sent!.headers.authorization).toBe('Bearer sk_test_x');
    // The same key answers the same intent (Stripe replays; nothing new is created).
    expect((await provider.createIntent(input())).id).toBe(created.id);
    expect(stripe.intents.size).toBe(1);
  });

  it('retrieves and confirms, reading amount, currency and order from the answer', async () => {
    const { id } = await provider.createIntent(input({ idempotencyKey: 'order-42-retrieve' }));
    expect(await provider.retrieveIntent(id)).toMatchObject({
      id,
      status: 'requires_confirmation',
      amountCents: 4530,
      currency: 'usd',
      orderId: 42,
    });
    expect(await provider.confirmIntent(id)).toMatchObject({ id, status: 'succeeded' });
    const paths = stripe.requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual([
      'POST /v1/payment_intents',
      `GET /v1/payment_intents/${id}`,
      `POST /v1/payment_intents/${id}/confirm`,
    ]);
    expect(stripe.requests.every((r) => r.headers.authorization === 'Bearer sk_test_x')).toBe(true);
  });

  it('reports a declined card with the provider message, and an unknown intent as rejected', async () => {
    const { id } = await provider.createIntent(input({ idempotencyKey: 'order-42-decline' }));
    stripe.declineWith = 'Your card was declined.';
    await expect(provider.confirmIntent(id)).rejects.toMatchObject({
      kind: 'declined',
      message: 'Your card was declined.',
      code: 'card_declined',
    });
    expect((await provider.retrieveIntent(id)).status).toBe('requires_payment_method');
    await expect(provider.retrieveIntent('pi_missing')).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('reports an unreachable API as unavailable, never leaking the error', async () => {
    const gone = await startStripeTestServer();
    await gone.close();
    const offline = createStripeProvider({
      secretKey: 'sk_test_x',
      host: '127.0.0.1',
      port: gone.port,
      protocol: 'http',
    });
    await expect(offline.retrieveIntent('pi_x')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
