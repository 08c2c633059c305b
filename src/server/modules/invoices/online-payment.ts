/**
 * Paying an invoice on the provider's hosted page (Stripe Checkout). The server opens the page for
 * the balance it computes and writes the session down; the provider's signed webhook, never the
 * browser, records the payment, and only for a session written here, for its amount and invoice,
 * once. The test provider has no hosted page: it answers 409 rather than pretend money moved.
 */
import { centsToMoney, invoiceNumber, moneyToCents, type PayOnlineResponse } from '@domain/invoices';
import { PAYMENT_CURRENCY } from '@domain/payments';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderError, type PaymentProvider } from '../../adapters/payments/index';
import type { Db, Tx } from '../../db/client';
import { AppError, notFound } from '../../errors';
import { canReadInvoices } from '../access-policy/index';
import { recordAudit } from '../audit/index';
import { figuresOf } from './read';
import * as repo from './repository';
import { addPayment, type Caller } from './service';
import { closeStalePages } from './stale-pages';

/** The provider's refusal as our answer: its words with 409, an unreachable provider 502. */
async function viaProvider<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === 'unavailable') throw new AppError('UPSTREAM_FAILED', error.message);
    throw new AppError('PAYMENT_PROVIDER_REFUSED', `The payment provider refused: ${error.message}`);
  }
}

export async function openCheckout(
  db: Db,
  provider: PaymentProvider,
  baseUrl: string,
  caller: Caller,
  id: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<PayOnlineResponse> {
  const found = await repo.findInvoice(db, id);
  // Another organisation's invoice answers as missing, as every invoice route does.
  if (!found || !canReadInvoices(caller.actor, found.invoice.organizationId))
    throw notFound('Invoice not found');
  if (!provider.createCheckoutSession)
    throw new AppError(
      'ONLINE_PAYMENT_UNAVAILABLE',
      'Paying online needs Stripe, which this server is not configured with: pay by check or ACH transfer',
    );
  const [credits, payments] = await Promise.all([repo.creditNotesOf(db, [id]), repo.paymentsOf(db, [id])]);
  const { balance } = figuresOf(found.invoice, credits, payments);
  const number = invoiceNumber(found.invoice.sequence);
  if (found.invoice.status === 'paid' || balance <= 0)
    throw new AppError('INVOICE_PAID', `${number} is paid in full: there is nothing left to pay`);

  const back = (outcome: 'paid' | 'cancelled') => `${baseUrl}/invoices?${outcome}=${id}`;
  // The provider is called outside any transaction: no invoice row is held while Stripe answers.
  const session = await viaProvider(() =>
    provider.createCheckoutSession!({
      invoiceId: id,
      description: number,
      amountCents: balance,
      currency: PAYMENT_CURRENCY,
      successUrl: back('paid'),
      cancelUrl: back('cancelled'),
      // The balance is in the key: a second click opens the same page, a new balance a new one.
      idempotencyKey: `invoice-${id}-${balance}`,
    }),
  );
  if (session.amountCents !== balance || session.currency !== PAYMENT_CURRENCY)
    throw new AppError('UPSTREAM_FAILED', 'The payment provider opened a page for another amount');
  await db.transaction(async (tx) => {
    await repo.insertCheckoutSession(tx, {
      invoiceId: id,
      provider: provider.name,
      sessionId: session.id,
      amount: centsToMoney(balance),
      currency: PAYMENT_CURRENCY,
      openedBy: caller.actor.id,
    });
    await recordAudit(tx, {
      action: 'invoice_checkout_opened',
      actorUserId: caller.actor.id,
      entityType: 'invoice',
      entityId: id,
      ipAddress: caller.ip,
      details: { provider: provider.name, sessionId: session.id, amount: centsToMoney(balance) },
    });
  });
  // One payable page per invoice: a page opened for an earlier balance closes.
  await closeStalePages(db, provider, id, { log, keep: session.id });
  return { url: session.url, amount: centsToMoney(balance) };
}

/** What a provider says a completed hosted page took (Stripe's checkout.session.completed). */
export interface CompletedCheckout {
  provider: string;
  sessionId: string;
  eventId: string;
  /** The invoice the session's metadata names. */
  invoiceId: number | null;
  amountCents: number | null;
  currency: string | null;
  paid: boolean;
  providerIntentId: string | null;
}

export type CheckoutOutcome =
  { outcome: 'applied' | 'duplicate' | 'ignored' } | { outcome: 'refused'; reason: string };

/**
 * Records the payment of a completed session in the webhook's transaction, holding the session's
 * row: once (a retried or second event finds `paymentId` set), only for the invoice and amount the
 * server opened it for. A refusal writes an audit line (money Stripe took that no invoice holds,
 * for billing to refund) and is handed back for the log; nothing else is written.
 */
export async function recordCheckoutPayment(tx: Tx, done: CompletedCheckout): Promise<CheckoutOutcome> {
  const session = await repo.heldCheckoutSession(tx, done.provider, done.sessionId);
  const refuse = async (reason: string): Promise<CheckoutOutcome> => {
    await recordAudit(tx, {
      action: 'invoice_payment_refused',
      entityType: 'invoice',
      ...((session?.invoiceId ?? done.invoiceId) !== null
        ? { entityId: (session?.invoiceId ?? done.invoiceId)! }
        : {}),
      details: {
        provider: done.provider,
        sessionId: done.sessionId,
        providerIntentId: done.providerIntentId,
        eventId: done.eventId,
        amount: done.amountCents === null ? null : centsToMoney(done.amountCents),
        reason,
      },
    });
    return { outcome: 'refused', reason };
  };
  if (!session) return refuse('no checkout session of ours has this id');
  if (session.paymentId !== null) return { outcome: 'duplicate' };
  // A card page completes paid; anything else (a delayed method) is not money received yet.
  if (!done.paid) return { outcome: 'ignored' };
  if (done.invoiceId !== session.invoiceId) return refuse('the session names another invoice');
  if (done.amountCents !== moneyToCents(session.amount) || done.currency !== session.currency)
    return refuse('the amount differs from the session the server opened');
  try {
    // A savepoint: a refusal (the balance fell meanwhile) keeps the event id and the audit line.
    const payment = await tx.transaction((sp) =>
      addPayment(
        sp,
        {
          userId: null,
          ip: null,
          details: { via: 'stripe_checkout', sessionId: done.sessionId, eventId: done.eventId },
        },
        session.invoiceId,
        { amount: done.amountCents!, method: 'card', reference: done.providerIntentId?.slice(0, 60) ?? null },
      ),
    );
    await repo.markCheckoutSessionPaid(tx, session.id, {
      paymentId: payment.id,
      providerIntentId: done.providerIntentId,
      paidAt: new Date(),
    });
    return { outcome: 'applied' };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refuse(`the invoice cannot take it: ${error.message}`);
  }
}
