/**
 * Invoices through the API: a month's invoice holds exactly the organisation's on-account orders
 * delivered in it (Central days), is numbered in sequence, never changes once issued, and is
 * settled by credit notes and payments; another organisation's owner cannot see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centralInstant } from '@domain/central-time';
import { DEMO, type TestApp } from '../../test/helper';
import {
  credit,
  deliveredOrder,
  issue,
  newBooker,
  newOwner,
  pay,
  type Owner,
  invoiceTestApp,
  issueSeptember,
} from './test-support';

let t: TestApp;
let admin: string;
let billing: string;
let driver: string;

beforeAll(async () => {
  ({ t, admin, billing, driver } = await invoiceTestApp());
});
afterAll(async () => t.close());

const SEPTEMBER = { periodStart: '2026-09-01', periodEnd: '2026-09-30' };
const september = (owner: Owner) => issueSeptember(t, billing, owner);

describe('POST /api/invoices', () => {
  it("holds exactly the organisation's on-account orders delivered in the period", async () => {
    const owner = await newOwner(t);
    const booker = await newBooker(t, owner);
    const other = await newOwner(t);
    const run = { admin, driver };
    const early = await deliveredOrder(t, owner.token, run, {
      deliveredAt: centralInstant('2026-09-01', 0, 30),
    });
    // Booked by another member of the organisation: the organisation's, so on its invoice.
    const byBooker = await deliveredOrder(t, booker, run, { deliveredAt: centralInstant('2026-09-14', 10) });
    // 22:00 in Houston on the 30th is already October in UTC: still September's.
    const late = await deliveredOrder(t, owner.token, run, { deliveredAt: centralInstant('2026-09-30', 22) });
    await deliveredOrder(t, owner.token, run, { deliveredAt: centralInstant('2026-08-31', 23, 30) });
    await deliveredOrder(t, owner.token, run, { deliveredAt: centralInstant('2026-10-01', 0, 30) });
    await deliveredOrder(t, owner.token, run, {
      payment: 'card',
      deliveredAt: centralInstant('2026-09-10', 12),
    });
    await deliveredOrder(t, owner.token, run, { deliver: false });
    await deliveredOrder(t, other.token, run, { deliveredAt: centralInstant('2026-09-10', 12) });

    const r = await september(owner);
    expect(r.statusCode, r.body).toBe(201);
    const invoice = r.json();
    expect(invoice.status).toBe('open');
    expect(invoice.number).toMatch(/^INV-\d{6}$/);
    expect(invoice.lines.map((l: { orderId: number }) => l.orderId)).toEqual([early, byBooker, late]);
    expect(invoice.lines.map((l: { deliveredOn: string }) => l.deliveredOn)).toEqual([
      '2026-09-01',
      '2026-09-14',
      '2026-09-30',
    ]);
    const sum = invoice.lines.reduce(
      (s: number, l: { amount: string }) => s + Math.round(Number(l.amount) * 100),
      0,
    );
    expect(Math.round(Number(invoice.total) * 100)).toBe(sum);
    expect(invoice.balance).toBe(invoice.total);
  });

  it('puts an order on one invoice only, numbers invoices in sequence, and refuses an empty one', async () => {
    const owner = await newOwner(t);
    await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-05', 9) });
    const first = await september(owner);
    expect(first.statusCode, first.body).toBe(201);
    const again = await september(owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOTHING_TO_INVOICE');

    // A late on-account delivery in the same month goes on the next invoice, not into the first.
    const lateOrder = await deliveredOrder(
      t,
      owner.token,
      { admin, driver },
      { deliveredAt: centralInstant('2026-09-29', 9) },
    );
    const second = await september(owner);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().lines.map((l: { orderId: number }) => l.orderId)).toEqual([lateOrder]);
    const sequence = (n: string) => Number(n.slice(4));
    expect(sequence(second.json().number)).toBeGreaterThan(sequence(first.json().number));
    const unchanged = await t.request({
      method: 'GET',
      url: `/api/invoices/${first.json().id}`,
      token: billing,
    });
    expect(unchanged.json()).toEqual(first.json());
  });

  it('names the field of a bad period and the missing organisation', async () => {
    const owner = await newOwner(t);
    const reversed = await issue(t, billing, {
      organizationId: owner.organizationId,
      periodStart: '2026-09-30',
      periodEnd: '2026-09-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].path).toBe('periodEnd');
    const notADay = await issue(t, billing, {
      organizationId: owner.organizationId,
      periodStart: '2026-02-30',
      periodEnd: '2026-03-31',
    });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().errors[0].path).toBe('periodStart');
    const missing = await issue(t, billing, { organizationId: 999_999, ...SEPTEMBER });
    expect(missing.statusCode).toBe(404);
  });
});

describe('an issued invoice', () => {
  it('cannot change: every attempt is 409 and the invoice stays as issued', async () => {
    const owner = await newOwner(t);
    await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-08', 9) });
    const invoice = (await september(owner)).json();
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const r = await t.request({
        method,
        url: `/api/invoices/${invoice.id}`,
        token: billing,
        payload: { total: '1.00', lines: [] },
      });
      expect(r.statusCode, method).toBe(409);
      expect(r.json().code).toBe('INVOICE_FINAL');
    }
    const now = await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}`, token: billing });
    expect(now.json()).toEqual(invoice);
  });

  it('is not paid online on the test provider, which has no hosted page: 409 with its code', async () => {
    const owner = await newOwner(t);
    await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-09', 9) });
    const invoice = (await september(owner)).json();
    const r = await t.request({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/pay-online`,
      token: owner.token,
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('ONLINE_PAYMENT_UNAVAILABLE');
  });

  it('is brought to a zero balance by a credit note and a payment, and is then paid', async () => {
    const owner = await newOwner(t);
    await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-08', 9) });
    await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-09', 9) });
    const invoice = (await september(owner)).json();
    const totalCents = Math.round(Number(invoice.total) * 100);
    const creditCents = 500;
    const rest = ((totalCents - creditCents) / 100).toFixed(2);

    const noted = await credit(t, billing, invoice.id, { amount: '5.00', reason: 'Late pickup on ML-0001' });
    expect(noted.statusCode, noted.body).toBe(201);
    expect(noted.json()).toMatchObject({ status: 'open', credited: '5.00', balance: rest });
    expect(noted.json().creditNotes[0].number).toMatch(/^CN-\d{6}$/);

    const over = await pay(t, billing, invoice.id, {
      amount: ((totalCents - creditCents + 1) / 100).toFixed(2),
      method: 'check',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('OVERPAYMENT');

    const paid = await pay(t, billing, invoice.id, {
      amount: rest,
      method: 'check',
      reference: 'Check 10442',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'paid', balance: '0.00', paid: rest });
    // What it billed is as issued.
    expect(paid.json().total).toBe(invoice.total);
    expect(paid.json().lines).toEqual(invoice.lines);

    const more = await pay(t, billing, invoice.id, { amount: '0.01', method: 'ach' });
    expect(more.statusCode).toBe(409);
    const list = await t.request({ method: 'GET', url: '/api/invoices?status=paid', token: owner.token });
    expect(list.json().invoices.map((i: { id: number }) => i.id)).toEqual([invoice.id]);
  });

  it('is paid through the invoice: checkout takes no card payment of an order on it', async () => {
    const owner = await newOwner(t);
    const id = await deliveredOrder(
      t,
      owner.token,
      { admin, driver },
      { deliveredAt: centralInstant('2026-09-08', 9) },
    );
    const before = await t.request({
      method: 'POST',
      url: '/api/create-payment-intent',
      token: owner.token,
      payload: { orderId: id },
    });
    expect(before.statusCode, before.body).toBe(200);
    const issued = await september(owner);
    expect(issued.statusCode, issued.body).toBe(201);
    const after = await t.request({
      method: 'POST',
      url: '/api/test-payment',
      token: owner.token,
      payload: { orderId: id },
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('ORDER_ON_INVOICE');
  });

  it('refuses a payment that is not an amount, naming the field', async () => {
    const owner = await newOwner(t);
    await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-08', 9) });
    const invoice = (await september(owner)).json();
    for (const payload of [
      { amount: '12.345', method: 'check' },
      { amount: '0', method: 'check' },
      { amount: 'ten', method: 'ach' },
    ]) {
      const r = await pay(t, billing, invoice.id, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
      expect(r.json().errors[0].path).toBe('amount');
    }
    const method = await pay(t, billing, invoice.id, { amount: '1.00', method: 'cash' });
    expect(method.json().errors[0].path).toBe('method');
  });
});

describe('statement and aging', () => {
  it("lists the account's invoices, credit notes and payments with the running balance", async () => {
    const owner = await newOwner(t);
    await deliveredOrder(t, owner.token, { admin, driver }, { deliveredAt: centralInstant('2026-09-08', 9) });
    const invoice = (await september(owner)).json();
    await credit(t, billing, invoice.id, { amount: '1.00', reason: 'Goodwill' });
    const r = await t.request({
      method: 'GET',
      url: `/api/organizations/${owner.organizationId}/statement`,
      token: owner.token,
    });
    expect(r.statusCode, r.body).toBe(200);
    const statement = r.json();
    expect(statement.entries.map((e: { kind: string }) => e.kind)).toEqual(['invoice', 'credit_note']);
    const balance = ((Math.round(Number(invoice.total) * 100) - 100) / 100).toFixed(2);
    expect(statement.entries[1].balance).toBe(balance);
    // Issued today: all of it is current.
    expect(statement.aging).toMatchObject({ current: balance, days30: '0.00', balance });

    const report = await t.request({ method: 'GET', url: '/api/billing/aging', token: billing });
    const row = report
      .json()
      .organizations.find((o: { organizationId: number }) => o.organizationId === owner.organizationId);
    expect(row).toMatchObject({ current: balance, balance, openInvoices: 1 });
  });
});

describe('the billing role', () => {
  it('works on invoices', async () => {
    const me = await t.request({ method: 'GET', url: '/api/auth/me', token: billing });
    expect(me.json().role).toBe('billing');
    const demo = await t.login(DEMO.billing.username, DEMO.billing.password);
    expect((await t.request({ method: 'GET', url: '/api/billing/aging', token: demo })).statusCode).toBe(200);
  });

  it('cannot be chosen at sign-up', async () => {
    const r = await t.signUp({
      username: 'sneaky.billing',
      email: 'sneaky.billing@example.com',
      password: 'Secure-pass1',
      firstName: 'Sneaky',
      lastName: 'Clerk',
      role: 'billing',
    });
    expect(r.statusCode).toBe(403);
  });
});
