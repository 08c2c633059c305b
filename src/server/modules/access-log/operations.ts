/** The contract's rows for the access-log module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const ACCESS_LOG_OPERATIONS: Record<string, Operation> = {
  'GET /api/admin/access-log': {
    operationId: 'listAccessLog',
    summary:
      'Reads of protected fields (contacts, item, proof, custody), newest first; filter by order, person, time',
    tag: 'compliance',
    headers: {
      'x-next-cursor': { description: "The next page's cursor, while more reads follow", type: 'integer' },
    },
  },
  'GET /api/admin/access-log/verify': {
    operationId: 'verifyAccessLog',
    summary: "The access log's hash chain recomputed: whether an entry is missing or altered",
    tag: 'compliance',
  },
};
