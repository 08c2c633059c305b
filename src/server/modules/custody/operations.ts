/** The contract's rows for the custody routes kept in this module (the older ones are in openapi/). */
import type { Operation } from '../../openapi/operation-types';

export const CUSTODY_OPERATIONS: Record<string, Operation> = {
  'GET /api/orders/:id/custody/verification': {
    operationId: 'getCustodyVerification',
    summary: "Whether the order's custody chain verifies, without its contents (client and dispatch)",
    tag: 'orders',
  },
};
