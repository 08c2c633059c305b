/**
 * An invoice's lines as CSV for an accounts-payable system: one row per order, with its cost
 * centre, then the credit notes as negative rows. Order numbers, days, cost centres and amounts
 * only: no patient or recipient detail. A cell that a spreadsheet would run as a formula is
 * prefixed with an apostrophe (a cost centre is typed by a customer).
 */
import { stringify } from 'csv-stringify/sync';
import type { InvoiceResponse } from '@domain/invoices';

export const INVOICE_CSV_COLUMNS = [
  'Invoice',
  'Invoice date',
  'Period start',
  'Period end',
  'Line',
  'Order',
  'Delivered',
  'Cost centre',
  'Amount',
] as const;

const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function invoiceCsv(invoice: InvoiceResponse): string {
  const head = [invoice.number, invoice.issuedOn, invoice.periodStart, invoice.periodEnd];
  const rows: string[][] = invoice.lines.map((line) => [
    ...head,
    'Delivery',
    line.orderNumber,
    line.deliveredOn,
    safeCell(line.costCentre ?? ''),
    line.amount,
  ]);
  for (const note of invoice.creditNotes)
    rows.push([...head, `Credit note ${note.number}`, '', note.issuedOn, '', `-${note.amount}`]);
  return stringify([[...INVOICE_CSV_COLUMNS], ...rows], { record_delimiter: 'windows' });
}
