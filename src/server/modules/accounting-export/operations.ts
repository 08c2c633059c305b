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
};
