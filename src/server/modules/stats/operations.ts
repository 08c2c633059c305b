/** The contract's rows for the stats module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const STATS_OPERATIONS: Record<string, Operation> = {
  'GET /api/admin/stats': {
    operationId: 'getAdminStats',
    summary: "The console's figures",
    tag: 'admin',
  },
  'GET /api/stats/client/:clientId': {
    operationId: 'getClientStats',
    summary: "A client's dashboard tiles and what they compare against",
    tag: 'stats',
  },
};
