/** The contract's rows for the public-config module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const PUBLIC_CONFIG_OPERATIONS: Record<string, Operation> = {
  'GET /api/public-config': {
    operationId: 'getPublicConfig',
    summary: 'Which optional services (payments, maps) the page may use; nothing secret',
    tag: 'health',
  },
};
