/** The orders feature as other features see it: status badge, order reads, receipts and the filter fields. */
export { SearchField, ServiceSelect, StatusSelect } from './OrderFilterFields';
export { StatusBadge } from './StatusBadge';
export { canPay, checkoutHref, paymentState } from './receipt';
export { orderNumberFrom } from './order-filters';
export { street } from './OrderRow';
export { orderKeys } from './api/keys';
export { orderQueryOptions, useOrderDetail, type OrderDetail } from './api/get-order';
export { useOrderHistory } from './api/list-client-history';
export { orderPaymentQueryOptions } from './api/get-order-payment';
export { CancelOwnOrder } from './CancelOwnOrder';
export { ProofList } from './ProofList';
