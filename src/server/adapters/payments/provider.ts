/**
 * What the payment module needs from a card processor (decision 004). Two implementations:
 * `test` (simulated, the default) and `stripe` (the official SDK). Amounts are integer cents so
 * no float ever reaches a charge.
 */
import type { PaymentProviderName } from '@domain/payments';

export type IntentStatus =
  | 'succeeded'
  | 'requires_payment_method'
  | 'requires_confirmation'
  /** The bank wants the payer to finish a check (3-D Secure) in the browser. */
  | 'requires_action'
  | 'processing'
  | 'canceled';

export interface CreateIntentInput {
  orderId: number;
  amountCents: number;
  currency: 'usd';
  /** Same key, same intent: a retried or doubled request never opens a second charge. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
}

export interface Intent {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** The order the intent was opened for (its metadata), when the provider reports it. */
  orderId: number | null;
  clientSecret?: string;
}

export interface RefundInput {
  intentId: string;
  amountCents: number;
  /** Same key, same refund: a retried cancel never returns the money twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface Refund {
  id: string;
  /** `pending` refunds settle later at the provider; both count as returned for the order. */
  status: 'succeeded' | 'pending';
  amountCents: number;
}

/** A payment on the provider's own hosted page (Stripe Checkout), for an invoice's balance. */
export interface CreateCheckoutInput {
  invoiceId: number;
  /** What the payer sees on the page: the invoice's number. */
  description: string;
  amountCents: number;
  currency: 'usd';
  successUrl: string;
  cancelUrl: string;
  /** Same key, same session: a doubled click never opens two pages for one balance. */
  idempotencyKey: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
  amountCents: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  confirmIntent(id: string): Promise<Intent>;
  retrieveIntent(id: string): Promise<Intent>;
  refund(input: RefundInput): Promise<Refund>;
  /** Only a provider with a hosted payment page has it (Stripe); the test provider has none. */
  createCheckoutSession?(input: CreateCheckoutInput): Promise<CheckoutSession>;
  /**
   * Closes a hosted page so it can no longer be paid; a page already paid, expired or unknown
   * answers `false` (nothing to close), never an error.
   */
  expireCheckoutSession?(sessionId: string): Promise<boolean>;
}

/**
 * A refusal from the provider, already sorted by what the payer can do about it:
 * `declined` (the card was refused: try another), `rejected` (the provider refused the request,
 * e.g. an intent in the wrong state or unknown), `unavailable` (network, outage, bad key).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'declined' | 'rejected' | 'unavailable',
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
