import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderResponse } from '@domain/orders';
import { apiRequest, parseAnswer } from '@web/lib/api';
import { orderResponseSchemas } from '@web/lib/domain-schemas';
import { orderKeys } from './keys';

const PAGE_SIZE = 100;
/** A safety stop: 50 pages is 5,000 orders, far past any client's history. */
const MAX_PAGES = 50;

/**
 * Every order of the client, newest first. The server pages with an `x-next-cursor` header; the
 * history is read to the end so search, filters and export cover all of it, not the first page.
 * The order schema (zod with it) is a chunk of its own, requested beside the first page.
 */
export async function fetchClientHistory(clientId: number): Promise<OrderResponse[]> {
  const orderPage = orderResponseSchemas().then((m) => m.orderResponse.array());
  // A failed page wins over the chunk; the chunk's own failure must not go unhandled meanwhile.
  orderPage.catch(() => undefined);
  const all: OrderResponse[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const url = `/api/orders/client/${clientId}?limit=${PAGE_SIZE}${query}`;
    const res = await apiRequest('GET', url);
    const body: unknown = await res.json();
    all.push(...parseAnswer(await orderPage, url, body));
    cursor = res.headers.get('x-next-cursor');
    if (!cursor) break;
  }
  return all;
}

export const clientHistoryQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: orderKeys.clientHistory(clientId), queryFn: () => fetchClientHistory(clientId) });

export const useOrderHistory = (clientId: number) => useQuery(clientHistoryQueryOptions(clientId));
