/** The contract's rows for compliance: the access log, the audit trail, retention, exports (operations.ts). */
import type { Operation } from './operation-types';

export const COMPLIANCE_OPERATIONS: Record<string, Operation> = {
  'GET /api/admin/access-log': {
    operationId: 'listAccessLog',
    summary:
      'Reads of protected fields (contacts, item, proof, custody), newest first; filter by order, person, time',
    tag: 'compliance',
  },
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
  'PUT /api/organizations/:id/retention': {
    operationId: 'setOrganizationRetention',
    summary:
      "How many days an organisation's closed orders keep their personal data (30 or more), or null for the server's RETENTION_DAYS",
    tag: 'compliance',
  },
  'POST /api/organizations/:id/erasure': {
    operationId: 'eraseOrganizationData',
    summary:
      "Erase an organisation's personal data on its request (dispatch; confirmName is its name): orders redacted as retention does, held orders named and kept",
    tag: 'compliance',
  },
  'GET /api/admin/access-log/verify': {
    operationId: 'verifyAccessLog',
    summary: "The access log's hash chain recomputed: whether an entry is missing or altered",
    tag: 'compliance',
  },
  'GET /api/admin/audit': {
    operationId: 'listAuditTrail',
    summary: 'Reads and writes in one timeline, newest first; filter by order, person, action, kind and time',
    tag: 'compliance',
  },
  'GET /api/admin/audit/export': {
    operationId: 'exportAuditTrail',
    summary: 'The same filters as CSV (every match up to 20,000 rows; x-truncated says if more)',
    tag: 'compliance',
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
  },
  'GET /api/organizations/:id/audit/export': {
    operationId: 'exportOrganizationAuditTrail',
    summary:
      "The owner's timeline as CSV, the same filters (every match up to 20,000 rows); the export is audited",
    tag: 'compliance',
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
