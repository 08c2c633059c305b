/** The orders feature as other features see it: status badge, order reads, receipts and the filter fields. */
export { SearchField, ServiceSelect, StatusSelect } from './OrderFilterFields';
export { StatusBadge } from './StatusBadge';
export { canPay, checkoutHref, paymentState } from './receipt';
export { orderNumberFrom } from './order-filters';
export { street } from './OrderRow';
export { useOrderDetail, useOrderHistory } from './api';
