/** What other modules may use of audit. */
export { auditLinesInsert, recordAudit } from './audit';
