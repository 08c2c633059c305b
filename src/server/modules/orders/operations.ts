/** The contract's rows for the orders routes kept in this module (the older ones are in openapi/operations-booking.ts) (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const ORDER_OPERATIONS: Record<string, Operation> = {
  'GET /api/orders': {
    operationId: 'listOrders',
    summary: 'Every order, filtered and paged (dispatch); the count travels in headers',
    tag: 'admin',
  },
};
