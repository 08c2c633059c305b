/** What other modules use of invoices: the receivables ledger for the accounting export. */
export { receivablesBetween, type ReceivablesLedger } from './ledger';
