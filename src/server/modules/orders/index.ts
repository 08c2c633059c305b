/** What other modules may use of orders. */
export { toDispatchOrderResponse, toOrderResponse } from './mapping';
export {
  type OrderWithPeople,
  findOrder,
  findOrderAndDriverFix,
  findOrderRow,
  newestFirst,
  selectOrders,
} from './repository';
export { type ResolvedEnd, resolveEnd, resolveOrderEnds } from './resolve-addresses';
export { checkBookingTags, createOrder } from './service';
export { listAllOrders } from './list-all';
