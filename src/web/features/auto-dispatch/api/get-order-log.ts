import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderAutoDispatchResponse } from '@domain/auto-dispatch';
import { apiParse } from '@web/lib/api';
import { autoDispatchKeys } from './keys';

export const getOrderLog = (orderId: number) =>
  apiParse(orderAutoDispatchResponse, 'GET', `/api/admin/orders/${orderId}/auto-dispatch`);

export const orderLogQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: autoDispatchKeys.orderLog(orderId), queryFn: () => getOrderLog(orderId) });

/** One order's offers and escalations. */
export const useOrderAutoDispatch = (orderId: number) => useQuery(orderLogQueryOptions(orderId));
