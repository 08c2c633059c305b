/** What other modules may use of order-access. */
export { visibleOrder } from './policy';
export { findOrderParties } from './repository';
