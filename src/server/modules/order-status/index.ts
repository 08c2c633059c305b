/** What other modules may use of order-status. */
export { publishPieceAlert } from './alerts';
export { changeOrderStatus } from './status-change';
