/**
 * What other modules use of invoices: the receivables ledger for the accounting export, and the
 * recording of a hosted-page payment for the payment provider's webhook.
 */
export { receivablesBetween, type ReceivablesLedger } from './ledger';
export { recordCheckoutPayment, type CheckoutOutcome, type CompletedCheckout } from './online-payment';
