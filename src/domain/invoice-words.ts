/**
 * An invoice's statuses, payment methods and billing cycles with their names, apart from the
 * invoice schemas so the web catalogue can word them without loading zod (invoices.ts re-exports
 * them).
 */

export const INVOICE_STATUSES = ['open', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** How billing staff received a payment; a card here is one taken by phone or terminal. */
export const INVOICE_PAYMENT_METHODS = ['check', 'ach', 'card'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<InvoicePaymentMethod, string> = {
  check: 'Check',
  ach: 'ACH transfer',
  card: 'Card',
};

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = { open: 'Open', paid: 'Paid' };

/** How often an organisation is invoiced; billing staff set it, the invoice run follows it. */
export const BILLING_CYCLES = ['monthly', 'weekly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const BILLING_CYCLE_LABELS: Record<BillingCycle, string> = { monthly: 'Monthly', weekly: 'Weekly' };
