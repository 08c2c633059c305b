/**
 * The race the conditional update exists for: two confirmations that both pass every check
 * before either writes. A barrier in the provider holds the first until the second arrives, so
 * the race happens on every run instead of by luck of scheduling.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestProvider } from '../../adapters/payments/test-provider';
import type { PaymentProvider } from '../../adapters/payments/index';
import { payments } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import * as service from './service';
import { DEMO_CLIENT_ID, insertOrder, paymentTrail } from './test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A test provider whose confirmations wait for each other, `parties` at a time. */
function barrierProvider(parties: number): PaymentProvider {
  const inner = createTestProvider();
  let waiting: (() => void)[] = [];
  return {
    ...inner,
    async confirmIntent(id) {
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === parties) {
          for (const release of waiting) release();
          waiting = [];
        }
      });
      return inner.confirmIntent(id);
    },
  };
}

const caller = {
  userId: DEMO_CLIENT_ID,
  ip: '127.0.0.1',
  actor: { id: DEMO_CLIENT_ID, role: 'client' as const, organizationRole: 'owner' as const },
};

describe('two confirmations racing past the checks', () => {
  it('confirm the order once and both answer success', async () => {
    const context = { db: t.db, provider: barrierProvider(2) };
    const orderId = await insertOrder(t.db);
    const { paymentIntentId } = await service.createPaymentIntent(context, caller, { orderId });
    const answers = await Promise.all([
      service.confirmPayment(context, caller, { orderId, paymentIntentId }),
      service.confirmPayment(context, caller, { orderId, paymentIntentId }),
    ]);
    expect(answers.map((a) => a.order.status)).toEqual(['confirmed', 'confirmed']);
    const trail = await paymentTrail(t.db, orderId);
    expect(trail.payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(trail.events).toHaveLength(1);
    expect(trail.audits.filter((a) => a.action === 'payment_confirmed')).toHaveLength(1);
  });

  it('let one of two different intents for one order win; the other is refused and flagged', async () => {
    const context = { db: t.db, provider: barrierProvider(2) };
    const orderId = await insertOrder(t.db, { totalCost: '45.30' });
    const first = await service.createPaymentIntent(context, caller, { orderId });
    // A second intent for the same order and total (as if opened under another key).
    const second = await context.provider.createIntent({
      orderId,
      amountCents: 4530,
      currency: 'usd',
      idempotencyKey: `other-${orderId}`,
      metadata: {},
    });
    await t.db.insert(payments).values({
      orderId,
      provider: 'test',
      providerIntentId: second.id,
      idempotencyKey: `other-${orderId}`,
      amount: '45.30',
    });
    const results = await Promise.allSettled([
      service.confirmPayment(context, caller, { orderId, paymentIntentId: first.paymentIntentId }),
      service.confirmPayment(context, caller, { orderId, paymentIntentId: second.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 409, code: 'ALREADY_PAID' });
    const trail = await paymentTrail(t.db, orderId);
    expect(trail.order.status).toBe('confirmed');
    expect(trail.payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(trail.events).toHaveLength(1);
    // The losing intent was charged by the provider: the audit log keeps it for a refund.
    expect(trail.audits.filter((a) => a.action === 'payment_unapplied')).toHaveLength(1);
  });
});
