/**
 * The checkout feature as other features see it: keeping an order for payment after sign-in, and
 * which payment provider the server uses.
 */
export { savePendingOrder } from './pending-order';
export { usePaymentConfig } from './api/get-payment-config';
