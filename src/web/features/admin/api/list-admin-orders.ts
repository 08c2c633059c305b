import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { orderResponse } from '@domain/orders';
import { apiParse, apiRequest, parseAnswer } from '@web/lib/api';
import { ordersPath, pageFromResponse, type AdminOrderFilters, type OrdersPage } from '../orders/order-query';
import { adminKeys } from './keys';

const orderList = z.array(orderResponse);

/** One page of GET /api/orders; the total is counted once, with the first page. */
export async function listAdminOrders(
  filters: AdminOrderFilters,
  cursor: string | null,
): Promise<OrdersPage> {
  const url = ordersPath(filters, { cursor, count: cursor === null });
  const res = await apiRequest('GET', url);
  return pageFromResponse(parseAnswer(orderList, url, await res.json()), res.headers);
}

export const adminOrdersQueryOptions = (filters: AdminOrderFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.orders(filters),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => listAdminOrders(filters, pageParam),
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAdminOrders(filters: AdminOrderFilters, enabled = true) {
  return useInfiniteQuery({
    ...adminOrdersQueryOptions(filters),
    enabled,
    // A new filter keeps the old rows on screen (marked 'Updating…') instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** Up to 200 orders of one status (the deadline board). */
export const listOrdersByStatus = (status: string) =>
  apiParse(orderList, 'GET', `/api/orders?status=${status}&limit=200`);

export const useOrdersByStatus = (statuses: readonly string[]) =>
  useQueries({
    queries: statuses.map((status) => ({
      queryKey: adminKeys.ordersByStatus(status),
      queryFn: () => listOrdersByStatus(status),
    })),
  });
