/**
 * Stripe through the official SDK. The card itself never touches our server: the checkout page
 * confirms the intent with Stripe.js using the client secret, then our server retrieves it to see
 * that it succeeded (or confirms it, when a payment method was attached server-side).
 */
import Stripe from 'stripe';
import type { Intent, IntentStatus, PaymentProvider } from './provider';
import { PaymentProviderError } from './provider';

export interface StripeOptions {
  secretKey: string;
  /** Overrides for a local stand-in of the API (tests); Stripe's own servers otherwise. */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
}

const KNOWN: readonly IntentStatus[] = [
  'succeeded',
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'canceled',
];

/**
 * Stripe's statuses onto ours. `requires_capture` never happens with automatic capture, and a
 * status a newer API adds is treated as "not paid yet" rather than as success.
 */
function toStatus(status: string): IntentStatus {
  return (KNOWN as readonly string[]).includes(status) ? (status as IntentStatus) : 'processing';
}

function toIntent(pi: Stripe.PaymentIntent): Intent {
  const orderId = Number(pi.metadata?.orderId);
  return {
    id: pi.id,
    status: toStatus(pi.status),
    amountCents: pi.amount,
    currency: pi.currency,
    orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
    ...(pi.client_secret ? { clientSecret: pi.client_secret } : {}),
  };
}

/** Sorts the SDK's error classes by what the payer can do about them. */
function toProviderError(error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  if (error.type === 'StripeCardError')
    return new PaymentProviderError('declined', error.message, error.code);
  if (error.type === 'StripeInvalidRequestError' || error.type === 'StripeIdempotencyError') {
    return new PaymentProviderError('rejected', error.message, error.code);
  }
  // Authentication, permission, rate limit, connection and API errors: nothing the payer did.
  return new PaymentProviderError(
    'unavailable',
    'The payment provider is unavailable. Please try again.',
    error.code,
  );
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toProviderError(error);
  }
}

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    // Retries are safe: every create carries our idempotency key, confirms get the SDK's own.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'MedLink' },
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  return {
    name: 'stripe',
    async createIntent({ orderId, amountCents, currency, idempotencyKey, metadata }) {
      const pi = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            description: `MedLink order ${orderId}`,
            metadata: { ...metadata, orderId: String(orderId) },
          },
          { idempotencyKey },
        ),
      );
      if (!pi.client_secret)
        throw new PaymentProviderError('unavailable', 'Stripe answered without a client secret');
      return { id: pi.id, clientSecret: pi.client_secret, status: toStatus(pi.status) };
    },
    async confirmIntent(id) {
      return toIntent(await call(() => stripe.paymentIntents.confirm(id)));
    },
    async retrieveIntent(id) {
      return toIntent(await call(() => stripe.paymentIntents.retrieve(id)));
    },
    async refund({ intentId, amountCents, idempotencyKey, metadata }) {
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: intentId, amount: amountCents, metadata },
          { idempotencyKey },
        ),
      );
      // `failed` or `canceled` means the money did not go back: the cancel must not say it did.
      if (refund.status !== 'succeeded' && refund.status !== 'pending') {
        throw new PaymentProviderError('rejected', `Stripe could not refund the payment (${refund.status})`);
      }
      return { id: refund.id, status: refund.status, amountCents: refund.amount };
    },
  };
}
