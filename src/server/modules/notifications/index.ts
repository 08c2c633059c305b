/** What other modules may use of notifications. */
export { enqueueEmail, statusNotificationsInsert } from './outbox';
export { ORIGIN } from './templates';
export { type Transports, deliverDue } from './worker';
export {
  renderInvitationMail,
  renderInvoiceMail,
  renderPasswordResetMail,
  renderSignUpMail,
  type InvoiceMailFacts,
} from './templates';
export { documentLanguage, documentWords, type DocumentWords } from './document-words';
