/** The contract's rows for the organization-data module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const ORGANIZATION_DATA_OPERATIONS: Record<string, Operation> = {
  'GET /api/organizations/:id/export': {
    operationId: 'exportOrganizationData',
    summary:
      "An organisation's data as a ZIP of JSON and CSV: members, orders, pieces, history, messages, custody, audit and reads (its owner, or dispatch)",
    tag: 'compliance',
    success: {
      status: 200,
      contentType: 'application/zip',
      description: 'README.txt and one JSON file per table; members and orders also as CSV',
    },
  },
  'POST /api/organizations/:id/erasure': {
    operationId: 'eraseOrganizationData',
    summary:
      "Erase an organisation's personal data on its request (dispatch; confirmName is its name): orders redacted as retention does, held orders named and kept",
    tag: 'compliance',
  },
};
