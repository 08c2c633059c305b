/**
 * The receivables in the two files QuickBooks reads. Online: the invoice import's CSV, one row per
 * invoice line with the invoice's fields repeated (the importer groups rows by InvoiceNo); and a
 * CSV of the credit memos and payments, a row each, naming the invoice it applies to. Desktop: one
 * IIF file naming each organisation as a customer, then each invoice (receivable positive, income
 * lines negative), credit memo (the reverse) and payment (deposit positive, receivable negative),
 * each balanced to zero. A line names an order by number, day and cost centre, nothing else; a
 * credit note's reason and a payment's reference are typed text and stay out.
 */
import { stringify } from 'csv-stringify/sync';
import { DEPOSIT_ACCOUNT, INCOME_ACCOUNT, INVOICE_ITEM, RECEIVABLE_ACCOUNT } from '@domain/accounting-export';
import { displayNumber } from '@domain/display';
import { moneyToCents, PAYMENT_METHOD_LABELS, PAYMENT_TERMS_DAYS } from '@domain/invoices';
// The signed one: IIF carries negative amounts.
import { centsToMoney } from '@domain/driver-pay-rules';
import type { InvoicePaymentMethod } from '@domain/invoices';
import { safeCell } from '../audit-trail/index';
import type { ReceivablesLedger } from '../invoices/index';
import { usDate } from './bills';
import { field } from './formats';

const TERMS = `Net ${PAYMENT_TERMS_DAYS}`;

type Line = ReceivablesLedger['invoices'][number]['lines'][number];
const lineDescription = (l: Line) =>
  [displayNumber(l.orderId), l.deliveredOn, l.costCentre].filter(Boolean).join(' · ');
const periodMemo = (i: { periodStart: string; periodEnd: string }) =>
  `Deliveries ${i.periodStart} to ${i.periodEnd}`;
const methodLabel = (m: string) => PAYMENT_METHOD_LABELS[m as InvoicePaymentMethod] ?? m;

export const INVOICE_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Terms',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
] as const;

export function invoicesQboCsv(ledger: ReceivablesLedger): string {
  const rows = ledger.invoices.flatMap((invoice) =>
    invoice.lines.map((line) => [
      invoice.number,
      safeCell(invoice.customer),
      usDate(invoice.issuedOn),
      usDate(invoice.dueOn),
      TERMS,
      periodMemo(invoice),
      INVOICE_ITEM,
      safeCell(lineDescription(line)),
      '1',
      line.amount,
      line.amount,
    ]),
  );
  return stringify([[...INVOICE_COLUMNS], ...rows], { record_delimiter: 'windows' });
}

export const RECEIPT_COLUMNS = [
  'Type',
  'RefNo',
  'Customer',
  'Date',
  'AppliedToInvoiceNo',
  'PaymentMethod',
  'Account',
  'Amount',
] as const;

export function paymentsQboCsv(ledger: ReceivablesLedger): string {
  const credits = ledger.credits.map((c) => [
    'Credit Memo',
    c.number,
    safeCell(c.customer),
    usDate(c.issuedOn),
    c.invoiceNumber,
    '',
    INCOME_ACCOUNT,
    c.amount,
  ]);
  const payments = ledger.payments.map((p) => [
    'Payment',
    `PMT-${String(p.id).padStart(6, '0')}`,
    safeCell(p.customer),
    usDate(p.receivedOn),
    p.invoiceNumber,
    methodLabel(p.method),
    DEPOSIT_ACCOUNT,
    p.amount,
  ]);
  return stringify([[...RECEIPT_COLUMNS], ...credits, ...payments], { record_delimiter: 'windows' });
}

const negate = (amount: string) => centsToMoney(-moneyToCents(amount));

export function receivablesIif(ledger: ReceivablesLedger): string {
  const lines: string[][] = [['!CUST', 'NAME']];
  const customers = [
    ...ledger.invoices.map((i) => i.customer),
    ...ledger.credits.map((c) => c.customer),
    ...ledger.payments.map((p) => p.customer),
  ];
  for (const customer of [...new Set(customers)]) lines.push(['CUST', customer]);
  lines.push(
    ['!TRNS', 'TRNSTYPE', 'DATE', 'DUEDATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO'],
    ['!SPL', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO'],
    ['!ENDTRNS'],
  );
  const transaction = (
    type: string,
    t: {
      date: string;
      dueDate: string;
      account: string;
      name: string;
      amount: string;
      doc: string;
      memo: string;
    },
    splits: { account: string; amount: string; memo: string }[],
  ) => {
    const date = usDate(t.date);
    lines.push(['TRNS', type, date, usDate(t.dueDate), t.account, t.name, t.amount, t.doc, t.memo]);
    for (const s of splits) lines.push(['SPL', type, date, s.account, t.name, s.amount, t.doc, s.memo]);
    lines.push(['ENDTRNS']);
  };
  for (const i of ledger.invoices) {
    const total = i.lines.reduce((sum, l) => sum + moneyToCents(l.amount), 0);
    transaction(
      'INVOICE',
      {
        date: i.issuedOn,
        dueDate: i.dueOn,
        account: RECEIVABLE_ACCOUNT,
        name: i.customer,
        amount: centsToMoney(total),
        doc: i.number,
        memo: periodMemo(i),
      },
      i.lines.map((l) => ({ account: INCOME_ACCOUNT, amount: negate(l.amount), memo: lineDescription(l) })),
    );
  }
  for (const c of ledger.credits)
    transaction(
      'CREDIT MEMO',
      {
        date: c.issuedOn,
        dueDate: c.issuedOn,
        account: RECEIVABLE_ACCOUNT,
        name: c.customer,
        amount: negate(c.amount),
        doc: c.number,
        memo: `Credit on ${c.invoiceNumber}`,
      },
      [{ account: INCOME_ACCOUNT, amount: c.amount, memo: `Credit on ${c.invoiceNumber}` }],
    );
  for (const p of ledger.payments)
    transaction(
      'PAYMENT',
      {
        date: p.receivedOn,
        dueDate: p.receivedOn,
        account: DEPOSIT_ACCOUNT,
        name: p.customer,
        amount: p.amount,
        doc: p.invoiceNumber,
        memo: `${methodLabel(p.method)} on ${p.invoiceNumber}`,
      },
      [
        {
          account: RECEIVABLE_ACCOUNT,
          amount: negate(p.amount),
          memo: `${methodLabel(p.method)} on ${p.invoiceNumber}`,
        },
      ],
    );
  return lines.map((cells) => cells.map(field).join('\t')).join('\r\n') + '\r\n';
}
