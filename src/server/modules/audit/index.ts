/** What other modules may use of audit. */
export { type AuditEntry, auditLinesInsert, recordAudit } from './audit';
