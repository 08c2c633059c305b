/**
 * The two files QuickBooks reads. Online: a CSV for its bill import, one row per bill line with
 * the bill's fields repeated (how the importer groups lines into a bill by its number). Desktop:
 * an IIF file, tab-separated, naming each driver as a vendor, then each bill as a transaction
 * (payable, negative) split into its lines (the expense account, positive).
 */
import { stringify } from 'csv-stringify/sync';
import { EXPENSE_ACCOUNT, PAYABLE_ACCOUNT } from '@domain/accounting-export';
import { toCents, centsToMoney } from '@domain/driver-pay-rules';
import { safeCell } from '../audit-trail/index';
import { usDate, type Bill } from './bills';

export const QBO_COLUMNS = [
  'Bill No',
  'Vendor',
  'Bill Date',
  'Due Date',
  'Memo',
  'Account',
  'Line Description',
  'Line Amount',
] as const;

export function qboCsv(bills: readonly Bill[]): string {
  const rows = bills.flatMap((bill) =>
    bill.lines.map((line) => [
      bill.number,
      safeCell(bill.vendor),
      usDate(bill.date),
      usDate(bill.dueDate),
      bill.memo,
      EXPENSE_ACCOUNT,
      safeCell(line.description),
      line.amount,
    ]),
  );
  return stringify([[...QBO_COLUMNS], ...rows], { record_delimiter: 'windows' });
}

/** A field of an IIF line: tabs and line breaks would split it, and quotes are read as quoting. */
export const field = (value: string) => value.replace(/[\t\r\n"]/g, ' ');

export function desktopIif(bills: readonly Bill[]): string {
  const lines: string[][] = [['!VEND', 'NAME']];
  for (const vendor of [...new Set(bills.map((b) => b.vendor))]) lines.push(['VEND', vendor]);
  lines.push(
    ['!TRNS', 'TRNSTYPE', 'DATE', 'DUEDATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO'],
    ['!SPL', 'TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO'],
    ['!ENDTRNS'],
  );
  for (const bill of bills) {
    const date = usDate(bill.date);
    const total = bill.lines.reduce((sum, l) => sum + toCents(l.amount), 0);
    // The payable carries the bill's total negated; the splits balance it to zero.
    lines.push([
      'TRNS',
      'BILL',
      date,
      usDate(bill.dueDate),
      PAYABLE_ACCOUNT,
      bill.vendor,
      centsToMoney(-total),
      bill.number,
      bill.memo,
    ]);
    for (const line of bill.lines)
      lines.push([
        'SPL',
        'BILL',
        date,
        EXPENSE_ACCOUNT,
        bill.vendor,
        line.amount,
        bill.number,
        line.description,
      ]);
    lines.push(['ENDTRNS']);
  }
  return lines.map((cells) => cells.map(field).join('\t')).join('\r\n') + '\r\n';
}
