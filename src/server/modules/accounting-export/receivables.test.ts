import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { dayKey } from '@domain/central-time';
import { displayNumber } from '@domain/display';
import type { TestApp } from '../../test/helper';
import { HOUSTON_BOOKING } from '../../test/orders';
import {
  credit,
  deliveredOrder,
  invoiceTestApp,
  issueSeptember,
  newOwner,
  pay,
  type Owner,
} from '../invoices/test-support';

let t: TestApp;
let billing: string;
let owner: Owner;
let orderIds: number[];
let invoice: { number: string; total: string; organizationName: string };
let creditNumber: string;
const today = dayKey(new Date());

// Typed text that must never reach the books: the booking's contacts, addresses and item, a
// credit note's reason and a payment's reference.
const TYPED = ['Refund for patient Jane Roe', 'Jane Roe check'];
function expectNoPatientData(body: string) {
  for (const word of [
    HOUSTON_BOOKING.itemDescription,
    HOUSTON_BOOKING.deliveryContactName,
    HOUSTON_BOOKING.deliveryContactPhone,
    HOUSTON_BOOKING.pickupContactPhone,
    '6565 Fannin',
    '1200 Main St',
    ...TYPED,
  ])
    expect(body).not.toContain(word);
}

beforeAll(async () => {
  let admin: string;
  let driver: string;
  ({ t, admin, billing, driver } = await invoiceTestApp());
  owner = await newOwner(t);
  const centres = await t.request({
    method: 'PUT',
    url: `/api/organizations/${owner.organizationId}/cost-centres`,
    token: owner.token,
    payload: { costCentres: ['Oncology 4B'] },
  });
  expect(centres.statusCode, centres.body).toBe(200);
  const run = { admin, driver };
  orderIds = [
    await deliveredOrder(t, owner.token, run, {
      deliveredAt: new Date('2026-09-04T17:00:00Z'),
      costCentre: 'Oncology 4B',
    }),
    await deliveredOrder(t, owner.token, run, { deliveredAt: new Date('2026-09-10T17:00:00Z') }),
  ];
  const issued = await issueSeptember(t, billing, owner);
  expect(issued.statusCode, issued.body).toBe(201);
  invoice = issued.json();
  const credited = await credit(t, billing, issued.json().id, { amount: '1.00', reason: TYPED[0] });
  expect(credited.statusCode, credited.body).toBe(201);
  creditNumber = credited.json().creditNotes[0].number;
  const paid = await pay(t, billing, issued.json().id, {
    amount: '2.50',
    method: 'check',
    reference: TYPED[1],
  });
  expect(paid.statusCode, paid.body).toBe(201);
});
afterAll(async () => t.close());

const exportOf = (file: string, query = `from=${today}&to=${today}`) =>
  t.request({ method: 'GET', url: `/api/accounting/export/${file}?${query}`, token: billing });
const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);

describe('the receivables in the accounting export', () => {
  it('writes each issued invoice as a QuickBooks Online invoice: the organisation as customer, a row per order', async () => {
    const r = await exportOf('invoices/qbo.csv');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/csv/);
    expect(r.headers['content-disposition']).toContain(`medlink-invoices-${today}`);
    const rows = (parse(r.body, { columns: true }) as Record<string, string>[]).filter(
      (row) => row.InvoiceNo === invoice.number,
    );
    expect(rows.map((row) => row.ItemDescription)).toEqual([
      `${displayNumber(orderIds[0]!)} · 2026-09-04 · Oncology 4B`,
      `${displayNumber(orderIds[1]!)} · 2026-09-10`,
    ]);
    expect(rows.every((row) => row.Customer === invoice.organizationName)).toBe(true);
    expect(rows.reduce((s, row) => s + cents(row.ItemAmount), 0)).toBe(cents(invoice.total));
    expectNoPatientData(r.body);
  });

  it('writes the credit note and the payment as rows naming their invoice, without the typed reason or reference', async () => {
    const r = await exportOf('payments/qbo.csv');
    expect(r.statusCode).toBe(200);
    const rows = (parse(r.body, { columns: true }) as Record<string, string>[]).filter(
      (row) => row.AppliedToInvoiceNo === invoice.number,
    );
    expect(rows.map((row) => [row.Type, row.RefNo === creditNumber || row.Type, row.Amount])).toEqual([
      ['Credit Memo', true, '1.00'],
      ['Payment', 'Payment', '2.50'],
    ]);
    expect(rows[1]!.PaymentMethod).toBe('Check');
    expectNoPatientData(r.body);
  });

  it('writes invoice, credit memo and payment as balanced QuickBooks Desktop transactions', async () => {
    const r = await exportOf('receivables/desktop.iif');
    expect(r.statusCode).toBe(200);
    const lines = r.body
      .trim()
      .split('\r\n')
      .map((l) => l.split('\t'));
    expect(lines[0]).toEqual(['!CUST', 'NAME']);
    expect(lines).toContainEqual(['CUST', invoice.organizationName]);
    // Each transaction: TRNS, its SPLs, ENDTRNS; the amounts of one sum to zero.
    const transactions: string[][][] = [];
    for (const line of lines) {
      if (line[0] === 'TRNS') transactions.push([line]);
      else if (line[0] === 'SPL') transactions.at(-1)!.push(line);
    }
    const amountOf = (l: string[]) => cents(l[0] === 'TRNS' ? l[6] : l[5]);
    const mine = transactions.filter(
      (tr) => tr[0]!.includes(invoice.number) || tr[0]!.includes(creditNumber),
    );
    expect(mine.map((tr) => tr[0]![1])).toEqual(['INVOICE', 'CREDIT MEMO', 'PAYMENT']);
    for (const tr of mine) expect(tr.reduce((s, l) => s + amountOf(l), 0)).toBe(0);
    expect(amountOf(mine[0]![0]!)).toBe(cents(invoice.total));
    expect(amountOf(mine[1]![0]!)).toBe(-100);
    expect(amountOf(mine[2]![0]!)).toBe(250);
    expectNoPatientData(r.body);
  });

  it('leaves out days outside the range', async () => {
    const r = await exportOf('receivables/desktop.iif', 'from=2020-01-01&to=2020-01-31');
    expect(r.statusCode).toBe(200);
    expect(r.body).not.toContain(invoice.number);
  });
});
