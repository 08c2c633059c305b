/** The contract's rows for the health module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const HEALTH_OPERATIONS: Record<string, Operation> = {
  'GET /api/health': {
    operationId: 'getHealth',
    summary: 'Whether the database answers and live events flow (503 while degraded or shutting down)',
    tag: 'health',
    errors: [503],
  },
};
