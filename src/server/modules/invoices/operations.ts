/** The API contract's rows for invoices, statements and aging (joined in openapi/operations.ts). */
import type { Operation } from '../../openapi/operation-types';

export const INVOICE_OPERATIONS: Record<string, Operation> = {
  'POST /api/invoices': {
    operationId: 'issueInvoice',
    summary:
      "Billing or dispatch: invoice an organisation's on-account orders delivered in the period (Central days, both ends included), numbered in sequence and emailed to its owners",
    tag: 'invoices',
    errors: [409],
  },
  'GET /api/invoices': {
    operationId: 'listInvoices',
    summary: "Invoices, newest first: every organisation's for billing and dispatch, an owner's own",
    tag: 'invoices',
  },
  'GET /api/invoices/:id': {
    operationId: 'getInvoice',
    summary: 'One invoice with its lines, credit notes, payments and balance',
    tag: 'invoices',
  },
  'GET /api/invoices/:id/pdf': {
    operationId: 'getInvoicePdf',
    summary: 'The invoice as a PDF: order numbers, days, cost centres and amounts (no patient data)',
    tag: 'invoices',
    success: { status: 200, contentType: 'application/pdf', description: 'The invoice, a PDF' },
  },
  'GET /api/invoices/:id/csv': {
    operationId: 'getInvoiceCsv',
    summary:
      "The invoice's lines as CSV, one order a row with its cost centre; credit notes as negative rows",
    tag: 'invoices',
    success: { status: 200, contentType: 'text/csv', description: 'The invoice lines as CSV' },
  },
  'POST /api/invoices/:id/payments': {
    operationId: 'recordInvoicePayment',
    summary:
      'Billing or dispatch: record a check, ACH or card payment; the invoice is paid once its balance is 0 (more than the balance: 409)',
    tag: 'invoices',
    errors: [409],
  },
  'POST /api/invoices/:id/pay-online': {
    operationId: 'payInvoiceOnline',
    summary:
      "The owner (or billing or dispatch for it): open a Stripe-hosted page for the invoice's open balance, computed by the server (no body is read), and answer its address; Stripe's webhook records the payment. 409 ONLINE_PAYMENT_UNAVAILABLE without Stripe, INVOICE_PAID with nothing owed",
    tag: 'invoices',
    errors: [409, 502],
  },
  'POST /api/invoices/:id/credit-notes': {
    operationId: 'issueCreditNote',
    summary: 'Billing or dispatch: adjust an invoice down with a numbered credit note (at most its balance)',
    tag: 'invoices',
    errors: [409],
  },
  'PATCH /api/invoices/:id': {
    operationId: 'changeInvoice',
    summary: 'Always 409: an issued invoice cannot change (issue a credit note)',
    tag: 'invoices',
    errors: [409],
    refusesAlways: true,
  },
  'PUT /api/invoices/:id': {
    operationId: 'replaceInvoice',
    summary: 'Always 409: an issued invoice cannot change (issue a credit note)',
    tag: 'invoices',
    errors: [409],
    refusesAlways: true,
  },
  'DELETE /api/invoices/:id': {
    operationId: 'deleteInvoice',
    summary: 'Always 409: an issued invoice cannot be deleted (issue a credit note)',
    tag: 'invoices',
    errors: [409],
    refusesAlways: true,
  },
  'GET /api/organizations/:id/statement': {
    operationId: 'getStatementOfAccount',
    summary:
      "An organisation's invoices, credit notes and payments in date order with the running balance, and its aging (owner or billing)",
    tag: 'invoices',
  },
  'GET /api/billing/aging': {
    operationId: 'getAgingReport',
    summary: "Every organisation's open balance by days since issue: current, 31-60, 61-90, over 90",
    tag: 'invoices',
  },
  'GET /api/organizations/:id/billing-cycle': {
    operationId: 'getBillingCycle',
    summary: 'Billing or dispatch: how often the organisation is invoiced (monthly or weekly)',
    tag: 'invoices',
  },
  'PUT /api/organizations/:id/billing-cycle': {
    operationId: 'setBillingCycle',
    summary: 'Billing or dispatch: invoice the organisation monthly or weekly (Monday to Sunday)',
    tag: 'invoices',
  },
  'POST /api/invoices/run': {
    operationId: 'runInvoices',
    summary:
      "Billing or dispatch: invoice every organisation's last whole period by its own cycle (the calendar month, or the Monday-to-Sunday week, before today's); those with nothing to bill are skipped",
    tag: 'invoices',
  },
};
