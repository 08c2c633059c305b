/** The contract's rows for the analytics module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const ANALYTICS_OPERATIONS: Record<string, Operation> = {
  'GET /api/admin/analytics': {
    operationId: 'getAdminAnalytics',
    summary: 'Analytics over a period: orders, revenue, drivers',
    tag: 'admin',
  },
};
