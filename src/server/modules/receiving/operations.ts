/** The API contract's rows for the receiving desk (joined in openapi/operations.ts). */
import type { Operation } from '../../openapi/operation-types';

export const RECEIVING_OPERATIONS: Record<string, Operation> = {
  'POST /api/orders/:id/check-in': {
    operationId: 'checkInPieces',
    summary:
      'Check in the pieces of an order on arrival; a missing or unknown piece answers 200 with the discrepancy opened for dispatch',
    tag: 'receiving',
    errors: [409],
  },
  'GET /api/receiving/inbound': {
    operationId: 'listInbound',
    summary: 'Orders on their way to the receiving desk, with their pieces, ETA and promise',
    tag: 'receiving',
  },
};
