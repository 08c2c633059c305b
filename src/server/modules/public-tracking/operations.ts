/** The contract's rows for the public-tracking module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const PUBLIC_TRACKING_OPERATIONS: Record<string, Operation> = {
  'GET /api/orders/:id/public-link': {
    operationId: 'getOrderPublicLink',
    summary: "The order's public tracking link, for its recipient",
    tag: 'orders',
  },
  'GET /api/public/track/:token': {
    operationId: 'trackPublicly',
    summary: "An order's progress by its public link (no session)",
    tag: 'public',
    errors: [503],
  },
};
