/**
 * The accounting export: issued driver settlements as bills payable to each driver, and the
 * receivables (invoices to organisations, their credit notes and the payments received), in the
 * two forms QuickBooks reads (Online: CSV for its imports; Desktop: IIF). A line names an order
 * by its number and its cost centre, never its item, addresses, contacts or any note typed about
 * it: the books are read by people who must not see patient information.
 */
import { z } from 'zod';
import { daysBetween } from './central-time';
import { payDay } from './driver-pay-rules';

export const EXPORT_MAX_DAYS = 366;

/**
 * A range of Central days, both included: settlements whose week starts in it; invoices and credit
 * notes issued, and payments received, in it.
 */
export const accountingExportQuery = z
  .object({ from: payDay('from'), to: payDay('to') })
  .refine((q) => q.from <= q.to, { message: 'to must be on or after from', path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) <= EXPORT_MAX_DAYS, {
    message: `to must be at most ${EXPORT_MAX_DAYS} days after from`,
    path: ['to'],
  });
export type AccountingExportQuery = z.output<typeof accountingExportQuery>;

/** The accounts the export books to; rename them in QuickBooks' mapping step if yours differ. */
export const EXPENSE_ACCOUNT = 'Driver Pay';
export const PAYABLE_ACCOUNT = 'Accounts Payable';
/** Days from a settlement's issue to its due date. */
export const SETTLEMENT_DUE_DAYS = 7;

/** The receivables side: what an invoice line books to, and where received money waits. */
export const INCOME_ACCOUNT = 'Courier Income';
export const RECEIVABLE_ACCOUNT = 'Accounts Receivable';
export const DEPOSIT_ACCOUNT = 'Undeposited Funds';
/** The product/service each invoice line sells, as QuickBooks Online's invoice import names it. */
export const INVOICE_ITEM = 'Courier delivery';
