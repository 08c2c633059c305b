/** The API contract's rows for the accounting export (joined in openapi/operations.ts). */
import type { Operation } from '../../openapi/operation-types';

export const ACCOUNTING_OPERATIONS: Record<string, Operation> = {
  'GET /api/accounting/export/qbo.csv': {
    operationId: 'exportSettlementsQuickBooksOnline',
    summary:
      'Issued driver settlements of the weeks from..to as bills, QuickBooks Online bill-import CSV: a row per job (order number, cost centre) or adjustment, no patient data',
    tag: 'accounting',
    success: { status: 200, contentType: 'text/csv', description: 'One row per bill line' },
  },
  'GET /api/accounting/export/desktop.iif': {
    operationId: 'exportSettlementsQuickBooksDesktop',
    summary:
      'Issued driver settlements of the weeks from..to as QuickBooks Desktop IIF: drivers as vendors, each settlement a bill split per job, no patient data',
    tag: 'accounting',
    success: {
      status: 200,
      contentType: 'text/plain',
      description: 'Tab-separated IIF: VEND, then TRNS/SPL/ENDTRNS per bill',
    },
  },
  'GET /api/accounting/export/invoices/qbo.csv': {
    operationId: 'exportInvoicesQuickBooksOnline',
    summary:
      'Invoices issued on the days from..to, QuickBooks Online invoice-import CSV: a row per line (order number, day, cost centre), the organisation as customer, no patient data',
    tag: 'accounting',
    success: { status: 200, contentType: 'text/csv', description: 'One row per invoice line' },
  },
  'GET /api/accounting/export/payments/qbo.csv': {
    operationId: 'exportInvoicePaymentsQuickBooksOnline',
    summary:
      'Credit notes issued and payments received on the days from..to, a CSV row each naming the invoice it applies to; no reasons, references or patient data',
    tag: 'accounting',
    success: { status: 200, contentType: 'text/csv', description: 'One row per credit memo or payment' },
  },
  'GET /api/accounting/export/receivables/desktop.iif': {
    operationId: 'exportReceivablesQuickBooksDesktop',
    summary:
      'Invoices, credit notes and payments of the days from..to as QuickBooks Desktop IIF: organisations as customers, each a balanced transaction, no patient data',
    tag: 'accounting',
    success: {
      status: 200,
      contentType: 'text/plain',
      description: 'Tab-separated IIF: CUST, then TRNS/SPL/ENDTRNS per invoice, credit memo and payment',
    },
  },
};
