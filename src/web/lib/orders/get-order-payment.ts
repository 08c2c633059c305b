import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderPaymentResponse } from '@domain/payments';
import { apiParse } from '@web/lib/api';
import { orderKeys } from './keys';

export const getOrderPayment = (orderId: number) =>
  apiParse(orderPaymentResponse, 'GET', `/api/orders/${orderId}/payment`);

export const orderPaymentQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.payment(orderId), queryFn: () => getOrderPayment(orderId) });

/** What was paid and refunded, for the receipt. */
export const useOrderPayment = (orderId: number) => useQuery(orderPaymentQueryOptions(orderId));
