import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { orderResponse, type OrderResponse } from '@domain/orders';
import { apiRequest, parseAnswer } from '@web/lib/api';
import { orderKeys } from './keys';

const PAGE_SIZE = 100;
/** A safety stop: 50 pages is 5,000 orders, far past any client's history. */
const MAX_PAGES = 50;
const orderPage = z.array(orderResponse);

/**
 * Every order of the client, newest first. The server pages with an `x-next-cursor` header; the
 * history is read to the end so search, filters and export cover all of it, not the first page.
 */
export async function fetchClientHistory(clientId: number): Promise<OrderResponse[]> {
  const all: OrderResponse[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const url = `/api/orders/client/${clientId}?limit=${PAGE_SIZE}${query}`;
    const res = await apiRequest('GET', url);
    all.push(...parseAnswer(orderPage, url, await res.json()));
    cursor = res.headers.get('x-next-cursor');
    if (!cursor) break;
  }
  return all;
}

export const clientHistoryQueryOptions = (clientId: number) =>
  queryOptions({ queryKey: orderKeys.clientHistory(clientId), queryFn: () => fetchClientHistory(clientId) });

export const useOrderHistory = (clientId: number) => useQuery(clientHistoryQueryOptions(clientId));
