/** What other modules may use of audit. */
export { recordAudit } from './audit';
