/** The contract's rows for the dispatch-map module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const DISPATCH_MAP_OPERATIONS: Record<string, Operation> = {
  'GET /api/admin/dispatch-map': {
    operationId: 'getDispatchMap',
    summary: 'Every active order and on-shift driver, with deadline risk, for the live dispatch map',
    tag: 'admin',
  },
};
