import { describe, expect, it } from 'vitest';
import { returnedPayment, stripeOutcome } from './outcome';

describe('reading Stripe.js confirmPayment answers', () => {
  it("shows Stripe's own words for a refused card", () => {
    expect(stripeOutcome({ error: { message: 'Your card was declined.' } })).toEqual({
      kind: 'failed',
      message: 'Your card was declined.',
    });
    expect(stripeOutcome({ error: {} })).toEqual({ kind: 'failed', message: null });
  });

  it('asks the server to confirm once the intent is paid or on its way', () => {
    for (const status of ['succeeded', 'processing', 'requires_capture']) {
      expect(stripeOutcome({ paymentIntent: { status } })).toEqual({ kind: 'paid' });
    }
  });

  it('treats an intent still waiting for a card as not paid', () => {
    for (const status of ['requires_payment_method', 'requires_action', 'canceled']) {
      expect(stripeOutcome({ paymentIntent: { status } })).toEqual({
        kind: 'failed',
        message: null,
      });
    }
    expect(stripeOutcome({})).toEqual({ kind: 'failed', message: null });
  });
});

describe('the return from a payment page', () => {
  it('reads the intent Stripe added to the return URL', () => {
    expect(
      returnedPayment('?orderId=4&amount=40.00&payment_intent=pi_123&redirect_status=succeeded'),
    ).toEqual({
      paymentIntentId: 'pi_123',
      failed: false,
    });
    expect(returnedPayment('payment_intent=pi_9&redirect_status=failed')).toEqual({
      paymentIntentId: 'pi_9',
      failed: true,
    });
  });

  it('ignores links without one, or with something else in its place', () => {
    expect(returnedPayment('?orderId=4&amount=40.00')).toBeNull();
    expect(returnedPayment('?payment_intent=../orders')).toBeNull();
  });
});
