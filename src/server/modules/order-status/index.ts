/** What other modules may use of order-status. */
export { publishPieceAlert } from './piece-step';
export { changeOrderStatus } from './status-change';
