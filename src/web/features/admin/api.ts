/**
 * Data of the dispatch console. Keys are URL paths (lib/query-client.ts) under the spec's refetch
 * keys, so the live socket's rules reach them: '/api/orders?...' (the admin list), and
 * '/api/admin/stats'. Drivers are not in those rules; the page refreshes them itself (use-admin-live.ts).
 */
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { AdminStatsResponse, DriverListItem } from '@domain/admin';
import type { OrderResponse } from '@domain/orders';
import type { MessageResponse } from '@domain/messages';
import { apiJson, apiRequest } from '@web/lib/api';
import { keyToPath } from '@web/lib/query-client';
import {
  ordersKey,
  ordersPath,
  pageFromResponse,
  type AdminOrderFilters,
  type OrdersPage,
} from './orders/order-query';

export const STATS_KEY = ['/api/admin/stats'] as const;
export const ALL_DRIVERS_KEY = ['/api/drivers'] as const;

export function useAdminStats() {
  return useQuery<AdminStatsResponse>({ queryKey: STATS_KEY });
}

export function useAdminOrders(filters: AdminOrderFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: ordersKey(filters),
    enabled,
    // A new filter keeps the old rows on screen (marked 'Updating…') instead of flashing skeletons.
    placeholderData: keepPreviousData,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<OrdersPage> => {
      // The total is counted once, with the first page; later pages only continue the list.
      const res = await apiRequest(
        'GET',
        ordersPath(filters, { cursor: pageParam, count: pageParam === null }),
      );
      return pageFromResponse((await res.json()) as OrderResponse[], res.headers);
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every driver (Driver Management), or the available ones nearest a pickup (Assign Driver). */
export function driversKey(near?: { latitude: string; longitude: string }) {
  if (!near) return ALL_DRIVERS_KEY;
  return [`/api/drivers?status=available&near=${near.latitude},${near.longitude}`] as const;
}

export function useDrivers(near?: { latitude: string; longitude: string }, enabled = true) {
  return useQuery<DriverListItem[]>({ queryKey: driversKey(near), enabled });
}

const pathOf = (key: readonly unknown[]) => keyToPath(key);
const isAdminOrdersKey = (key: readonly unknown[]) => /^\/api\/orders(\?|$)/.test(pathOf(key));

/** After a change of ours: the lists, the figures and the drivers (one may have become busy). */
export function refreshAdminData(queryClient: QueryClient, orderId?: number) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = pathOf(queryKey);
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
export function patchOrderRows(queryClient: QueryClient, changed: unknown) {
  if (!changed || typeof changed !== 'object' || !('id' in changed) || !('status' in changed)) return;
  const order = changed as OrderResponse;
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

export type StatusChange = { order: OrderResponse; status: 'confirmed' | 'declined' | 'cancelled' };

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, status }: StatusChange) =>
      apiJson<OrderResponse>('PATCH', `/api/orders/${order.id}`, { status }),
    onSuccess: (answer) => patchOrderRows(queryClient, answer),
    onSettled: (_data, _error, { order }) => refreshAdminData(queryClient, order.id),
  });
}

export function useAssignDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, driverId }: { order: OrderResponse; driverId: number }) =>
      apiJson<unknown>('POST', `/api/orders/${order.id}/assign`, { driverId }),
    onSuccess: (answer) => patchOrderRows(queryClient, answer),
    onSettled: (_data, _error, { order }) => refreshAdminData(queryClient, order.id),
  });
}

/** The sender is the signed-in admin (the server reads the session), never the spec's fixed id 1. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, content }: { order: OrderResponse; content: string }) =>
      apiJson<MessageResponse>('POST', `/api/orders/${order.id}/messages`, { content }),
    onSuccess: (_answer, { order }) =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => pathOf(queryKey) === `/api/orders/${order.id}/messages`,
      }),
  });
}
