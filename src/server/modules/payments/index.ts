/** What other modules may use of payments. */
export { invoiceUnpaidOrder } from './invoice';
export { settleCancelledOrder } from './refund';
export { type PaymentContext, testPayment } from './service';
