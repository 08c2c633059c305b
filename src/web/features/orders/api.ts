/**
 * Data of Order History, the receipt and the tracking screens. Keys are URL paths under the
 * spec's '/api/orders' refetch key, so the live socket's invalidations reach them.
 */
import { useQuery } from '@tanstack/react-query';
import type { OrderResponse } from '@domain/orders';
import type { MessageResponse } from '@domain/messages';
import { apiRequest } from '@web/lib/api';

/** GET /api/orders/{id} nests the order's messages, without the sender. */
export type OrderDetail = OrderResponse & { messages?: Omit<MessageResponse, 'sender'>[] };

const PAGE_SIZE = 100;
/** A safety stop: 50 pages is 5,000 orders, far past any client's history. */
const MAX_PAGES = 50;

export const historyKey = (clientId: number) => ['/api/orders', 'client', clientId, 'history'] as const;

/**
 * Every order of the client, newest first. The server pages with an `x-next-cursor` header; the
 * history is read to the end so search, filters and export cover all of it, not the first page.
 */
export async function fetchClientHistory(clientId: number): Promise<OrderResponse[]> {
  const all: OrderResponse[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await apiRequest('GET', `/api/orders/client/${clientId}?limit=${PAGE_SIZE}${query}`);
    all.push(...((await res.json()) as OrderResponse[]));
    cursor = res.headers.get('x-next-cursor');
    if (!cursor) break;
  }
  return all;
}

export function useOrderHistory(clientId: number) {
  return useQuery({ queryKey: historyKey(clientId), queryFn: () => fetchClientHistory(clientId) });
}

/** One order with driver, client and messages; the same key the checkout page uses. */
export function useOrderDetail(orderId: number | null, placeholder?: OrderResponse) {
  return useQuery<OrderDetail>({
    queryKey: ['/api/orders', orderId ?? 0],
    enabled: orderId !== null,
    // The row's copy paints at once; the detail (driver, messages) replaces it when it arrives.
    placeholderData: placeholder,
  });
}
