/** The contract's rows for the retention module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const RETENTION_OPERATIONS: Record<string, Operation> = {
  'PUT /api/organizations/:id/retention': {
    operationId: 'setOrganizationRetention',
    summary:
      "How many days an organisation's closed orders keep their personal data (30 or more), or null for the server's RETENTION_DAYS",
    tag: 'compliance',
  },
  'GET /api/orders/:id/legal-hold': {
    operationId: 'getLegalHold',
    summary: "Whether a legal hold keeps an order's personal data, and when it was redacted",
    tag: 'compliance',
  },
  'PUT /api/orders/:id/legal-hold': {
    operationId: 'setLegalHold',
    summary: 'Place ({ hold: true, reason }) or lift a legal hold: retention and erasure skip a held order',
    tag: 'compliance',
  },
  'GET /api/admin/retention': {
    operationId: 'getRetention',
    summary: 'The retention policy in force and the log of its runs',
    tag: 'compliance',
  },
  'POST /api/admin/retention/run': {
    operationId: 'runRetention',
    summary: 'Run retention now: redact every closed order older than the policy that no hold keeps',
    tag: 'compliance',
  },
};
