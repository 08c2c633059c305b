/** The contract's rows for the dispatch-assign module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const ASSIGN_OPERATIONS: Record<string, Operation> = {
  'POST /api/orders/:id/assign': {
    operationId: 'assignOrder',
    summary: 'Assign an order to a driver (dispatch)',
    tag: 'admin',
  },
};
