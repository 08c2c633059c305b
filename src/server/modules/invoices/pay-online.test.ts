/**
 * Paying an invoice on a Stripe-hosted page, with PAYMENT_PROVIDER=stripe: the real SDK against
 * the local stand-in of Stripe's API. The page is opened for the balance the server computes;
 * Stripe's signed webhook records the payment once, and only for the session the server opened.
 */
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centralInstant } from '@domain/central-time';
import type { StripeTestServer } from '../../adapters/payments/stripe-test-server';
import { auditLog } from '../../db/schema/index';
import type { TestApp } from '../../test/helper';
import {
  credit,
  deliveredOrder,
  issueSeptember,
  newBooker,
  newOwner,
  pay,
  stripeInvoiceTestApp,
  type Owner,
} from './test-support';

const SECRET = 'whsec_test_invoices';
let t: TestApp;
let stripe: StripeTestServer;
let admin: string;
let billing: string;
let driver: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, admin, billing, driver, stripe, close } = await stripeInvoiceTestApp(SECRET));
});
afterAll(async () => close());

/** An owner with an open September invoice of one on-account delivery, 1.00 credited by billing. */
async function openInvoice(): Promise<{ owner: Owner; id: number; balanceCents: number }> {
  const owner = await newOwner(t);
  await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-10', 9) });
  const issued = await issueSeptember(t, billing, owner);
  expect(issued.statusCode, issued.body).toBe(201);
  const credited = await credit(t, billing, issued.json().id, { amount: '1.00', reason: 'Late pickup' });
  return {
    owner,
    id: issued.json().id,
    balanceCents: Math.round(Number(credited.json().balance) * 100),
  };
}

const payOnline = (token: string, id: number, payload?: object) =>
  t.request({
    method: 'POST',
    url: `/api/invoices/${id}/pay-online`,
    token,
    ...(payload ? { payload } : {}),
  });
const invoiceOf = async (token: string, id: number) =>
  (await t.request({ method: 'GET', url: `/api/invoices/${id}`, token })).json();
const auditsOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'invoice'), eq(auditLog.entityId, id)));

let eventCounter = 0;
/** Stripe's checkout.session.completed for a session, as the stand-in holds it, with `changes`. */
function completed(sessionId: string, changes: Record<string, unknown> = {}) {
  const session = stripe.checkoutSessions.get(sessionId);
  return {
    id: `evt_inv_${Date.now()}_${eventCounter++}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        ...session,
        id: sessionId,
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_inv_${eventCounter}`,
        ...changes,
      },
    },
  };
}
function sendWebhook(body: object, secret = SECRET) {
  const payload = JSON.stringify(body);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.request({
    method: 'POST',
    url: '/api/payments/stripe-webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}
const sessionIdOf = (url: string) => url.split('/').at(-1)!;

describe('POST /api/invoices/{id}/pay-online', () => {
  it("opens a Stripe Checkout page for the server's balance, whatever amount the body names", async () => {
    const { owner, id, balanceCents } = await openInvoice();
    stripe.requests.length = 0;
    const r = await payOnline(owner.token, id, { amount: '0.01', currency: 'eur' });
    expect(r.statusCode, r.body).toBe(200);
    const session = stripe.checkoutSessions.get(sessionIdOf(r.json().url))!;
    expect(r.json()).toEqual({ url: session.url, amount: (balanceCents / 100).toFixed(2) });
    const [sent] = stripe.requests;
    expect(sent!.path).toBe('/v1/checkout/sessions');
    expect(sent!.form.get('mode')).toBe('payment');
    expect(sent!.form.get('allowed_payment_method_types[0]')).toBe('card');
    expect(sent!.form.get('line_items[0][price_data][unit_amount]')).toBe(String(balanceCents));
    expect(sent!.form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(sent!.form.get('metadata[invoiceId]')).toBe(String(id));
    expect(sent!.form.get('success_url')).toBe(`https://medlink.example/invoices?paid=${id}`);
    expect(sent!.form.get('cancel_url')).toBe(`https://medlink.example/invoices?cancelled=${id}`);
    expect(sent!.headers['idempotency-key']).toBe(`invoice-${id}-${balanceCents}`);
    // A second click opens the same page, not a second one.
    const again = await payOnline(owner.token, id);
    expect(again.json().url).toBe(r.json().url);
    const opened = [...stripe.checkoutSessions.values()].filter((c) => c.metadata.invoiceId === String(id));
    expect(opened).toHaveLength(1);
    expect((await auditsOf(id)).filter((a) => a.action === 'invoice_checkout_opened')).toHaveLength(2);
  });

  it("is the owner's or staff's: another owner gets 404, a booker 403; a paid invoice is 409", async () => {
    const { owner, id, balanceCents } = await openInvoice();
    const stranger = await newOwner(t);
    expect((await payOnline(stranger.token, id)).statusCode).toBe(404);
    const booker = await newBooker(t, owner);
    expect((await payOnline(booker, id)).statusCode).toBe(403);
    expect((await payOnline(billing, id)).statusCode).toBe(200);
    const settled = await pay(t, billing, id, {
      amount: (balanceCents / 100).toFixed(2),
      method: 'check',
      reference: '1042',
    });
    expect(settled.json().status).toBe('paid');
    const paid = await payOnline(owner.token, id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('INVOICE_PAID');
  });
});

describe('one payable page per invoice', () => {
  const statusAtStripe = (url: string) => stripe.checkoutSessions.get(sessionIdOf(url))!.status;

  it('closes the page of an old balance when a credit note, a check or a page for the new balance moves it', async () => {
    const { owner, id, balanceCents } = await openInvoice();
    const first = (await payOnline(owner.token, id)).json().url;
    expect(statusAtStripe(first)).toBe('open');

    expect((await credit(t, billing, id, { amount: '2.00', reason: 'Waited' })).statusCode).toBe(201);
    expect(statusAtStripe(first)).toBe('expired');

    const second = (await payOnline(owner.token, id)).json().url;
    expect(second).not.toBe(first);
    expect(statusAtStripe(second)).toBe('open');
    await pay(t, billing, id, { amount: '0.50', method: 'check', reference: '88' });
    expect(statusAtStripe(second)).toBe('expired');

    // The page for today's balance stays open, and opening it again is the same page.
    const third = (await payOnline(owner.token, id)).json();
    expect(third.amount).toBe(((balanceCents - 250) / 100).toFixed(2));
    expect(statusAtStripe(third.url)).toBe('open');
    expect((await payOnline(owner.token, id)).json().url).toBe(third.url);
    expect(statusAtStripe(third.url)).toBe('open');
  });
});

describe("Stripe's webhook for a paid invoice page", () => {
  it('records one card payment for two deliveries of the event and for a second event of the session', async () => {
    const { owner, id, balanceCents } = await openInvoice();
    const sessionId = sessionIdOf((await payOnline(owner.token, id)).json().url);
    const event = completed(sessionId);
    const first = await sendWebhook(event);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await sendWebhook(event)).json().outcome).toBe('duplicate');
    expect((await sendWebhook(completed(sessionId))).json().outcome).toBe('duplicate');

    const invoice = await invoiceOf(owner.token, id);
    expect(invoice).toMatchObject({ status: 'paid', balance: '0.00' });
    expect(invoice.payments).toHaveLength(1);
    expect(invoice.payments[0]).toMatchObject({
      method: 'card',
      amount: (balanceCents / 100).toFixed(2),
      reference: event.data.object.payment_intent,
    });
    const recorded = (await auditsOf(id)).filter((a) => a.action === 'invoice_payment_recorded');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.details).toMatchObject({ via: 'stripe_checkout', sessionId, eventId: event.id });
  });

  it('refuses a forged or unsigned event with 400 and records nothing', async () => {
    const { owner, id } = await openInvoice();
    const sessionId = sessionIdOf((await payOnline(owner.token, id)).json().url);
    const event = completed(sessionId);
    const forged = await sendWebhook(event, 'whsec_not_ours');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.request({
      method: 'POST',
      url: '/api/payments/stripe-webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await invoiceOf(owner.token, id)).toMatchObject({ status: 'open', payments: [] });
  });

  it('refuses and audits, never records, another amount, another invoice, an unknown session or an overpayment', async () => {
    const { owner, id, balanceCents } = await openInvoice();
    const other = await openInvoice();
    const sessionId = sessionIdOf((await payOnline(owner.token, id)).json().url);
    const refusals = [
      completed(sessionId, { amount_total: balanceCents - 1 }),
      completed(sessionId, { metadata: { invoiceId: String(other.id) } }),
      completed('cs_test_never_opened', { metadata: { invoiceId: String(id) }, amount_total: balanceCents }),
    ];
    for (const event of refusals) {
      const r = await sendWebhook(event);
      expect(r.statusCode).toBe(200);
      expect(r.json().outcome).toBe('refused');
    }
    // Billing took a check meanwhile: Stripe's money no longer fits the balance.
    await pay(t, billing, id, { amount: '0.50', method: 'check', reference: '77' });
    expect((await sendWebhook(completed(sessionId))).json().outcome).toBe('refused');

    const invoice = await invoiceOf(owner.token, id);
    expect(invoice.status).toBe('open');
    expect(invoice.payments.map((p: { method: string }) => p.method)).toEqual(['check']);
    expect((await invoiceOf(other.owner.token, other.id)).payments).toEqual([]);
    const refused = (await auditsOf(id)).filter((a) => a.action === 'invoice_payment_refused');
    expect(refused).toHaveLength(4);
  });
});
