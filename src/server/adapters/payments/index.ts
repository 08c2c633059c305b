/**
 * The one place that picks the payment provider from the configuration (decision 004):
 * PAYMENT_PROVIDER wins when set; otherwise a STRIPE_SECRET_KEY means Stripe, and no key means
 * the simulated test provider, so a fresh clone runs checkout with no account anywhere.
 */
import type { Config } from '../../config';
import { paymentProviderName } from './browser-sources';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
export { loadStripe } from './stripe-provider';
import { createTestProvider } from './test-provider';

export type {
  CheckoutSession,
  CreateCheckoutInput,
  CreateIntentInput,
  CreatedIntent,
  Intent,
  IntentStatus,
  PaymentProvider,
  Refund,
  RefundInput,
} from './provider';
export { PaymentProviderError } from './provider';
export { paymentBrowserSources, paymentProviderName } from './browser-sources';

type PaymentConfig = Pick<
  Config,
  'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_HOST' | 'STRIPE_API_PORT' | 'STRIPE_API_PROTOCOL'
>;

export function createPaymentProvider(config: PaymentConfig): PaymentProvider {
  if (paymentProviderName(config) === 'test') return createTestProvider();
  if (!config.STRIPE_SECRET_KEY) {
    // Fail at start, not at the first checkout: a half-configured Stripe must not look like test mode.
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  }
  return createStripeProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    host: config.STRIPE_API_HOST,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
  });
}
