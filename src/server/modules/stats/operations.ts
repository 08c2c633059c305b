/** The contract's rows for the stats routes kept in this module (the older ones are in openapi/operations-booking.ts) (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const STATS_OPERATIONS: Record<string, Operation> = {
  'GET /api/admin/stats': {
    operationId: 'getAdminStats',
    summary: "The console's figures",
    tag: 'admin',
  },
};
