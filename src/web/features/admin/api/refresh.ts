import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { MAP_ORDER_STATUSES, type DispatchMapResponse } from '@domain/dispatch-map';
import type { OrderResponse } from '@domain/orders';
import { keyToPath } from '@web/lib/query-client';
import type { OrdersPage } from '../orders/order-query';
import { adminKeys } from './keys';

/** The console's order lists: '/api/orders' with a query string (adminKeys.orders, ordersByStatus). */
export const isAdminOrdersKey = (key: readonly unknown[]) => /^\/api\/orders(\?|$)/.test(keyToPath(key));

/**
 * After a change of ours: the lists, the figures and the drivers (one may have become busy).
 * Not awaited: a mutation whose `onSettled` returns this promise holds its own `onSuccess` (the
 * toast, the dialog closing) until every console list has been read again, which took over 10 s
 * on a loaded machine; the changed row is already patched in place by `patchOrderRows`.
 */
export function refreshAdminData(queryClient: QueryClient, orderId?: number): void {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = keyToPath(queryKey);
      return (
        isAdminOrdersKey(queryKey) ||
        path.startsWith('/api/admin/') ||
        path.startsWith('/api/drivers') ||
        (orderId !== undefined && path.startsWith(`/api/orders/${orderId}`))
      );
    },
  });
}

const onMap = (status: OrderResponse['status']) => (MAP_ORDER_STATUSES as readonly string[]).includes(status);

/**
 * The changed order replaces its row at once, before the refetch confirms it (no flash of the old
 * status, and no Assign button left on an order that has just been given its driver).
 */
export function patchOrderRows(queryClient: QueryClient, order: OrderResponse) {
  queryClient.setQueryData<DispatchMapResponse>(adminKeys.dispatchMap(), (map) =>
    map
      ? {
          ...map,
          orders: map.orders
            .map((row) =>
              row.id === order.id ? { ...row, status: order.status, driverId: order.driverId } : row,
            )
            .filter((row) => onMap(row.status)),
        }
      : map,
  );
  queryClient.setQueriesData<InfiniteData<OrdersPage>>(
    { predicate: ({ queryKey }) => isAdminOrdersKey(queryKey) },
    (data) => {
      if (!data?.pages) return data;
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          orders: page.orders.map((row) =>
            // The answer may not nest the client or driver; keep the row's copies where it does not.
            row.id === order.id
              ? { ...row, ...order, client: order.client ?? row.client, driver: order.driver ?? row.driver }
              : row,
          ),
        })),
      };
    },
  );
}
