/**
 * Stripe through the official SDK. The card itself never touches our server: the checkout page
 * confirms the intent with Stripe.js using the client secret, then our server retrieves it to see
 * that it succeeded (or confirms it, when a payment method was attached server-side).
 */
import type Stripe from 'stripe';
import { loadOnFirstUse } from '../../load-on-first-use';
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

/**
 * The SDK, loaded by the first call that needs it rather than at start (decision 039): it holds
 * about 5 MB of V8 heap, which a server on the test provider never uses.
 */
export const loadStripe = loadOnFirstUse(() => import('stripe').then((m) => m.default));

/** Sorts the SDK's error classes by what the payer can do about them. */
function toProviderError(StripeSdk: typeof Stripe, error: unknown): unknown {
  if (!(error instanceof StripeSdk.errors.StripeError)) return error;
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

export function createStripeProvider(options: StripeOptions): PaymentProvider {
  let client: Promise<{ StripeSdk: typeof Stripe; stripe: Stripe }> | undefined;
  const connect = () =>
    (client ??= loadStripe().then((StripeSdk) => ({
      StripeSdk,
      stripe: new StripeSdk(options.secretKey, {
        // Retries are safe: every create carries our idempotency key, confirms get the SDK's own.
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: 'MedLink' },
        ...(options.host ? { host: options.host } : {}),
        ...(options.port ? { port: options.port } : {}),
        ...(options.protocol ? { protocol: options.protocol } : {}),
      }),
    })));
  const call = async <T>(request: (stripe: Stripe) => Promise<T>): Promise<T> => {
    const { StripeSdk, stripe } = await connect().catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    try {
      return await request(stripe);
    } catch (error) {
      throw toProviderError(StripeSdk, error);
    }
  };

  return {
    name: 'stripe',
    async createIntent({ orderId, amountCents, currency, idempotencyKey, metadata }) {
      const pi = await call((stripe) =>
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
      return toIntent(await call((stripe) => stripe.paymentIntents.confirm(id)));
    },
    async retrieveIntent(id) {
      return toIntent(await call((stripe) => stripe.paymentIntents.retrieve(id)));
    },
    async refund({ intentId, amountCents, idempotencyKey, metadata }) {
      const refund = await call((stripe) =>
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
    async createCheckoutSession(input) {
      const invoiceId = String(input.invoiceId);
      const session = await call((stripe) =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // Cards complete paid at once; a delayed method would report money not received yet.
            allowed_payment_method_types: ['card'],
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: input.amountCents,
                  product_data: { name: `MedLink ${input.description}` },
                },
              },
            ],
            client_reference_id: invoiceId,
            // On the intent too, so a payment seen in Stripe's dashboard names its invoice.
            metadata: { invoiceId },
            payment_intent_data: { metadata: { invoiceId } },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url)
        throw new PaymentProviderError('unavailable', 'Stripe answered a checkout session without a page');
      return {
        id: session.id,
        url: session.url,
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? '',
      };
    },
    async expireCheckoutSession(sessionId) {
      try {
        const session = await call((stripe) => stripe.checkout.sessions.expire(sessionId));
        return session.status === 'expired';
      } catch (error) {
        // Stripe refuses to expire a page that is not open (paid, already expired): nothing to close.
        if (error instanceof PaymentProviderError && error.kind === 'rejected') return false;
        throw error;
      }
    },
  };
}
