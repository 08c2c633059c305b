/**
 * What Stripe.js's confirmPayment answered, in the checkout's terms. With `redirect:
 * 'if_required'` it resolves to `{ error }` when the card was refused (or the form is invalid) and
 * to `{ paymentIntent }` otherwise; only then is it worth asking our server to confirm the order,
 * and the server still decides from its own view of the intent (decision 004).
 */
/** A failure's `message` is Stripe's own (in the payer's language); null: the card was simply not charged. */
export type StripeOutcome = { kind: 'paid' } | { kind: 'failed'; message: string | null };

export interface ConfirmResultLike {
  error?: { message?: string | undefined } | undefined;
  paymentIntent?: { status: string } | undefined;
}

/** Statuses after which the money is taken or on its way: the server can confirm (or say to wait). */
const PAID = new Set(['succeeded', 'processing', 'requires_capture']);

export function stripeOutcome(result: ConfirmResultLike): StripeOutcome {
  if (result.error) return { kind: 'failed', message: result.error.message || null };
  if (result.paymentIntent && PAID.has(result.paymentIntent.status)) return { kind: 'paid' };
  return { kind: 'failed', message: null };
}

/**
 * Stripe sends the payer back to the return URL after a payment that needed another page (a bank
 * check, a wallet) with `payment_intent` and `redirect_status` added: the payment to confirm.
 */
export function returnedPayment(search: string): { paymentIntentId: string; failed: boolean } | null {
  const params = new URLSearchParams(search);
  const paymentIntentId = params.get('payment_intent');
  const status = params.get('redirect_status');
  if (!paymentIntentId || !/^pi_[A-Za-z0-9_]+$/.test(paymentIntentId)) return null;
  return { paymentIntentId, failed: status === 'failed' };
}
