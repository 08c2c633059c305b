/** The API contract's rows for the receiving desk (joined in openapi/operations.ts). */
import type { Operation } from '../../openapi/operation-types';

export const RECEIVING_OPERATIONS: Record<string, Operation> = {
  'POST /api/orders/:id/check-in': {
    operationId: 'checkInPieces',
    summary:
      "The delivery organisation's receiving desk (or dispatch) checks in the pieces on arrival, with readings of cold-chain pieces; a missing or unknown piece answers 200 with the discrepancy opened for dispatch",
    tag: 'receiving',
    errors: [409],
  },
  'GET /api/receiving/inbound': {
    operationId: 'listInbound',
    summary:
      "Orders on their way to the caller's receiving desk (every desk's, for dispatch), with their pieces, ETA and promise",
    tag: 'receiving',
  },
  'GET /api/receiving-sites': {
    operationId: 'listReceivingSites',
    summary: 'The directory of receiving sites a booking may name as its delivery organisation',
    tag: 'receiving',
  },
  'GET /api/discrepancies': {
    operationId: 'listDiscrepancies',
    summary: 'Dispatch: discrepancies found at pickup, delivery or check-in (open ones unless status=all)',
    tag: 'receiving',
  },
  'POST /api/discrepancies/:id/resolve': {
    operationId: 'resolveDiscrepancy',
    summary: 'Dispatch: resolve a discrepancy with a note; the resolution is a custody entry of the order',
    tag: 'receiving',
    errors: [409],
  },
};
