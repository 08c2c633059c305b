/**
 * A hosted page asks the balance of the moment it was opened. Once the balance moves (billing
 * records a check, issues a credit note, or a new page is opened for the new balance), an older
 * page still open at the provider would take the old amount, which the webhook then refuses, and
 * billing has to refund that money by hand. So the invoice's other unpaid pages are closed at the
 * provider as soon as the balance moves. Stripe closes a page by itself after 24 hours; only
 * younger ones are asked. Best effort, after the change committed: a page the provider cannot
 * close, or a lookup the database cannot answer, is logged and never turns the recorded change
 * into an error; a payment made on a page left open is still refused (and audited) by the webhook.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProvider } from '../../adapters/payments/index';
import type { Db } from '../../db/client';
import * as repo from './repository';

/** Stripe's own lifetime of a Checkout page. */
const PAGE_LIFETIME_MS = 24 * 3_600_000;

export async function closeStalePages(
  db: Db,
  provider: PaymentProvider,
  invoiceId: number,
  options: { log: Pick<FastifyBaseLogger, 'warn'>; keep?: string; now?: Date },
): Promise<number> {
  if (!provider.expireCheckoutSession) return 0;
  const since = new Date((options.now ?? new Date()).getTime() - PAGE_LIFETIME_MS);
  let pages: Awaited<ReturnType<typeof repo.unpaidCheckoutSessionsSince>>;
  try {
    pages = (await repo.unpaidCheckoutSessionsSince(db, invoiceId, since)).filter(
      (page) => page.provider === provider.name && page.sessionId !== options.keep,
    );
  } catch (error) {
    options.log.warn(
      { err: error, invoiceId },
      'could not list the invoice payment pages for an old balance; a payment on one will be refused',
    );
    return 0;
  }
  let closed = 0;
  for (const page of pages) {
    try {
      if (await provider.expireCheckoutSession(page.sessionId)) closed++;
    } catch (error) {
      options.log.warn(
        { err: error, invoiceId, sessionId: page.sessionId },
        'could not close an invoice payment page for an old balance; a payment on it will be refused',
      );
    }
  }
  return closed;
}
