/**
 * Invoices of on-account orders: an organisation's orders that dispatch approved unpaid
 * (paymentStatus `invoiced`) and that were delivered in a billing period. An invoice is numbered
 * in one unbroken sequence and never changes once issued: what it billed wrongly is corrected by
 * a credit note, what was received is recorded as a payment, and its balance is
 * total - credited - paid. Its lines name order numbers, days, cost centres and amounts only:
 * an invoice travels to accounts-payable clerks and accounting systems, so no patient or
 * recipient detail (addresses, contacts, item descriptions) ever appears on it.
 */
import { z } from 'zod';
import { isCalendarDay } from './admin';
import { addDays, weekStart } from './central-time';
import { centsToMoney, moneyToCents } from './payments';
import {
  BILLING_CYCLES,
  INVOICE_PAYMENT_METHODS,
  INVOICE_STATUSES,
  type BillingCycle,
  type InvoiceStatus,
} from './invoice-words';

export * from './invoice-words';

/** Payment terms: an invoice is due this many days after it is issued (net 30). */
export const PAYMENT_TERMS_DAYS = 30;
/** The longest billing period one invoice covers. */
export const MAX_PERIOD_DAYS = 93;

/** The invoice's number: `INV-` and its place in the sequence, padded to 6 digits. */
export const invoiceNumber = (sequence: number) => `INV-${String(sequence).padStart(6, '0')}`;
/** A credit note's number: `CN-` and its place in its own sequence. */
export const creditNoteNumber = (sequence: number) => `CN-${String(sequence).padStart(6, '0')}`;

const day = (field: string) =>
  z
    .string({ message: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(isCalendarDay, {
      message: `${field} must be a date (YYYY-MM-DD)`,
      params: { rule: 'calendarDay' },
    });

const dayDiff = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000;

/** POST /api/invoices: the organisation and the Central calendar days of the period, both ends included. */
export const issueInvoiceRequest = z
  .object({
    organizationId: z
      .number({ message: 'organizationId must be a number' })
      .int('organizationId must be a whole number')
      .positive('organizationId must be positive')
      .max(2_147_483_647, 'organizationId is too large'),
    periodStart: day('periodStart'),
    periodEnd: day('periodEnd'),
  })
  .superRefine((v, ctx) => {
    if (!isCalendarDay(v.periodStart) || !isCalendarDay(v.periodEnd)) return;
    const days = dayDiff(v.periodStart, v.periodEnd);
    if (days < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['periodEnd'],
        message: 'periodEnd must not be before periodStart',
        params: { rule: 'endNotBeforeStart' },
      });
    else if (days + 1 > MAX_PERIOD_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['periodEnd'],
        message: `A billing period is at most ${MAX_PERIOD_DAYS} days`,
      });
  });
export type IssueInvoiceRequest = z.infer<typeof issueInvoiceRequest>;

/**
 * An amount of money from a person: "125.50" (or 125.5), more than zero, cents at most. Read
 * into whole cents so no float rounding reaches a balance.
 */
export const amountField = z
  .union([z.string(), z.number()], { message: 'amount must be an amount such as "125.00"' })
  .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
  .refine((v) => /^\d{1,8}(\.\d{1,2})?$/.test(v), {
    message: 'amount must be an amount such as "125.00", with at most 2 decimals',
    params: { rule: 'amount' },
  })
  .transform((v) => moneyToCents(v))
  .refine((cents) => cents > 0, {
    message: 'amount must be more than 0.00',
    params: { rule: 'amountPositive' },
  });

const note = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

/** POST /api/invoices/{id}/payments: money billing staff received against the invoice. */
export const recordPaymentRequest = z.object({
  amount: amountField,
  method: z.enum(INVOICE_PAYMENT_METHODS, { message: 'method must be check, ach or card' }),
  /** The check number or the transfer's reference. */
  reference: note('reference', 60)
    .nullish()
    .transform((v) => v || null),
  /** The day the money arrived; today by default. */
  receivedOn: day('receivedOn').optional(),
});
export type RecordPaymentRequest = z.input<typeof recordPaymentRequest>;

/** POST /api/invoices/{id}/credit-notes: an adjustment that lowers what the invoice asks. */
export const creditNoteRequest = z.object({
  amount: amountField,
  reason: note('reason', 300).min(1, 'reason is required: say why the invoice is adjusted'),
});
export type CreditNoteRequest = z.input<typeof creditNoteRequest>;

/** GET /api/invoices: billing sees every organisation's (filtered), an owner its own. */
export const invoiceListQuery = z.object({
  organizationId: z.coerce
    .number({ message: 'organizationId must be a number' })
    .int('organizationId must be a whole number')
    .positive('organizationId must be positive')
    .max(2_147_483_647, 'organizationId is too large')
    .optional(),
  status: z.enum(INVOICE_STATUSES, { message: 'status must be open or paid' }).optional(),
});

const money = z.string();

export const invoiceLineResponse = z.object({
  orderId: z.number().int(),
  /** ML-0042 */
  orderNumber: z.string(),
  /** The Central day it was delivered. */
  deliveredOn: z.string(),
  costCentre: z.string().nullable(),
  amount: money,
});
export type InvoiceLine = z.infer<typeof invoiceLineResponse>;

export const invoicePaymentResponse = z.object({
  id: z.number().int(),
  amount: money,
  method: z.enum(INVOICE_PAYMENT_METHODS),
  reference: z.string().nullable(),
  receivedOn: z.string(),
  recordedAt: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentResponse>;

export const creditNoteResponse = z.object({
  id: z.number().int(),
  number: z.string(),
  amount: money,
  reason: z.string(),
  issuedOn: z.string(),
  issuedAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteResponse>;

/** One invoice, whole: what it billed (fixed at issue) and what has happened to it since. */
export const invoiceResponse = z.object({
  id: z.number().int(),
  number: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedAt: z.string(),
  /** The Central day it was issued (the invoice date), and the day payment is due. */
  issuedOn: z.string(),
  dueOn: z.string(),
  status: z.enum(INVOICE_STATUSES),
  total: money,
  credited: money,
  paid: money,
  balance: money,
  lines: z.array(invoiceLineResponse),
  creditNotes: z.array(creditNoteResponse),
  payments: z.array(invoicePaymentResponse),
});
export type InvoiceResponse = z.infer<typeof invoiceResponse>;

/** A row of the invoice list: the figures without the lines. */
export const invoiceSummaryResponse = invoiceResponse
  .omit({ lines: true, creditNotes: true, payments: true })
  .extend({
    lineCount: z.number().int(),
  });
export type InvoiceSummary = z.infer<typeof invoiceSummaryResponse>;
export const invoiceListResponse = z.object({ invoices: z.array(invoiceSummaryResponse) });

/** What is still owed: total - credited - paid, in cents. */
export const balanceCents = (totalCents: number, creditedCents: number, paidCents: number) =>
  totalCents - creditedCents - paidCents;

/** An invoice whose balance is nothing is settled: paid. */
export const statusOfBalance = (balance: number): InvoiceStatus => (balance <= 0 ? 'paid' : 'open');

export { centsToMoney, moneyToCents };

/** The calendar month before the one `today` ('YYYY-MM-DD') falls in: a monthly invoice's period. */
export function previousMonth(today: string): { periodStart: string; periodEnd: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { periodStart: first.toISOString().slice(0, 10), periodEnd: last.toISOString().slice(0, 10) };
}

/** The Monday-to-Sunday week before the one `today` falls in: a weekly invoice's period. */
export function previousWeek(today: string): { periodStart: string; periodEnd: string } {
  const periodStart = addDays(weekStart(today), -7);
  return { periodStart, periodEnd: addDays(periodStart, 6) };
}

/** The last whole period of a billing cycle before `today`: what an invoice run bills. */
export const lastPeriodOf = (cycle: BillingCycle, today: string) =>
  cycle === 'weekly' ? previousWeek(today) : previousMonth(today);

/** PUT /api/organizations/{id}/billing-cycle */
export const billingCycleRequest = z.object({
  billingCycle: z.enum(BILLING_CYCLES, { message: 'billingCycle must be monthly or weekly' }),
});
export const billingCycleResponse = z.object({
  organizationId: z.number().int(),
  billingCycle: z.enum(BILLING_CYCLES),
});
export type BillingCycleResponse = z.infer<typeof billingCycleResponse>;

/**
 * POST /api/invoices/run: each organisation's last whole period by its own cycle, as of the
 * server's today (the browser names no period); an organisation with nothing to bill is skipped.
 */
export const invoiceRunResponse = z.object({
  issued: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      organizationId: z.number().int(),
      billingCycle: z.enum(BILLING_CYCLES),
      periodStart: z.string(),
      periodEnd: z.string(),
      total: money,
    }),
  ),
  /** Organisations with nothing to bill in their period. */
  skipped: z.number().int(),
});
export type InvoiceRunResponse = z.infer<typeof invoiceRunResponse>;

/** Money as people read it on a screen or a PDF: "$1,234.50" from "1234.50". */
export function dollars(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', cents = '00'] = amount.replace(/^-/, '').split('.');
  return `${negative ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents.padEnd(2, '0')}`;
}

/**
 * POST /api/invoices/{id}/pay-online: where to send the browser to pay the invoice's open balance
 * on the provider's hosted page. The amount is the server's balance, shown so the page can say it;
 * nothing the browser sends is read.
 */
export const payOnlineResponse = z.object({
  url: z.string().url(),
  amount: money,
});
export type PayOnlineResponse = z.infer<typeof payOnlineResponse>;
