import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiParseLater } from '@web/lib/api';
import { paymentSchemas } from '@web/lib/domain-schemas';
import { orderKeys } from './keys';

/** Its schema (zod with it) is a chunk of its own, requested beside the call. */
export const getOrderPayment = (orderId: number) =>
  apiParseLater(
    () => paymentSchemas().then((m) => m.orderPaymentResponse),
    'GET',
    `/api/orders/${orderId}/payment`,
  );

export const orderPaymentQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.payment(orderId), queryFn: () => getOrderPayment(orderId) });

/** What was paid and refunded, for the receipt. */
export const useOrderPayment = (orderId: number) => useQuery(orderPaymentQueryOptions(orderId));
