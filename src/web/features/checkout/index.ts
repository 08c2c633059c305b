/** The checkout feature as other features see it: keeping an order for payment after sign-in. */
export { savePendingOrder } from './pending-order';
