/**
 * An organisation's account with MedLink: its statement (every invoice, credit note and payment in
 * date order with the running balance) and the aging of what it owes. Aging counts the days since
 * each invoice was issued, the way a monthly statement reads: up to 30 days is current (net-30
 * terms: not yet due), then 31-60, 61-90 and over 90 days.
 */
import { z } from 'zod';
import { agingBucket, type AgingBucket } from './aging';

export * from './aging';

/** Open balances (in cents, by days since issue) summed per bucket, in cents. */
export function agingOf(
  open: readonly { ageDays: number; balanceCents: number }[],
): Record<AgingBucket, number> {
  const totals: Record<AgingBucket, number> = { current: 0, days30: 0, days60: 0, days90Plus: 0 };
  for (const item of open) if (item.balanceCents > 0) totals[agingBucket(item.ageDays)] += item.balanceCents;
  return totals;
}

const money = z.string();
export const agingResponse = z.object({
  current: money,
  days30: money,
  days60: money,
  days90Plus: money,
  balance: money,
});
export type Aging = z.infer<typeof agingResponse>;

export const STATEMENT_ENTRY_KINDS = ['invoice', 'credit_note', 'payment'] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];
export const STATEMENT_ENTRY_LABELS: Record<StatementEntryKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
};

export const statementEntryResponse = z.object({
  /** The Central day it happened. */
  on: z.string(),
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  /** INV-000012, CN-000003, or the payment's method and reference. */
  reference: z.string(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  /** What it added to the balance (an invoice) or took off it (a credit note, a payment). */
  amount: money,
  balance: money,
});
export type StatementEntry = z.infer<typeof statementEntryResponse>;

/** GET /api/organizations/{id}/statement. */
export const statementResponse = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  asOf: z.string(),
  aging: agingResponse,
  entries: z.array(statementEntryResponse),
});
export type Statement = z.infer<typeof statementResponse>;

/** GET /api/billing/aging: every organisation with an account, what it owes and how old. */
export const agingReportResponse = z.object({
  asOf: z.string(),
  organizations: z.array(
    agingResponse.extend({
      organizationId: z.number().int(),
      organizationName: z.string(),
      openInvoices: z.number().int(),
    }),
  ),
});
export type AgingReport = z.infer<typeof agingReportResponse>;
