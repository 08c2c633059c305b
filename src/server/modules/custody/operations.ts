/** The contract's rows for the custody module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const CUSTODY_OPERATIONS: Record<string, Operation> = {
  'GET /api/orders/:id/custody/verification': {
    operationId: 'getCustodyVerification',
    summary: "Whether the order's custody chain verifies, without its contents (client and dispatch)",
    tag: 'orders',
  },
  'GET /api/orders/:id/custody': {
    operationId: 'getOrderCustody',
    summary: "The order's custody ledger and its verification",
    tag: 'orders',
  },
  'GET /api/orders/:id/custody/pdf': {
    operationId: 'getOrderCustodyPdf',
    summary: "The order's custody certificate as a PDF (client and dispatch)",
    tag: 'orders',
    success: { status: 200, contentType: 'application/pdf', description: 'The certificate, a PDF' },
  },
};
