/** The contract's rows for the audit-trail module's routes (openapi/operations.ts joins them). */
import type { Operation } from '../../openapi/operation-types';

export const AUDIT_TRAIL_OPERATIONS: Record<string, Operation> = {
  'GET /api/admin/audit': {
    operationId: 'listAuditTrail',
    summary: 'Reads and writes in one timeline, newest first; filter by order, person, action, kind and time',
    tag: 'compliance',
    headers: {
      'x-next-cursor': { description: "The next page's cursor, while more events follow", type: 'string' },
    },
  },
  'GET /api/admin/audit/export': {
    operationId: 'exportAuditTrail',
    summary: 'The same filters as CSV (every match up to 20,000 rows; x-truncated says if more)',
    tag: 'compliance',
    headers: {
      'x-truncated': {
        description: '"true" when more events matched than the file holds, else "false"',
        type: 'string',
      },
    },
    success: { status: 200, contentType: 'text/csv', description: 'The audit trail as CSV, one event a row' },
  },
  'GET /api/admin/audit/actions': {
    operationId: 'listAuditActions',
    summary: 'The write actions the audit log holds, for the action filter',
    tag: 'compliance',
  },
  'GET /api/organizations/:id/audit': {
    operationId: 'listOrganizationAuditTrail',
    summary:
      "An organisation's owner: the reads and writes of its own orders in one timeline, the same filters as dispatch's; people outside it shown by first name and role",
    tag: 'compliance',
    headers: {
      'x-next-cursor': { description: "The next page's cursor, while more events follow", type: 'string' },
    },
  },
  'GET /api/organizations/:id/audit/export': {
    operationId: 'exportOrganizationAuditTrail',
    summary:
      "The owner's timeline as CSV, the same filters (every match up to 20,000 rows); the export is audited",
    tag: 'compliance',
    headers: {
      'x-truncated': {
        description: '"true" when more events matched than the file holds, else "false"',
        type: 'string',
      },
    },
    success: {
      status: 200,
      contentType: 'text/csv',
      description: "The organisation's audit trail as CSV, one event a row",
    },
  },
  'GET /api/organizations/:id/audit/actions': {
    operationId: 'listOrganizationAuditActions',
    summary: "The write actions the audit log holds about the organisation's orders",
    tag: 'compliance',
  },
  'GET /api/admin/access-alerts': {
    operationId: 'listAccessAlerts',
    summary: 'Accounts that read unusually many orders (?open=true: not yet acknowledged)',
    tag: 'compliance',
  },
  'POST /api/admin/access-alerts/:id/acknowledge': {
    operationId: 'acknowledgeAccessAlert',
    summary: 'Mark an unusual-reading alert as seen',
    tag: 'compliance',
  },
};
