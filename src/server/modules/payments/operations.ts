/** The contract's rows for the payments module's routes (openapi/operations.ts joins them). */
import { PAYMENT_PROVIDER, type Operation } from '../../openapi/operation-types';

export const PAYMENT_OPERATIONS: Record<string, Operation> = {
  'GET /api/payments/config': {
    operationId: 'getPaymentConfig',
    summary: 'The payment provider in use and its publishable key',
    tag: 'payments',
  },
  'POST /api/create-payment-intent': {
    operationId: 'createPaymentIntent',
    summary: "Start paying for the client's own order",
    tag: 'payments',
    errors: PAYMENT_PROVIDER,
  },
  'POST /api/confirm-payment': {
    operationId: 'confirmPayment',
    summary: 'Confirm a payment with the provider and the order with it',
    tag: 'payments',
    errors: PAYMENT_PROVIDER,
  },
  'POST /api/test-payment': {
    operationId: 'testPayment',
    summary: 'Test mode: confirm an order without taking money',
    tag: 'payments',
  },
  'GET /api/orders/:id/payment': {
    operationId: 'getOrderPayment',
    summary: "An order's payment summary (receipt)",
    tag: 'payments',
  },
  'POST /api/payments/stripe-webhook': {
    operationId: 'receiveStripeWebhook',
    summary:
      "Stripe's signed event about a payment, a refund, or an invoice's hosted page paid (public; the signature is checked)",
    tag: 'payments',
    errors: [503],
  },
};
