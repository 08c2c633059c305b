/** The contract's rows for the tracking module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const TRACKING_OPERATIONS: Record<string, Operation> = {
  'GET /api/orders/:id/tracking': {
    operationId: 'getOrderTracking',
    summary: "The order's tracking events, oldest first",
    tag: 'orders',
  },
};
