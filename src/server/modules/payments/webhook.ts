/**
 * Stripe's webhook (decision 004): Stripe, not the browser, tells us what was paid or
 * refunded, and which invoice's hosted page was paid (the invoices module records that). The
 * event is verified with the SDK's signature check against STRIPE_WEBHOOK_SECRET; its id is
 * stored in the same transaction as its effect, so a replayed event changes nothing. An event
 * about an intent that is not ours, or that our own call already applied, changes nothing.
 */
import type Stripe from 'stripe';
import { centsToMoney, moneyToCents, PAYMENT_CURRENCY } from '@domain/payments';
import { loadStripe } from '../../adapters/payments/index';
import type { Db, Tx } from '../../db/client';
import { AppError, badRequest } from '../../errors';
import { recordAudit } from '../audit/index';
import { recordCheckoutPayment } from '../invoices/index';
import { applyPayment } from './apply';
import { recordRefund } from './refund';
import * as repo from './repository';

export interface WebhookAnswer {
  received: true;
  /**
   * What the event did: applied, duplicate (a replay), ignored (not ours, or nothing to do), or
   * refused (ours, but not recordable as it stands: audited, and logged by the route).
   */
  outcome: 'applied' | 'duplicate' | 'ignored' | 'refused';
}

/** Where a refusal is said out loud: the request's logger. */
export interface WebhookLog {
  error(details: Record<string, unknown>, message: string): void;
}

/** The signed event, or 400: a forged, altered or stale body never reaches the database. */
export async function verifyStripeEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string,
): Promise<Stripe.Event> {
  if (!signature)
    throw badRequest('Missing Stripe-Signature header', [{ path: 'stripe-signature', message: 'required' }]);
  // The SDK is loaded by the first call that needs it (decision 039); a failure to load is a 500.
  const StripeSdk = await loadStripe();
  try {
    return StripeSdk.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw badRequest('The Stripe signature does not match this body', [
      { path: 'stripe-signature', message: 'invalid signature' },
    ]);
  }
}

const intentIdOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export async function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
  log?: WebhookLog,
): Promise<WebhookAnswer> {
  return db.transaction(async (tx) => {
    if (!(await repo.recordWebhookEventOnce(tx, event.id, event.type))) {
      return { received: true, outcome: 'duplicate' };
    }
    if (event.type === 'checkout.session.completed') {
      const result = await checkoutCompleted(tx, event);
      if (result.outcome === 'refused')
        log?.error(
          { eventId: event.id, sessionId: event.data.object.id, reason: result.reason },
          'stripe webhook: invoice payment refused, not recorded (refund it at Stripe)',
        );
      return { received: true, outcome: result.outcome };
    }
    let applied = false;
    if (event.type === 'payment_intent.succeeded') applied = await intentSucceeded(tx, event);
    else if (event.type === 'charge.refunded') applied = await chargeRefunded(tx, event);
    return { received: true, outcome: applied ? 'applied' : 'ignored' };
  });
}

/**
 * A hosted page was paid: the invoice it was opened for records the payment. A session without
 * an invoice in its metadata is not one of ours (another product on the same Stripe account).
 */
async function checkoutCompleted(tx: Tx, event: Stripe.CheckoutSessionCompletedEvent) {
  const session = event.data.object;
  const named = session.metadata?.invoiceId;
  if (named === undefined) return { outcome: 'ignored' as const };
  const invoiceId = /^\d{1,10}$/.test(named) ? Number(named) : null;
  return recordCheckoutPayment(tx, {
    provider: 'stripe',
    sessionId: session.id,
    eventId: event.id,
    invoiceId,
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    paid: session.payment_status === 'paid',
    providerIntentId: intentIdOf(session.payment_intent),
  });
}

async function intentSucceeded(tx: Tx, event: Stripe.PaymentIntentSucceededEvent): Promise<boolean> {
  const intent = event.data.object;
  const payment = await repo.findPaymentByIntent(tx, 'stripe', intent.id);
  if (!payment || payment.status === 'succeeded') return false;
  const audit = (action: string, details: Record<string, unknown>) =>
    recordAudit(tx, {
      action,
      entityType: 'order',
      entityId: payment.orderId,
      details: { provider: 'stripe', providerIntentId: intent.id, eventId: event.id, ...details },
    });
  if (intent.amount !== moneyToCents(payment.amount) || intent.currency !== PAYMENT_CURRENCY) {
    await audit('payment_unapplied', {
      reason: 'amount differs from the payment row',
      amount: intent.amount,
    });
    return false;
  }
  const order = await repo.findOrder(tx, payment.orderId);
  if (!order) return false;
  try {
    // A savepoint: a refusal (the order was cancelled meanwhile) keeps the event id and the audit.
    const outcome = await tx.transaction((sp) =>
      applyPayment(sp, payment, { userId: null, clientId: order.clientId, ip: null, via: 'webhook' }),
    );
    return !outcome.repeated;
  } catch (error) {
    if (!(error instanceof AppError) && !isUniqueViolation(error)) throw error;
    // Stripe took the money but the order cannot take it: a trail for dispatch to refund.
    await audit('payment_unapplied', { amount: payment.amount, reason: (error as Error).message });
    return false;
  }
}

async function chargeRefunded(tx: Tx, event: Stripe.ChargeRefundedEvent): Promise<boolean> {
  const charge = event.data.object;
  const intentId = intentIdOf(charge.payment_intent);
  const payment = intentId ? await repo.findPaymentByIntent(tx, 'stripe', intentId) : undefined;
  if (!payment || payment.status !== 'succeeded') return false;
  if (charge.amount_refunded < moneyToCents(payment.amount)) {
    // A partial refund made at Stripe: recorded, but the order is still paid for the rest.
    await recordAudit(tx, {
      action: 'payment_partially_refunded',
      entityType: 'order',
      entityId: payment.orderId,
      details: {
        providerIntentId: intentId,
        amountRefunded: centsToMoney(charge.amount_refunded),
        eventId: event.id,
      },
    });
    return true;
  }
  return recordRefund(tx, {
    payment,
    providerRefundId: charge.refunds?.data[0]?.id ?? charge.id,
    amount: centsToMoney(charge.amount_refunded),
    reason: 'provider',
    actor: { userId: null, role: 'system', ip: null },
  });
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}
