/**
 * Closing the pages of an old balance happens after a payment or credit note committed: when the
 * database cannot list them or the provider cannot close one, the recorded change still answers
 * 201 and stays recorded, and the cause is logged.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { centralInstant } from '@domain/central-time';
import type { PaymentProvider } from '../../adapters/payments/index';
import type { StripeTestServer } from '../../adapters/payments/stripe-test-server';
import type { TestApp } from '../../test/helper';
import { closeStalePages } from './stale-pages';
import { credit, deliveredOrder, issueSeptember, newOwner, pay, stripeInvoiceTestApp } from './test-support';

let t: TestApp;
let stripe: StripeTestServer;
let admin: string;
let billing: string;
let driver: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, admin, billing, driver, stripe, close } = await stripeInvoiceTestApp('whsec_test_stale_pages'));
});
afterAll(async () => close());

/** An owner's open September invoice of one on-account delivery, with a Stripe page open on it. */
async function invoiceWithOpenPage() {
  const owner = await newOwner(t);
  await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-10', 9) });
  const issued = await issueSeptember(t, billing, owner);
  expect(issued.statusCode, issued.body).toBe(201);
  const id: number = issued.json().id;
  const page = await t.request({ method: 'POST', url: `/api/invoices/${id}/pay-online`, token: owner.token });
  expect(page.statusCode, page.body).toBe(200);
  return { owner, id, sessionId: String(page.json().url).split('/').at(-1)! };
}
/**
 * Runs `action` while the table of hosted pages is missing: the lookup of old pages then fails in
 * the database itself, as an outage would, while the payment and credit tables still answer.
 */
async function withoutPagesTable<T>(action: () => Promise<T>): Promise<T> {
  await t.db.execute(sql`alter table invoice_checkout_sessions rename to invoice_checkout_sessions_away`);
  try {
    return await action();
  } finally {
    await t.db.execute(sql`alter table invoice_checkout_sessions_away rename to invoice_checkout_sessions`);
  }
}
const invoiceOf = async (token: string, id: number) =>
  (await t.request({ method: 'GET', url: `/api/invoices/${id}`, token })).json();

describe('a fault while closing the pages of an old balance', () => {
  it('answers 201 to a payment the database recorded when listing the pages fails', async () => {
    const { owner, id } = await invoiceWithOpenPage();
    const r = await withoutPagesTable(() =>
      pay(t, billing, id, { amount: '0.50', method: 'check', reference: '5150' }),
    );
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().payments).toEqual([expect.objectContaining({ amount: '0.50', reference: '5150' })]);
    expect((await invoiceOf(owner.token, id)).payments).toEqual([
      expect.objectContaining({ amount: '0.50', method: 'check', reference: '5150' }),
    ]);
  });

  it('answers 201 to a credit note the database recorded when listing the pages fails', async () => {
    const { owner, id } = await invoiceWithOpenPage();
    const r = await withoutPagesTable(() =>
      credit(t, billing, id, { amount: '1.00', reason: 'Late pickup' }),
    );
    expect(r.statusCode, r.body).toBe(201);
    expect((await invoiceOf(owner.token, id)).creditNotes).toEqual([
      expect.objectContaining({ amount: '1.00', reason: 'Late pickup' }),
    ]);
  });

  it('logs one line with the cause and closes nothing when the lookup or the provider fails', async () => {
    const { id, sessionId } = await invoiceWithOpenPage();
    const failing: PaymentProvider = {
      name: 'stripe',
      expireCheckoutSession: () => Promise.reject(new Error('Stripe is unreachable')),
    } as unknown as PaymentProvider;
    const warn = vi.fn();

    await expect(closeStalePages(t.db, failing, id, { log: { warn } })).resolves.toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ invoiceId: id, sessionId, err: expect.any(Error) });
    expect(warn.mock.calls[0]![0].err.message).toBe('Stripe is unreachable');

    warn.mockClear();
    const closing = withoutPagesTable(() => closeStalePages(t.db, failing, id, { log: { warn } }));
    await expect(closing).resolves.toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatchObject({ invoiceId: id, err: expect.any(Error) });
    expect(warn.mock.calls[0]![0].err.message).toMatch(/invoice_checkout_sessions/);
    expect(stripe.checkoutSessions.get(sessionId)!.status).toBe('open');
  });
});
