/**
 * Checkout schemas: shared by the server routes, the
 * checkout page and the tests. The amount a client sends is never what is charged: the server
 * charges the order's total from the database (the server sets every price), so `amount` is only compared.
 */
import { z } from 'zod';
import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from './enums';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_CURRENCY = 'usd' as const;

/** The test payment "simulates a 1 s delay". The browser waits; the server never does. */
export const TEST_PAYMENT_DELAY_MS = 1000;

const MAX_ID = 2_147_483_647;

/** A positive whole id; a numeric string is accepted because the checkout URL carries it as text. */
const orderId = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({
      error: (issue) => (issue.input === undefined ? 'orderId is required' : 'orderId must be a number'),
    })
    .int('orderId must be a whole number')
    .positive('orderId must be positive')
    .max(MAX_ID, 'orderId is too large'),
);

/** A dollar amount as a number or a decimal string, only ever compared with the order total. */
const clientAmount = z.preprocess(
  (v) => (typeof v === 'number' && Number.isFinite(v) ? v.toFixed(2) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ message: 'amount must be a number' })
    .regex(/^\d{1,8}(\.\d{1,2})?$/, 'amount must be a dollar amount such as 45.30'),
);

const paymentIntentId = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'paymentIntentId is required' : 'paymentIntentId must be text',
  })
  .trim()
  .min(1, 'paymentIntentId is required')
  .max(120, 'paymentIntentId is too long')
  // Also keeps anything but an id out of the provider's URL path.
  .regex(/^pi_[A-Za-z0-9_]+$/, 'paymentIntentId must be a payment intent id (pi_...)');

/** POST /api/create-payment-intent. */
export const createPaymentIntentRequest = z.object({ orderId, amount: clientAmount.optional() });
export type CreatePaymentIntentRequest = z.input<typeof createPaymentIntentRequest>;

export const createPaymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** The order's totalCost, the amount that will be charged ("45.30"). */
  amount: z.string(),
  currency: z.literal(PAYMENT_CURRENCY),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe only: lets the checkout page mount Stripe Elements. */
  publishableKey: z.string().optional(),
  /** True when the amount sent differed from the order total (the total is charged). */
  amountAdjusted: z.boolean(),
  message: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponse>;

/** POST /api/confirm-payment. */
export const confirmPaymentRequest = z.object({ paymentIntentId, orderId });
export type ConfirmPaymentRequest = z.input<typeof confirmPaymentRequest>;

export const confirmPaymentResponse = z.object({
  status: z.literal('succeeded'),
  paymentIntentId: z.string(),
  amount: z.string(),
  order: z.object({ id: z.number().int(), status: z.enum(ORDER_STATUSES) }),
  message: z.string(),
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponse>;

/** POST /api/test-payment: the checkout page's test-mode toggle. */
export const testPaymentRequest = z.object({ orderId });
export type TestPaymentRequest = z.input<typeof testPaymentRequest>;
export const testPaymentResponse = confirmPaymentResponse;

/** GET /api/payments/config: what the checkout page needs before it draws the form. */
export const paymentConfigResponse = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  testPaymentsEnabled: z.boolean(),
  publishableKey: z.string().optional(),
  currency: z.literal(PAYMENT_CURRENCY),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponse>;

/** "45.30" -> 4530, in integer arithmetic so no float rounding reaches a charge. */
export function moneyToCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not a money amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 4530 -> "45.30". */
export function centsToMoney(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** GET /api/orders/{id}/payment: what was paid and refunded, for the receipt (client own, admin). */
export const orderPaymentResponse = z.object({
  orderId: z.number().int(),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  /** The order total: what is paid, due, or was refunded. */
  amount: z.string(),
  currency: z.literal(PAYMENT_CURRENCY),
  paidAt: z.string().nullable(),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  refund: z.object({ amount: z.string(), refundedAt: z.string() }).nullable(),
});
export type OrderPaymentResponse = z.infer<typeof orderPaymentResponse>;

/** POST /api/payments/stripe-webhook. */
export const stripeWebhookResponse = z.object({
  received: z.literal(true),
  /** `refused`: ours but not recordable (unknown session, amount or invoice mismatch): audited and logged. */
  outcome: z.enum(['applied', 'duplicate', 'ignored', 'refused']),
});
