/** The contract's rows for the labels module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const LABEL_OPERATIONS: Record<string, Operation> = {
  'GET /api/orders/:id/label': {
    operationId: 'getOrderLabel',
    summary: "The order's printable 4x6 in label (PDF)",
    tag: 'orders',
    success: { status: 200, contentType: 'application/pdf', description: 'The label, a PDF' },
  },
  'PATCH /api/drivers/:driverId/cold-chain': {
    operationId: 'setDriverColdChain',
    summary: 'Record whether a driver can carry refrigerated and frozen jobs',
    tag: 'admin',
  },
};
