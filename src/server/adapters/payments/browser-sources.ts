/**
 * What the checkout page may load and call for the configured payment provider, for the
 * Content-Security-Policy. Stripe's card form is Stripe.js from js.stripe.com, which draws its
 * fields in frames from there (3-D Secure checks from hooks.stripe.com) and talks to
 * api.stripe.com (Stripe's CSP guide). Only a server on the stripe provider allows them; the
 * test provider's page loads nothing from outside.
 */
import type { Config } from '../../config';
import type { PaymentProviderName } from '@domain/payments';

export interface PaymentBrowserSources {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
}

const STRIPE_SOURCES: PaymentBrowserSources = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

const NONE: PaymentBrowserSources = { scriptSrc: [], frameSrc: [], connectSrc: [] };

/** Decision 004: PAYMENT_PROVIDER wins when set; otherwise a Stripe secret key means Stripe. */
export function paymentProviderName(
  config: Pick<Config, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY'>,
): PaymentProviderName {
  return config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'test');
}

export function paymentBrowserSources(
  config: Pick<Config, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY'>,
): PaymentBrowserSources {
  return paymentProviderName(config) === 'stripe' ? STRIPE_SOURCES : NONE;
}
