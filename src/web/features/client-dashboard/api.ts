/**
 * Data of the client dashboard. Query keys are URL paths under the spec's refetch keys
 * ('/api/orders', '/api/stats'), so invalidating those after a booking or payment refreshes all.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClientStatsResponse,
  CreatedOrderResponse,
  CreateOrderRequest,
  OrderResponse,
  PricingRequest,
  PricingResponse,
} from '@domain/orders';
import { apiJson } from '@web/lib/api';

export const ORDERS_KEY = ['/api/orders'] as const;
export const STATS_KEY = ['/api/stats'] as const;

export function useClientStats(clientId: number) {
  return useQuery<ClientStatsResponse>({ queryKey: [...STATS_KEY, 'client', clientId] });
}

/** The server pages at 50 by default; 100 covers a client's live and upcoming orders with room. */
const ORDERS_PAGE = 100;

/** The client's orders, newest first. */
export function useClientOrders(clientId: number) {
  return useQuery<OrderResponse[]>({
    queryKey: [...ORDERS_KEY, 'client', clientId],
    queryFn: () => apiJson('GET', `/api/orders/client/${clientId}?limit=${ORDERS_PAGE}`),
  });
}

export function calculatePrice(body: PricingRequest): Promise<PricingResponse> {
  return apiJson('POST', '/api/pricing/calculate', body);
}

/** POST /api/orders' payload: the form's fields plus the status and proof flags it always sends. */
export type NewOrderPayload = CreateOrderRequest & { status: 'pending' };

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewOrderPayload) => apiJson<CreatedOrderResponse>('POST', '/api/orders', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: STATS_KEY }),
      ]),
  });
}
