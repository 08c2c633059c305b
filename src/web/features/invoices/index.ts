/** The invoices feature as the app sees it: billing's console and an owner's invoices. */
export { BillingConsolePage } from './BillingConsolePage';
export { InvoicesPage } from './InvoicesPage';
