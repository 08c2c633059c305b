/**
 * Checkout use cases (paying confirms a pending order): open an intent for an order, confirm it, and the test
 * payment that does both. The charge is always the order's totalCost from the database; the
 * client's `amount` is only compared (the server sets every price). Routes parse and check the role; these
 * functions check the object and own the transaction.
 */
import { displayNumber } from '@domain/display';
import type { OrderStatus } from '@domain/enums';
import type { ConfirmPaymentResponse, CreatePaymentIntentResponse } from '@domain/payments';
import { centsToMoney, moneyToCents, PAYMENT_CURRENCY } from '@domain/payments';
import type { Intent, PaymentProvider } from '../../adapters/payments/index';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../errors';
import { actsForOrderClient, type Actor } from '../access-policy/index';
import { recordAudit } from '../audit/index';
import { ALREADY_PAID, alreadyPaid, applyPayment, refusalFor, type PaymentApplied } from './apply';
import { settleIntent, viaProvider } from './provider-calls';
import * as repo from './repository';

export interface PaymentContext {
  db: Db;
  provider: PaymentProvider;
  /** Stripe's publishable key, handed to the checkout page with the intent. */
  publishableKey?: string | undefined;
}

export interface Caller {
  userId: number;
  ip: string | null;
  /** Who pays: an owner or booker of the order's organisation (the access policy answers). */
  actor: Actor;
}

export { ALREADY_PAID };

/**
 * An order of the caller's organisation, which the caller may pay for; someone else's answers the
 * same 404 as a missing one (nothing leaks).
 */
async function ownOrder(db: Db, caller: Caller, orderId: number) {
  const order = await repo.findOrder(db, orderId);
  if (!order || !actsForOrderClient(caller.actor, order)) throw notFound('Order not found');
  return order;
}

/**
 * A pending unpaid order takes a payment, and so does one billed on account (invoiced); paid,
 * refunded, cancelled and declined ones answer 409.
 */
function assertPayable(order: repo.PayableOrder) {
  const refusal = refusalFor(order);
  if (refusal) throw refusal;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === '23505';
}

export async function createPaymentIntent(
  { db, provider, publishableKey }: PaymentContext,
  caller: Caller,
  input: { orderId: number; amount?: string | undefined },
): Promise<CreatePaymentIntentResponse> {
  const order = await ownOrder(db, caller, input.orderId);
  assertPayable(order);
  // Checkout starts no card payment of an order already billed: paying both would charge it twice.
  // (A payment started before the invoice is still confirmed: its money may be taken already.)
  if (order.onInvoice)
    throw new AppError(
      'ORDER_ON_INVOICE',
      `Order #${displayNumber(order.id)} is on an invoice: it is paid with that invoice`,
    );
  const amountCents = moneyToCents(order.totalCost);
  if (amountCents <= 0) throw new AppError('ORDER_NOT_PAYABLE', 'This order has no amount to pay');
  // One key per order and total: asking twice (a reload, a double click) answers the same intent,
  // and a changed total opens a new one instead of reusing a stale amount.
  const idempotencyKey = `order-${order.id}-${order.totalCost}`;

  let intent = await openIntent(db, provider, caller, order.id, amountCents, idempotencyKey);
  if (intent.amountCents !== amountCents)
    throw new AppError('PAYMENT_AMOUNT_CHANGED', 'The payment amount does not match the order total');
  if (intent.status === 'canceled')
    throw new AppError('PAYMENT_CANCELLED', 'This payment was cancelled. Please contact support.');
  if (!intent.clientSecret) intent = await viaProvider(() => provider.retrieveIntent(intent.id));

  const total = centsToMoney(amountCents);
  const adjusted = input.amount !== undefined && moneyToCents(input.amount) !== amountCents;
  return {
    clientSecret: intent.clientSecret!,
    paymentIntentId: intent.id,
    amount: total,
    currency: PAYMENT_CURRENCY,
    provider: provider.name,
    ...(provider.name === 'stripe' && publishableKey ? { publishableKey } : {}),
    amountAdjusted: adjusted,
    message: adjusted
      ? `The amount charged is the order total, $${total}, not the $${centsToMoney(moneyToCents(input.amount!))} sent`
      : `Pay $${total} for order #${displayNumber(order.id)}`,
  };
}

/** The intent for this key: the one already recorded, or a new one recorded exactly once. */
async function openIntent(
  db: Db,
  provider: PaymentProvider,
  caller: Caller,
  orderId: number,
  amountCents: number,
  idempotencyKey: string,
): Promise<Intent> {
  const existing = await repo.findPaymentByKey(db, idempotencyKey);
  if (existing?.status === 'succeeded') throw alreadyPaid();
  if (existing && existing.provider === provider.name) {
    return viaProvider(() => provider.retrieveIntent(existing.providerIntentId));
  }
  const created = await viaProvider(() =>
    provider.createIntent({
      orderId,
      amountCents,
      currency: PAYMENT_CURRENCY,
      idempotencyKey,
      metadata: { orderId: String(orderId), displayNumber: displayNumber(orderId) },
    }),
  );
  const recorded = await db.transaction(async (tx) => {
    const values = {
      orderId,
      provider: provider.name,
      providerIntentId: created.id,
      idempotencyKey,
      amount: centsToMoney(amountCents),
      currency: PAYMENT_CURRENCY,
      status: 'requires_confirmation' as const,
    };
    // A row left by another provider (the server switched from test to Stripe) is repointed.
    const result = existing
      ? { row: (await repo.repointPayment(tx, existing.id, values)) ?? existing, created: true }
      : await repo.insertPaymentOnce(tx, values);
    if (result.created) {
      await recordAudit(tx, {
        action: 'payment_intent_created',
        actorUserId: caller.userId,
        entityType: 'order',
        entityId: orderId,
        ipAddress: caller.ip,
        details: { provider: provider.name, providerIntentId: created.id, amount: values.amount },
      });
    }
    return result.row;
  });
  if (recorded.status === 'succeeded') throw alreadyPaid();
  if (recorded.providerIntentId === created.id) {
    return { ...created, amountCents, currency: PAYMENT_CURRENCY, orderId };
  }
  // A concurrent request recorded a different intent for this key: everyone uses that one.
  return viaProvider(() => provider.retrieveIntent(recorded.providerIntentId));
}

export async function confirmPayment(
  { db, provider }: PaymentContext,
  caller: Caller,
  input: { orderId: number; paymentIntentId: string },
  successMessage = 'Payment received',
): Promise<ConfirmPaymentResponse> {
  const order = await ownOrder(db, caller, input.orderId);
  const payment = await repo.findPaymentByIntent(db, provider.name, input.paymentIntentId);
  if (!payment || payment.orderId !== order.id) {
    const message = `This payment is not for order #${displayNumber(order.id)}`;
    throw badRequest(message, [{ path: 'paymentIntentId', message }]);
  }
  const answer = (status: OrderStatus): ConfirmPaymentResponse => ({
    status: 'succeeded',
    paymentIntentId: payment.providerIntentId,
    amount: payment.amount,
    order: { id: order.id, status },
    message: `${successMessage}. Order #${displayNumber(order.id)} is confirmed.`,
  });
  // A repeat of a confirmation that already went through: same answer, no second charge or event.
  // The order is read again: it may have been read before that confirmation committed.
  if (payment.status === 'succeeded') return answer((await repo.findOrder(db, order.id))!.status);
  if (payment.status !== 'requires_confirmation')
    throw new AppError('PAYMENT_CANCELLED', 'This payment was cancelled. Start checkout again.');
  assertPayable(order);
  const orderCents = moneyToCents(order.totalCost);
  if (moneyToCents(payment.amount) !== orderCents) {
    throw new AppError(
      'PAYMENT_AMOUNT_CHANGED',
      'The order total changed after checkout started. Start checkout again.',
    );
  }

  const audit = (action: string, details: Record<string, unknown>) =>
    recordAudit(db, {
      action,
      actorUserId: caller.userId,
      entityType: 'order',
      entityId: order.id,
      ipAddress: caller.ip,
      details: { provider: provider.name, providerIntentId: input.paymentIntentId, ...details },
    });
  await settleIntent(provider, order.id, input.paymentIntentId, orderCents, (reason) =>
    audit('payment_failed', { reason }),
  );

  let outcome: PaymentApplied;
  try {
    outcome = await db.transaction((tx) =>
      applyPayment(tx, payment, {
        userId: caller.userId,
        clientId: order.clientId,
        ip: caller.ip,
        via: 'checkout',
      }),
    );
  } catch (error) {
    const refusal = isUniqueViolation(error) ? alreadyPaid() : error;
    // The provider took the money but the order cannot take it: leave a trail for a refund.
    await audit('payment_unapplied', { amount: payment.amount }).catch(() => undefined);
    throw refusal;
  }
  return answer(outcome.status);
}

/** The checkout page's test-mode toggle: open and confirm a simulated intent in one call. */
export async function testPayment(context: PaymentContext, caller: Caller, orderId: number) {
  if (context.provider.name !== 'test') {
    throw new AppError('TEST_PAYMENTS_OFF', 'Test payments are off: this server takes real card payments');
  }
  const intent = await createPaymentIntent(context, caller, { orderId });
  return confirmPayment(
    context,
    caller,
    { orderId, paymentIntentId: intent.paymentIntentId },
    'Test payment received',
  );
}
