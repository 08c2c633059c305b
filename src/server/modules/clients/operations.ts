/** The contract's rows for the clients module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const CLIENT_OPERATIONS: Record<string, Operation> = {
  'GET /api/admin/clients': {
    operationId: 'listClients',
    summary: 'Client accounts found by name (organisation, person, username or email), for dispatch',
    tag: 'admin',
  },
};
