/**
 * The authorisation matrix's rows for the payments module's routes (security/authz-table.ts):
 * only a client pays, only for its own order.
 */
import { body, everyone, intent, order, orderIdBody, signedIn } from '../../security/authz/objects';
import type { Row } from '../../security/authz/types';

export const AUTHZ_ROWS: readonly Row[] = [
  { route: 'GET /api/payments/config', ...signedIn(200) },
  {
    route: 'POST /api/create-payment-intent',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 403,
    object: order('pending'),
    mutates: true,
    build: orderIdBody,
  },
  {
    route: 'POST /api/confirm-payment',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 403,
    object: intent,
    mutates: true,
    build: (_w, _a, target) => ({ payload: { orderId: target!.id, paymentIntentId: target!.intentId } }),
  },
  {
    // The receipt's payment summary, for the order's client and dispatch.
    route: 'GET /api/orders/:id/payment',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 200,
    object: order('pending'),
  },
  // Stripe's webhook is public (Stripe signs it); with no STRIPE_WEBHOOK_SECRET it is off (404).
  { route: 'POST /api/payments/stripe-webhook', ...everyone(404), build: body({ id: 'evt_x' }) },
  {
    route: 'POST /api/test-payment',
    anon: 401,
    client: [200, 404],
    otherClient: [200, 404],
    driver: 403,
    otherDriver: 403,
    admin: 403,
    object: order('pending'),
    mutates: true,
    build: orderIdBody,
  },
];
