import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderMessage, OrderResponse } from '@domain/orders';
import { apiParseLater } from '@web/lib/api';
import { orderSchemas } from '@web/lib/domain-schemas';
import { orderKeys } from './keys';

/**
 * GET /api/orders/{id} nests the order's messages, without the sender. Optional here so
 * a list row's copy of the order can stand in while the detail loads.
 */
export type OrderDetail = OrderResponse & { messages?: OrderMessage[] };

/** Its schema (zod with it) is a chunk of its own, requested beside the call. */
export const getOrder = (orderId: number): Promise<OrderDetail> =>
  apiParseLater(() => orderSchemas().then((m) => m.orderDetailResponse), 'GET', `/api/orders/${orderId}`);

export const orderQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: () => getOrder(orderId) });

/** One order with driver, client and messages; the same key the checkout page uses. */
export function useOrderDetail(orderId: number | null, placeholder?: OrderResponse) {
  return useQuery({
    ...orderQueryOptions(orderId ?? 0),
    enabled: orderId !== null,
    // The row's copy paints at once; the detail (driver, messages) replaces it when it arrives.
    placeholderData: placeholder,
  });
}
