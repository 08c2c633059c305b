/**
 * GET /api/admin/dispatch-map, parsed with the domain schema at the boundary. Kept fresh by the
 * live socket (use-dispatch-map-live.ts) and refetched each minute besides, because deadline risk
 * changes with the clock even when nothing else happens.
 */
import { useQuery } from '@tanstack/react-query';
import { dispatchMapResponse } from '@domain/dispatch-map';
import type { OrderResponse } from '@domain/orders';
import { apiJson } from '@web/lib/api';

export const DISPATCH_MAP_KEY = ['/api/admin/dispatch-map'] as const;

export function useDispatchMap() {
  return useQuery({
    queryKey: DISPATCH_MAP_KEY,
    queryFn: async () => dispatchMapResponse.parse(await apiJson<unknown>('GET', '/api/admin/dispatch-map')),
    refetchInterval: 60_000,
  });
}

/** The whole order, for the console's Assign Driver dialog (it shows the pickup address). */
export function useOrderToAssign(orderId: number | null) {
  return useQuery<OrderResponse>({ queryKey: ['/api/orders', orderId ?? 0], enabled: orderId !== null });
}
