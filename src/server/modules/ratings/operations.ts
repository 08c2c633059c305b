/** The contract's rows for the ratings module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const RATING_OPERATIONS: Record<string, Operation> = {
  'POST /api/orders/:id/rating': {
    operationId: 'rateOrder',
    summary: 'Rate a delivered order (its client or driver)',
    tag: 'ratings',
  },
  'GET /api/orders/:id/rating': {
    operationId: 'getOrderRatings',
    summary: "An order's ratings",
    tag: 'ratings',
  },
};
