import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { OrderResponse } from '@domain/orders';
import { keyToPath } from '@web/lib/query-client';
import type { OrdersPage } from '../orders/order-query';

/** The console's order lists: '/api/orders' with a query string (adminKeys.orders, ordersByStatus). */
export const isAdminOrdersKey = (key: readonly unknown[]) => /^\/api\/orders(\?|$)/.test(keyToPath(key));

/** After a change of ours: the lists, the figures and the drivers (one may have become busy). */
export function refreshAdminData(queryClient: QueryClient, orderId?: number) {
  return queryClient.invalidateQueries({
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

/** The changed order replaces its row at once, before the refetch confirms it (no flash of the old status). */
export function patchOrderRows(queryClient: QueryClient, order: OrderResponse) {
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
