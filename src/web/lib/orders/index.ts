/**
 * An order as every screen reads it: its query keys and reads, whether it can be paid, and how it
 * is named in a line. The order's badge and proof list are in web/components/order.
 */
export { orderKeys } from './keys';
export { orderQueryOptions, useOrderDetail, type OrderDetail } from './get-order';
export { useOrderHistory } from './list-client-history';
export {
  listNamedOrders,
  namedOrdersQueryOptions,
  useNamedOrders,
  type NamedOrders,
} from './list-named-orders';
export { orderPaymentQueryOptions, useOrderPayment } from './get-order-payment';
export { canPay, checkoutHref, paymentState } from './receipt';
export { orderNumberFrom, street } from './display';
