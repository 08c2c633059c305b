/** What other modules use of retention: redacting one order, and whether a hold or redaction applies. */
export { redactOrder, type RedactionReason } from './redact';
export { findHold, findRedaction, lockOrder } from './repository';
